// The embedded assistant's wording: the messages of the answer's language with what the question
// says, and the sentences about a solution shared by the answers from the page.
import {
  DEFAULT_LANGUAGE,
  SOLUTION_CATEGORIES,
  SUPPORTED_LANGUAGES,
  type Language,
  type SolutionCategory,
} from '@foodhub/domain';
import { fold } from './knowledge';
import { ASSISTANT_MESSAGES, type AssistantMessages } from './messages';
import { chatNumber } from './number-text';
import type { PageSolution } from './page-facts';
import { words } from './text-analysis';

/** The score label of spec part 1 §9; the thresholds are in the 'score-labels' passage. */
export function scoreLabelIn(language: Language, score: number): string {
  const labels = ASSISTANT_MESSAGES[language].scoreLabels;
  const from = [90, 80, 70, 60, 50].findIndex((threshold) => score >= threshold);
  return labels[from === -1 ? 5 : from]!;
}

/** The English score label (the web's keys). */
export const scoreLabel = (score: number) => scoreLabelIn(DEFAULT_LANGUAGE, score);

/** A solution category as a page may name it, in any of the languages, to its catalogue name. */
const CATEGORY_BY_NAME = new Map<string, SolutionCategory>(
  SUPPORTED_LANGUAGES.flatMap((l) =>
    SOLUTION_CATEGORIES.map((c) => [fold(ASSISTANT_MESSAGES[l].categories[c]), c] as const),
  ),
);

/** A category in the answer's language when it is one of the catalogue's, else as given. */
export function categoryName(m: Wording, category: string): string {
  const known = CATEGORY_BY_NAME.get(fold(category));
  return known ? m.categories[known] : m.asGiven(category);
}

/** The catalogue category a page's category names (in any of the languages), if it is one. */
export const catalogueCategory = (category: string): SolutionCategory | undefined =>
  CATEGORY_BY_NAME.get(fold(category));

export function describeSolution(m: Wording, q: string, s: PageSolution, lead: string): string {
  const parts = [lead];
  if (s.score !== null) {
    parts[0] += m.withScore(m.number(s.score), scoreLabelIn(m.language, s.score));
  }
  parts[0] += '.';
  if (s.category) parts.push(m.category(categoryName(m, s.category)));
  if (s.reasoning && !m.foreign) {
    parts.push(m.whyItMatches(s.reasoning));
  } else if (s.reasoning && m.foreign && m.says('why', q)) {
    // A reason in another language puts a sentence of that language into the answer: given only
    // when the question asks why, and marked as the page's words.
    parts.push(m.reasonAsGiven(m.quote(s.reasoning), m.inLanguage[m.foreign]));
  }
  return parts.join(' ');
}

/** The solution the question names, by its whole name or all of its longer words. */
export function namedSolution(question: string, solutions: PageSolution[]): PageSolution | null {
  const q = fold(question);
  let best: { s: PageSolution; words: number } | null = null;
  for (const s of solutions) {
    const name = fold(s.name);
    const long = words(name).filter((w) => w.length > 3);
    const hit = q.includes(name) || (long.length > 0 && long.every((w) => q.includes(w)));
    if (hit && (!best || long.length > best.words)) best = { s, words: long.length };
  }
  return best?.s ?? null;
}

/** The messages of one language, and whether the question says what an intent names. */
export interface Wording extends AssistantMessages {
  language: Language;
  /** The page's language when it is not the answer's. */
  foreign: Language | null;
  says(intent: keyof AssistantMessages['intents'], q: string): boolean;
  number(n: number): string;
  /** A name or text of the page: quoted when the page is in another language. */
  asGiven(text: string): string;
}

export function wording(language: Language, factsLanguage: Language = language): Wording {
  const m = ASSISTANT_MESSAGES[language];
  const foreign = factsLanguage === language ? null : factsLanguage;
  // English words are understood in every language: a user may mix them in.
  const says: Wording['says'] = (intent, q) =>
    m.intents[intent].test(q) || ASSISTANT_MESSAGES.en.intents[intent].test(q);
  return {
    ...m,
    language,
    foreign,
    says,
    number: (n) => chatNumber(n, language),
    asGiven: (text) => (foreign ? m.quote(text) : text),
  };
}

/** An answer from the page: its text and the passages that go with it. */
export interface PageAnswer {
  text: string;
  /** Quoted after the text. */
  passageIds: string[];
  /** On the topic, not quoted. */
  relatedIds?: string[];
}
