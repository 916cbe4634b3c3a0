// The built-in assistant: answers from what the current page shows and from the help passages,
// without any outside service. Every number it writes is taken from the page context, the
// user's inputs or a passage it quotes; it never computes a new one.
import type { ChatbotContext, ChatbotPageContext } from '@foodhub/contracts';
import type { ChatTurn } from '@foodhub/db';
import { fold, type HelpPassage, type KnowledgeBase } from './knowledge';
import { isObj, num, pageFacts, str, type PageFacts, type PageSolution } from './page-facts';

export interface AssistantInput {
  question: string;
  pageContext: ChatbotPageContext | null | undefined;
  context: ChatbotContext | null | undefined;
  /** Earlier messages of the thread, oldest first. */
  history: ChatTurn[];
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
export const CANNOT_ANSWER =
  'Sorry, I cannot answer that from the tool’s documentation or from this page. ' +
  `You can read the user documentation at ${DOCUMENTATION_PATH}, or write to the team with the ` +
  'Contact link in the footer of every page.';
const GREETING =
  'Hello! I can help with this tool: how the steps work, what the match score means, the ' +
  'provider companies and the environmental impact report. What would you like to know?';

// ---- Wording ---------------------------------------------------------------------------------

/** The score label of spec part 1 §9; the thresholds are in the 'score-labels' passage. */
export function scoreLabel(score: number): string {
  if (score >= 90) return 'Excellent Match';
  if (score >= 80) return 'Very Good Match';
  if (score >= 70) return 'Good Match';
  if (score >= 60) return 'Fair Match';
  if (score >= 50) return 'Moderate Match';
  return 'Basic Match';
}

/** A page number as written: at most two decimals, so '12.3456' reads '12.35'. */
function formatNumber(n: number): string {
  return String(Math.round(n * 100) / 100);
}

const withUnit = (n: number, unit: string | null) => `${formatNumber(n)}${unit ? ` ${unit}` : ''}`;

function describeSolution(s: PageSolution, lead: string): string {
  const parts = [lead];
  if (s.score !== null) {
    parts[0] += ` with a match score of ${formatNumber(s.score)} (${scoreLabel(s.score)})`;
  }
  parts[0] += '.';
  if (s.category) parts.push(`Its category is ${s.category}.`);
  if (s.reasoning) parts.push(`Why it matches: ${s.reasoning}`);
  return parts.join(' ');
}

/** The solution the question names, by its whole name or all of its longer words. */
function namedSolution(question: string, solutions: PageSolution[]): PageSolution | null {
  const q = fold(question);
  let best: { s: PageSolution; words: number } | null = null;
  for (const s of solutions) {
    const name = fold(s.name);
    const words = name.split(/[^a-z0-9]+/).filter((w) => w.length > 3);
    const hit = q.includes(name) || (words.length > 0 && words.every((w) => q.includes(w)));
    if (hit && (!best || words.length > best.words)) best = { s, words: words.length };
  }
  return best?.s ?? null;
}

const topSolution = (solutions: PageSolution[]) =>
  solutions.reduce<PageSolution | null>(
    (best, s) => (best === null || (s.score ?? -1) > (best.score ?? -1) ? s : best),
    null,
  );

// ---- Intents -----------------------------------------------------------------------------------

const RANK = /\b(first|top|rank\w*|best|highest|recommend\w*|number one|#1|on top|lead\w*)\b/;
const ABOUT_SOLUTION = /\b(why|score\w*|match\w*|fit\w*|reason\w*|good|suit\w*|tell|about)\b/;
const NEAREST = /\b(nearest|closest|how far|distance\w*|near\w*|km|kilomet\w*|far away)\b/;
const PROVIDER = /\b(provider\w*|compan\w*|food bank\w*|partner\w*|who can take)\b/;
const REPORT =
  /\b(numbers?|figures?|results?|mean\w*|avoided|additional|net|saving\w*|benefit\w*|report|impact)\b/;
const TRL = /\b(trl|readiness|maturity|mature)\b/;
const MY_INPUT =
  /\b(what (did|have) i (enter|entered|fill\w*|type\w*)|my (entries|inputs?|data)\b|summar\w*)/;
const GREETING_RE =
  /^(hi|hello|hey|hallo|servus|good (morning|afternoon|evening)|thanks?( you)?|danke)\b/;

interface PageAnswer {
  text: string;
  /** Quoted after the text. */
  passageIds: string[];
  /** On the topic, not quoted. */
  relatedIds?: string[];
}

function rankingAnswer(q: string, question: string, f: PageFacts): PageAnswer | null {
  const all = f.solution ? [f.solution, ...f.solutions] : f.solutions;
  const named = namedSolution(question, all);
  if (named && (RANK.test(q) || ABOUT_SOLUTION.test(q))) {
    const top = topSolution(f.solutions);
    const lead =
      top && top === named && f.solutions.length > 1
        ? `${named.name} ranks first`
        : `${named.name} is matched`;
    return { text: describeSolution(named, lead), passageIds: ['ranking'] };
  }
  if (f.solutions.length > 0 && RANK.test(q)) {
    const top = topSolution(f.solutions)!;
    return {
      text: describeSolution(top, `${top.name} ranks first`),
      passageIds: ['ranking'],
    };
  }
  if (f.solution && (RANK.test(q) || /\b(why|this solution|match\w*|fit\w*)\b/.test(q))) {
    if (TRL.test(q)) return null;
    return {
      text: describeSolution(f.solution, `${f.solution.name} is matched`),
      passageIds: ['ranking'],
    };
  }
  return null;
}

function providerAnswer(q: string, f: PageFacts): PageAnswer | null {
  if (!(NEAREST.test(q) && (PROVIDER.test(q) || f.providers.length > 0))) return null;
  const withDistance = f.providers.filter((p) => p.distanceKm !== null);
  if (withDistance.length === 0) {
    if (f.providers.length === 0 && f.page !== 'solution-details') return null;
    return {
      text:
        f.providers.length === 0
          ? 'No provider companies are shown on this page yet: press Show Provider Companies to load them.'
          : 'The providers on this page have no distances.',
      passageIds: ['provider-distance'],
    };
  }
  const nearest = withDistance.reduce((a, b) => (b.distanceKm! < a.distanceKm! ? b : a));
  const place = [nearest.city, nearest.country].filter(Boolean).join(', ');
  const sample = /^sample\b/i.test(nearest.name)
    ? ' It is fictional sample data: do not contact it.'
    : '';
  return {
    text:
      `The nearest provider is ${nearest.name}${place ? ` in ${place}` : ''}, ` +
      `${formatNumber(nearest.distanceKm!)} km away.${sample}`,
    passageIds: ['provider-distance'],
  };
}

/** The report's indicator keys (docs/impact-model.md) as the report names them. */
const INDICATOR_NAMES: Record<string, string> = {
  co2: 'climate change',
  water: 'water scarcity',
  land: 'land use',
};

function reportAnswer(q: string, f: PageFacts): PageAnswer | null {
  const r = f.report;
  if (!r || !REPORT.test(q)) return null;
  const indicator = r.indicator ? (INDICATOR_NAMES[r.indicator] ?? r.indicator) : null;
  const scope = [indicator, r.period ? `period: ${r.period}` : null].filter(Boolean).join(', ');
  const lines = [`Your report${scope ? ` (${scope})` : ''}:`];
  if (r.avoided !== null) {
    lines.push(
      `- Avoided: ${withUnit(r.avoided, r.unit)}${r.donatedKg !== null ? ` for ${formatNumber(r.donatedKg)} kg donated` : ''}. ` +
        'This is the new food production the donated food replaces plus the waste treatment it saves.',
    );
  }
  if (r.additional !== null) {
    lines.push(
      `- Additional: ${withUnit(r.additional, r.unit)}${r.transportKm !== null ? ` for ${formatNumber(r.transportKm)} km of transport` : ''}. ` +
        'This is what the road transport to the provider adds.',
    );
  }
  if (r.net !== null) {
    lines.push(
      `- Net: ${withUnit(r.net, r.unit)}, the additional minus the avoided impact. ` +
        (r.net < 0
          ? 'It is negative: the donation causes less impact than treating the food as waste.'
          : r.net > 0
            ? 'It is positive: here the donation causes more impact than treating the food as waste.'
            : 'It is zero: no difference from treating the food as waste.'),
    );
  }
  return {
    text: lines.join('\n'),
    passageIds: [],
    relatedIds: ['impact-avoided', 'impact-additional-net', 'impact-periods'],
  };
}

function trlAnswer(q: string, f: PageFacts): PageAnswer | null {
  if (!TRL.test(q) || !f.solution || f.solution.trl === null) return null;
  return {
    text: `${f.solution.name} has a technology readiness level (TRL) of ${formatNumber(f.solution.trl)}.`,
    passageIds: ['trl'],
  };
}

function inputAnswer(q: string, f: PageFacts): PageAnswer | null {
  if (!MY_INPUT.test(q) || (!f.companyProfile && !f.wasteInfo)) return null;
  const parts: string[] = [];
  const w = f.wasteInfo ?? {};
  const c = f.companyProfile ?? {};
  const surplus = str(w.surplusName);
  const amount = isObj(w.amount) ? num(w.amount.value) : null;
  const freq = isObj(w.frequency) ? w.frequency : {};
  const times = num(freq.times);
  const interval = str(freq.interval);
  if (surplus) parts.push(`surplus: ${surplus}`);
  if (amount !== null) parts.push(`amount: ${formatNumber(amount)} kg`);
  if (times !== null && interval) {
    parts.push(
      interval === 'once'
        ? `frequency: ${formatNumber(times)} time(s), once`
        : `frequency: ${formatNumber(times)} time(s) per ${interval}`,
    );
  }
  const groups = Array.isArray(w.foodGroups) ? w.foodGroups.filter((g) => str(g)) : [];
  if (groups.length) parts.push(`food groups: ${groups.join(', ')}`);
  if (str(c.name)) parts.push(`company: ${str(c.name)}`);
  if (str(c.businessCategory)) parts.push(`business category: ${str(c.businessCategory)}`);
  const loc = isObj(c.location) ? c.location : {};
  if (str(loc.city)) parts.push(`city: ${str(loc.city)}`);
  if (parts.length === 0) {
    return {
      text: 'You have not entered any company or surplus data yet.',
      passageIds: ['optional-fields'],
    };
  }
  return {
    text: `You entered ${parts.join('; ')}.`,
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

export function embeddedAnswer(kb: KnowledgeBase, input: AssistantInput): AssistantAnswer {
  const question = input.question.trim();
  const q = fold(question);
  if (GREETING_RE.test(q) && q.split(/\s+/).length <= 4) {
    return { message: GREETING, kind: 'greeting', passages: [], related: [] };
  }
  const facts = pageFacts(input);
  const pageAnswer =
    reportAnswer(q, facts) ??
    providerAnswer(q, facts) ??
    trlAnswer(q, facts) ??
    rankingAnswer(q, question, facts) ??
    inputAnswer(q, facts);
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
    return { message: CANNOT_ANSWER, kind: 'unknown', passages: [], related: [] };
  }
  return { message: fromPassages(passages), kind: 'docs', passages, related: [] };
}
