// The built-in assistant: answers from what the current page shows and from the help passages,
// without any outside service. Every number it writes is taken from the page context, the
// user's inputs or a passage it quotes; it never computes a new one.
import type { ChatbotContext, ChatbotPageContext } from '@foodhub/contracts';
import type { ChatTurn } from '@foodhub/db';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import {
  describeSolution,
  namedSolution,
  wording,
  type PageAnswer,
  type Wording,
} from './assistant-wording';
import { fold, type HelpPassage, type KnowledgeBase } from './knowledge';
import { ASSISTANT_MESSAGES } from './messages';
import { isObj, num, pageFacts, str, type PageFacts, type PageSolution } from './page-facts';
import { whyNotAnswer } from './why-not-answer';

export interface AssistantInput {
  question: string;
  pageContext: ChatbotPageContext | null | undefined;
  context: ChatbotContext | null | undefined;
  /** Earlier messages of the thread, oldest first. */
  history: ChatTurn[];
  /**
   * The language the page context is written in (the interface language). When the answer is in
   * another one, the page's names are quoted as given and its other texts left out unless asked
   * for. Absent: the same as the answer's.
   */
  factsLanguage?: Language;
}

export interface AssistantAnswer {
  message: string;
  /** page: from the page context; docs: from passages; unknown: could not answer. */
  kind: 'page' | 'docs' | 'greeting' | 'unknown';
  /** The passages the answer quotes. */
  passages: HelpPassage[];
  /** Passages about the same topic it does not quote (grounding for an LLM). */
  related: HelpPassage[];
}

/** BM25 score below which a passage is not taken as an answer. */
export const MIN_PASSAGE_SCORE = 3;
/** ... and holding at least this share of the question's weight (a question's rare words). */
export const MIN_PASSAGE_COVERAGE = 0.5;
/** A second passage is added when it scores at least this share of the first. */
const SECOND_PASSAGE_SHARE = 0.8;

export const DOCUMENTATION_PATH = '/tool/tool-description';

/** The answer when nothing answers the question, in one language. */
export const cannotAnswer = (language: Language = DEFAULT_LANGUAGE) =>
  ASSISTANT_MESSAGES[language].cannotAnswer(DOCUMENTATION_PATH);
export const CANNOT_ANSWER = cannotAnswer(DEFAULT_LANGUAGE);

// ---- Wording ---------------------------------------------------------------------------------

export { scoreLabel, scoreLabelIn } from './assistant-wording';

const withUnit = (m: Wording, n: number, unit: string | null) =>
  `${m.number(n)}${unit ? ` ${unit}` : ''}`;

const topSolution = (solutions: PageSolution[]) =>
  solutions.reduce<PageSolution | null>(
    (best, s) => (best === null || (s.score ?? -1) > (best.score ?? -1) ? s : best),
    null,
  );

// ---- Intents -----------------------------------------------------------------------------------

/** A greeting in any language, in a short message. */
const isGreeting = (q: string) =>
  q.split(/\s+/).length <= 4 &&
  SUPPORTED_LANGUAGES.some((l) => ASSISTANT_MESSAGES[l].intents.greeting.test(q));

function rankingAnswer(m: Wording, q: string, question: string, f: PageFacts): PageAnswer | null {
  const all = f.solution ? [f.solution, ...f.solutions] : f.solutions;
  const named = namedSolution(question, all);
  if (named && (m.says('rank', q) || m.says('aboutSolution', q))) {
    const top = topSolution(f.solutions);
    const name = m.asGiven(named.name);
    const lead =
      top && top === named && f.solutions.length > 1 ? m.ranksFirst(name) : m.isMatched(name);
    return { text: describeSolution(m, q, named, lead), passageIds: ['ranking'] };
  }
  if (f.solutions.length > 0 && m.says('rank', q)) {
    const top = topSolution(f.solutions)!;
    const lead = m.ranksFirst(m.asGiven(top.name));
    return { text: describeSolution(m, q, top, lead), passageIds: ['ranking'] };
  }
  if (f.solution && (m.says('rank', q) || m.says('thisSolution', q))) {
    if (m.says('trl', q)) return null;
    return {
      text: describeSolution(m, q, f.solution, m.isMatched(m.asGiven(f.solution.name))),
      passageIds: ['ranking'],
    };
  }
  return null;
}

function providerAnswer(m: Wording, q: string, f: PageFacts): PageAnswer | null {
  if (!(m.says('nearest', q) && (m.says('provider', q) || f.providers.length > 0))) return null;
  const withDistance = f.providers.filter((p) => p.distanceKm !== null);
  if (withDistance.length === 0) {
    if (f.providers.length === 0 && f.page !== 'solution-details') return null;
    return {
      text: f.providers.length === 0 ? m.noProvidersYet : m.noDistances,
      passageIds: ['provider-distance'],
    };
  }
  const nearest = withDistance.reduce((a, b) => (b.distanceKm! < a.distanceKm! ? b : a));
  const place = [nearest.city, nearest.country].filter(Boolean).join(', ');
  const text = m.nearestProvider(nearest.name, place || null, m.number(nearest.distanceKm!));
  return {
    text: /^sample\b/i.test(nearest.name) ? `${text} ${m.sampleProvider}` : text,
    passageIds: ['provider-distance'],
  };
}

/** A word the page sends as a key (an indicator, a period), as the language names it. */
const named = (names: Record<string, string>, key: string) =>
  Object.hasOwn(names, key) ? names[key]! : key;

function reportAnswer(m: Wording, q: string, f: PageFacts): PageAnswer | null {
  const r = f.report;
  if (!r || !m.says('report', q)) return null;
  // The report's indicator keys (docs/impact-model.md) as the report names them.
  const indicator = r.indicator ? named(m.indicators, r.indicator) : null;
  const period = r.period ? m.period(named(m.periods, r.period)) : null;
  const scope = [indicator, period].filter(Boolean).join(', ');
  const lines = [m.reportHeading(scope || null)];
  const n = (v: number | null) => (v === null ? null : m.number(v));
  if (r.avoided !== null) {
    const avoided = m.avoided(withUnit(m, r.avoided, r.unit), n(r.donatedKg));
    lines.push(`- ${avoided} ${m.avoidedMeaning}`);
  }
  if (r.additional !== null) {
    const additional = m.additional(withUnit(m, r.additional, r.unit), n(r.transportKm));
    lines.push(`- ${additional} ${m.additionalMeaning}`);
  }
  if (r.net !== null) {
    const sign = r.net < 0 ? m.netNegative : r.net > 0 ? m.netPositive : m.netZero;
    lines.push(`- ${m.net(withUnit(m, r.net, r.unit))} ${sign}`);
  }
  return {
    text: lines.join('\n'),
    passageIds: [],
    relatedIds: ['impact-avoided', 'impact-additional-net', 'impact-periods'],
  };
}

function trlAnswer(m: Wording, q: string, f: PageFacts): PageAnswer | null {
  if (!m.says('trl', q) || !f.solution || f.solution.trl === null) return null;
  const name = m.asGiven(f.solution.name);
  return { text: m.trl(name, m.number(f.solution.trl)), passageIds: ['trl'] };
}

function inputAnswer(m: Wording, q: string, f: PageFacts): PageAnswer | null {
  if (!m.says('myInput', q) || (!f.companyProfile && !f.wasteInfo)) return null;
  const parts: string[] = [];
  const label = m.inputs;
  const w = f.wasteInfo ?? {};
  const c = f.companyProfile ?? {};
  const surplus = str(w.surplusName);
  const amount = isObj(w.amount) ? num(w.amount.value) : null;
  const freq = isObj(w.frequency) ? w.frequency : {};
  const times = num(freq.times);
  const interval = str(freq.interval);
  if (surplus) parts.push(`${label.surplus}: ${surplus}`);
  if (amount !== null) parts.push(`${label.amount}: ${m.number(amount)} kg`);
  if (times !== null && interval) {
    parts.push(
      `${label.frequency}: ` +
        (interval === 'once'
          ? m.frequencyOnce(m.number(times))
          : m.frequencyPer(m.number(times), named(m.intervals, interval))),
    );
  }
  const groups = Array.isArray(w.foodGroups) ? w.foodGroups.filter((g) => str(g)) : [];
  if (groups.length) parts.push(`${label.foodGroups}: ${groups.join(', ')}`);
  if (str(c.name)) parts.push(`${label.company}: ${str(c.name)}`);
  if (str(c.businessCategory)) {
    parts.push(`${label.businessCategory}: ${str(c.businessCategory)}`);
  }
  const loc = isObj(c.location) ? c.location : {};
  if (str(loc.city)) parts.push(`${label.city}: ${str(loc.city)}`);
  if (parts.length === 0) return { text: m.noInputs, passageIds: ['optional-fields'] };
  return {
    text: m.youEntered(parts.join('; ')),
    passageIds: [],
    relatedIds: ['optional-fields', 'food-surplus'],
  };
}

// ---- The answer --------------------------------------------------------------------------------

function fromPassages(passages: HelpPassage[]): string {
  return passages.map((p) => p.text).join('\n\n');
}

/** Passages that answer a query well enough: above the score and coverage thresholds. */
export function goodHits(kb: KnowledgeBase, query: string, page: string | null, limit = 5) {
  return kb
    .search(query, { page, limit })
    .filter((h) => h.score >= MIN_PASSAGE_SCORE && h.coverage >= MIN_PASSAGE_COVERAGE);
}

/** The best passages for a question, or none when nothing scores above the threshold. */
export function relevantPassages(
  kb: KnowledgeBase,
  query: string,
  page: string | null,
): HelpPassage[] {
  const [first, second] = goodHits(kb, query, page);
  if (!first) return [];
  return second && second.score >= first.score * SECOND_PASSAGE_SHARE
    ? [first.passage, second.passage]
    : [first.passage];
}

/**
 * The embedded assistant's answer, in the language of the knowledge base: the language of the
 * question, or English when that language has no help file.
 */
export function embeddedAnswer(kb: KnowledgeBase, input: AssistantInput): AssistantAnswer {
  const m = wording(kb.language, input.factsLanguage);
  const question = input.question.trim();
  const q = fold(question);
  if (isGreeting(q)) {
    return { message: m.greeting, kind: 'greeting', passages: [], related: [] };
  }
  const facts = pageFacts(input);
  const pageAnswer =
    reportAnswer(m, q, facts) ??
    providerAnswer(m, q, facts) ??
    trlAnswer(m, q, facts) ??
    whyNotAnswer(m, q, question, facts) ??
    rankingAnswer(m, q, question, facts) ??
    inputAnswer(m, q, facts);
  if (pageAnswer) {
    const byIds = (ids: string[]) =>
      ids.map((id) => kb.byId(id)).filter((p): p is HelpPassage => p !== undefined);
    const passages = byIds(pageAnswer.passageIds);
    const text = passages.length
      ? `${pageAnswer.text}\n\n${fromPassages(passages)}`
      : pageAnswer.text;
    return { message: text, kind: 'page', passages, related: byIds(pageAnswer.relatedIds ?? []) };
  }

  let passages = relevantPassages(kb, question, facts.page);
  if (passages.length === 0) {
    // A follow-up ('and for a month?') is read together with the previous question.
    const previous = [...input.history].reverse().find((m) => m.role === 'user');
    if (previous) passages = relevantPassages(kb, `${previous.text} ${question}`, facts.page);
  }
  if (passages.length === 0) {
    return { message: cannotAnswer(kb.language), kind: 'unknown', passages: [], related: [] };
  }
  return { message: fromPassages(passages), kind: 'docs', passages, related: [] };
}
