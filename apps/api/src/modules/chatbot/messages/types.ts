import type { Language, SolutionCategory } from '@foodhub/domain';

/** The kinds of route a page says 'Why not …?' about: donation to people, animal feed. */
export type RouteKind = 'donation' | 'animalFeed';

/**
 * The embedded assistant's own sentences and the words it recognises, in one language. Every
 * language of the table in ./index.ts must give every entry: a missing one does not compile.
 * Numbers arrive already written (n: string); an entry never computes or rounds one.
 */
export interface AssistantMessages {
  /** No passage and no page fact answers the question; `docs` is the documentation path. */
  cannotAnswer(docs: string): string;
  greeting: string;
  /** A text quoted as given, in this language's quotation marks. */
  quote(text: string): string;
  /** 'in English', 'auf Englisch': each language named as a sentence of this language says it. */
  inLanguage: Record<Language, string>;
  /** Score labels of spec part 1 §9, from 90, 80, 70, 60, 50 and below 50. */
  scoreLabels: readonly [string, string, string, string, string, string];

  // A solution on the page
  ranksFirst(name: string): string;
  isMatched(name: string): string;
  /** Appended to ranksFirst / isMatched. */
  withScore(score: string, label: string): string;
  category(category: string): string;
  whyItMatches(reasoning: string): string;
  /** The page's reason, quoted, when the page is written in another language (`inLanguage`). */
  reasonAsGiven(reasoning: string, inLanguage: string): string;
  /** The catalogue's solution categories as the web names them in this language. */
  categories: Record<SolutionCategory, string>;
  trl(name: string, level: string): string;

  // Routes the page left out ('Why not donation?', 'Why not animal feed?')
  /**
   * The page offers no route of the kind, for one reason: `safety` when it is a safety rule (law
   * and guidance); `inLanguage` when the page gives it in another language (then quoted).
   */
  notOfferedOne(
    kind: RouteKind,
    reason: string,
    safety: boolean,
    inLanguage: string | null,
  ): string;
  /** ... for several reasons: the sentence before them ('- ' lines follow). */
  notOfferedMany(kind: RouteKind, safety: boolean, inLanguage: string | null): string;
  /** The page offers no route of the kind and gives no reason for it. */
  notListed(kind: RouteKind): string;
  /** What the page offers instead: names with their category, joined by '; '. */
  offeredInstead(names: string): string;
  /** The best-placed route of the kind, when it is not first; withScore follows. */
  bestOfKind(kind: RouteKind, name: string, rank: string): string;

  // Providers on the page
  noProvidersYet: string;
  noDistances: string;
  nearestProvider(name: string, place: string | null, km: string): string;
  sampleProvider: string;

  // The impact report on the page
  indicators: { co2: string; water: string; land: string };
  periods: { once: string; month: string; year: string };
  period(period: string): string;
  reportHeading(scope: string | null): string;
  avoided(value: string, donatedKg: string | null): string;
  avoidedMeaning: string;
  additional(value: string, transportKm: string | null): string;
  additionalMeaning: string;
  net(value: string): string;
  netNegative: string;
  netPositive: string;
  netZero: string;

  // The user's entries
  inputs: {
    surplus: string;
    amount: string;
    frequency: string;
    foodGroups: string;
    company: string;
    businessCategory: string;
    city: string;
  };
  /** '3 time(s), once' and '3 time(s) per week'; `interval` is once, week, month or year. */
  frequencyOnce(times: string): string;
  frequencyPer(times: string, interval: string): string;
  intervals: { week: string; month: string; year: string };
  noInputs: string;
  youEntered(parts: string): string;

  /**
   * What the questions of this language say, matched against the folded question (lower case,
   * no accents, ß as ss). English words are always recognised as well.
   */
  intents: {
    greeting: RegExp;
    /** The question asks for a reason. */
    why: RegExp;
    rank: RegExp;
    aboutSolution: RegExp;
    thisSolution: RegExp;
    nearest: RegExp;
    provider: RegExp;
    report: RegExp;
    trl: RegExp;
    myInput: RegExp;
    /** The question is about giving the food to people (a donation, a food bank). */
    donation: RegExp;
    /** ... about feeding it to animals. */
    feed: RegExp;
  };
}
