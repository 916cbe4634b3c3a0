// 'Why is donation not first here?', 'Why not animal feed?': answered from what the page shows,
// the reasons it gives for leaving routes out (whyNot) and the routes it offers.
import type { SolutionCategory } from '@foodhub/domain';
import {
  catalogueCategory,
  categoryName,
  namedSolution,
  scoreLabelIn,
  type PageAnswer,
  type Wording,
} from './assistant-wording';
import type { RouteKind } from './messages/types';
import type { PageExclusion, PageFacts, PageSolution } from './page-facts';

const KIND_CATEGORY: Record<RouteKind, SolutionCategory> = {
  donation: 'Reuse (human)',
  animalFeed: 'Animal feed',
};

/** How many of the routes offered instead are named. */
const INSTEAD_NAMED = 3;

/** The kind of route the question asks about, if it names one. */
function askedKind(m: Wording, q: string): RouteKind | null {
  if (m.says('donation', q)) return 'donation';
  if (m.says('feed', q)) return 'animalFeed';
  return null;
}

const withScore = (m: Wording, s: PageSolution) =>
  s.score === null ? '' : m.withScore(m.number(s.score), scoreLabelIn(m.language, s.score));

/** A route the page names, with its category in the answer's language. */
function routeName(m: Wording, s: PageSolution): string {
  const name = m.asGiven(s.name);
  return s.category ? `${name} (${categoryName(m, s.category)})` : name;
}

/** Why the page offers no route of the kind: its reasons, as it states them. */
function reasonsText(m: Wording, kind: RouteKind, reasons: PageExclusion[]): string {
  const inLanguage = m.foreign ? m.inLanguage[m.foreign] : null;
  // A reason in another language is the page's sentence: quoted, with its language said.
  const said = (r: PageExclusion) => (m.foreign ? m.quote(r.reason) : r.reason);
  const safety = reasons.every((r) => r.safety);
  if (reasons.length === 1) return m.notOfferedOne(kind, said(reasons[0]!), safety, inLanguage);
  const lines = reasons.map((r) => `- ${said(r)}`);
  return [m.notOfferedMany(kind, safety, inLanguage), ...lines].join('\n');
}

/**
 * The answer to a question about a kind of route (donation, animal feed) on a page of solutions.
 * When the page offers one, where the best of them ranks and what ranks first; when it offers
 * none, the reasons the page gives for leaving them out and what it offers instead. Null when the
 * question names no kind, names a solution of the page (the ranking answers that), or the page
 * shows no solutions.
 */
export function whyNotAnswer(
  m: Wording,
  q: string,
  question: string,
  f: PageFacts,
): PageAnswer | null {
  const kind = askedKind(m, q);
  if (!kind) return null;
  const reasons = f.whyNot[kind];
  const listed = [...f.solutions, ...f.otherSolutions];
  if (listed.length === 0 && reasons.length === 0) return null;
  if (namedSolution(question, listed)) return null;

  const isKind = (s: PageSolution) =>
    s.category !== null && catalogueCategory(s.category) === KIND_CATEGORY[kind];
  const rank = f.solutions.findIndex(isKind);
  if (rank >= 0) {
    const best = f.solutions[rank]!;
    const name = m.asGiven(best.name);
    if (rank === 0) {
      return { text: `${m.ranksFirst(name)}${withScore(m, best)}.`, passageIds: ['ranking'] };
    }
    const first = f.solutions[0]!;
    const text =
      `${m.bestOfKind(kind, name, m.number(rank + 1))}${withScore(m, best)}. ` +
      `${m.ranksFirst(m.asGiven(first.name))}${withScore(m, first)}.`;
    return { text, passageIds: ['ranking'] };
  }

  const lines = [reasons.length > 0 ? reasonsText(m, kind, reasons) : m.notListed(kind)];
  const instead = (f.otherSolutions.length > 0 ? f.otherSolutions : f.solutions).slice(
    0,
    INSTEAD_NAMED,
  );
  if (instead.length > 0) {
    lines.push(m.offeredInstead(instead.map((s) => routeName(m, s)).join('; ')));
  }
  const relatedIds = reasons.some((r) => r.safety) ? ['safety-rules'] : [];
  return { text: lines.join('\n\n'), passageIds: [], relatedIds };
}
