import type {
  ExcludedSolution,
  MatchFactors,
  MatchRecord,
  MatchResponse,
  Solution,
  SurplusReading,
  VcgSolution,
} from '@foodhub/contracts';
import type { ConditionCheck, EndUse, Language } from '@foodhub/domain';
import type { CatalogueSnapshot } from './catalogue-cache';
import { stateReadSentence } from './condition-answers';
import type { MatchOutcome, SolutionMatch } from './matching-engine';
import {
  exclusionReason,
  reasoningText,
  stateName,
  type ReasoningContext,
  type ReasoningLocale,
} from './reasoning';
import { SAFETY_MESSAGES } from './reasoning-messages/safety';
import { SAFETY_RULES } from './safety-rules';
import {
  localizedProcessName,
  localizeSolution,
  type SolutionTranslations,
} from './solution-translations';
import type { SurplusProfile } from './surplus-profile';

// The words of a match answer, made from what the matching decided (a MatchRecord): the live
// answer and a saved surplus reopened in any language are worded by the same function, so a
// saved search keeps its ranking and scores and stores none of its words.

const SAFETY = new Set<string>(SAFETY_RULES);

/** The routes the engine left out, each with its rule and reason in the locale's language. */
export function excludedAnswer(
  outcome: MatchOutcome,
  locale: ReasoningLocale,
  translations: SolutionTranslations,
  surplus: SurplusProfile | null = null,
): ExcludedSolution[] {
  const m = SAFETY_MESSAGES[locale.language];
  return outcome.excluded.map(({ solution, rule, refused }) => {
    const name = localizedProcessName(
      solution.id,
      solution.processName,
      translations,
      locale.language,
    );
    const state = outcome.matches[0]?.facts.state;
    const reason =
      rule === 'not-accepted'
        ? m.notAccepted(name, refused.map(locale.foodName).join(', '))
        : rule === 'does-not-fit'
          ? m.doesNotFit(name)
          : rule === 'state-not-accepted'
            ? m.stateNotAccepted(state ? m.states[state] : '')
            : ((surplus && exclusionReason(rule, surplus, locale.language)) ?? m.exclusions[rule]);
    return {
      solution_id: solution.id,
      process_name: name,
      solution_category: solution.category,
      end_use: solution.endUse as EndUse,
      rule,
      safety: SAFETY.has(rule),
      reason,
    };
  });
}

/**
 * How the surplus was read, for the screen beside the results (and for POST /solutions/reading):
 * its state and what decided it, the questions that matter and the one-click confirmation.
 */
export function surplusReading(
  outcome: Pick<MatchOutcome, 'unreadable'>,
  ctx: ReasoningContext,
  locale: ReasoningLocale,
  confirmation: SurplusReading['confirmation'] = null,
): SurplusReading {
  const m = SAFETY_MESSAGES[locale.language];
  const { surplus } = ctx;
  const readAs = [...new Set(surplus.readings.map((r) => locale.foodName(r.as)))];
  const pastDate =
    surplus.stateSource === 'inferred' &&
    surplus.state === 'spoiled' &&
    !surplus.stateEvidence.answered &&
    (surplus.stateEvidence.reason === 'past_date' || surplus.stateEvidence.reason === 'expired');
  const message = outcome.unreadable
    ? m.unreadable(ctx.surplusName)
    : surplus.state === null
      ? null
      : [
          surplus.stateSource === 'user'
            ? m.stateGiven(m.states[surplus.state])
            : stateReadSentence(
                m,
                surplus,
                stateName(surplus, locale.language) ?? m.states[surplus.state],
              ),
          pastDate ? m.pastDateHint : null,
        ]
          .filter(Boolean)
          .join(' ');
  return {
    state: surplus.state,
    state_source: surplus.stateSource,
    state_words: surplus.stateEvidence.words,
    identity: surplus.identity,
    read_as: readAs,
    readable: !outcome.unreadable,
    message,
    questions: surplus.questions,
    confirmation,
  };
}

/** What a match decided, as it is kept (contracts matchRecord), before any word of it. */
export interface RecordInput {
  at: Date;
  language: Language;
  includeScore: boolean;
  includeReasoning: boolean;
  outcome: MatchOutcome;
  conditions: Record<string, ConditionCheck[]>;
  surplus: SurplusReading;
  /** The outside service's solutions, scores and reasoning; null when not asked or failed. */
  outside: {
    solutions: VcgSolution[];
    scores: Record<string, number>;
    reasoning: Record<string, string>;
  } | null;
  /** Reasoning a language model wrote in `language`, by solution id. */
  modelReasoning: Record<string, string>;
}

/**
 * The record of a match: the ranking (catalogue routes by score, the outside service's new
 * ones placed by their score, unscored ones last), every score and factor, the routes left out
 * by rule, the checks, the reading without its words, and the texts no engine can write again.
 */
export function matchRecordOf(input: RecordInput): MatchRecord {
  const { outcome, outside } = input;
  const scores: Record<string, number> = {};
  const factors: Record<string, MatchFactors> = {};
  for (const match of outcome.matches) {
    scores[match.solution.id] = match.score;
    factors[match.solution.id] = match.factors;
  }
  const ranking = outcome.matches.map((m) => m.solution.id);
  const added: VcgSolution[] = [];
  const outsideReasoning: Record<string, string> = {};
  if (outside) {
    const known = new Set(ranking);
    for (const s of outside.solutions) {
      if (known.has(s.id)) continue;
      known.add(s.id);
      added.push(s);
      ranking.push(s.id);
      const score = outside.scores[s.id];
      if (score !== undefined) scores[s.id] = score;
      const text = outside.reasoning[s.id];
      if (text !== undefined) outsideReasoning[s.id] = text;
    }
    // One list by score; an outside solution without a score goes after the scored ones.
    ranking.sort((a, b) => (scores[b] ?? -1) - (scores[a] ?? -1));
  }
  const { read_as: _readAs, message: _message, ...reading } = input.surplus;
  return {
    at: input.at.toISOString(),
    language: input.language,
    withScores: input.includeScore,
    withReasoning: input.includeReasoning,
    ranking,
    scores,
    factors,
    conditions: input.conditions,
    excluded: outcome.excluded.map((e) => ({ id: e.solution.id, rule: e.rule })),
    surplus: reading,
    outside: added,
    outsideReasoning,
    modelReasoning: input.modelReasoning,
  };
}

export interface RecordWording {
  snapshot: CatalogueSnapshot;
  /** The engine's outcome for the record's entries: the live one, or the one run again. */
  outcome: MatchOutcome;
  ctx: ReasoningContext;
  record: MatchRecord;
  language: Language;
  translations: SolutionTranslations;
  locale: ReasoningLocale;
}

/**
 * The answer of a record in one language (without details.texts). Ids, order, scores, factors,
 * rules and checks are the record's; the words are written now from the engine's facts, so a
 * solution the catalogue no longer holds is left out and a route the engine no longer ranks
 * keeps its score without reasoning. A model's reasoning is used in the language it wrote.
 */
export function wordRecord(input: RecordWording): MatchResponse {
  const { snapshot, outcome, ctx, record, language, translations, locale } = input;
  const matches = new Map(outcome.matches.map((m) => [m.solution.id, m]));
  const outside = new Map(record.outside.map((s) => [s.id, s]));
  const solutions: Solution[] = [];
  const scores: Record<string, number> = {};
  const factors: Record<string, MatchFactors> = {};
  const reasoning: Record<string, string> = {};
  for (const id of record.ranking) {
    const vcg = outside.get(id);
    if (vcg) {
      solutions.push(vcg);
      if (record.withScores && record.scores[id] !== undefined) scores[id] = record.scores[id];
      const text = record.outsideReasoning[id];
      if (record.withReasoning && text !== undefined) reasoning[id] = text;
      continue;
    }
    const response = snapshot.responses.get(id);
    if (!response) continue;
    solutions.push(localizeSolution(response, translations, language, locale.foodName));
    const score = record.scores[id];
    const factor = record.factors[id];
    if (record.withScores && score !== undefined && factor) {
      scores[id] = score;
      factors[id] = factor;
    }
    if (!record.withReasoning) continue;
    const written = record.language === language ? record.modelReasoning[id] : undefined;
    const match = matches.get(id);
    const recorded: SolutionMatch | undefined = match && {
      ...match,
      score: score ?? match.score,
      factors: factor ?? match.factors,
    };
    const text = written ?? (recorded ? reasoningText(recorded, ctx, locale) : undefined);
    if (text !== undefined) reasoning[id] = text;
  }
  const read = surplusReading(outcome, ctx, locale, record.surplus?.confirmation ?? null);
  return {
    solutions,
    details: {
      scores,
      reasoning,
      factors,
      excluded: excludedAnswer(
        { ...outcome, excluded: recordedExclusions(snapshot, outcome, record) },
        locale,
        translations,
        ctx.surplus,
      ),
      conditions: record.conditions,
      surplus: record.surplus ? { ...read, ...record.surplus } : read,
    },
  };
}

/** The record's left-out routes as the engine's exclusions (the refused foods where it agrees). */
function recordedExclusions(
  snapshot: CatalogueSnapshot,
  outcome: MatchOutcome,
  record: MatchRecord,
): MatchOutcome['excluded'] {
  const seen = new Map(outcome.excluded.map((e) => [e.solution.id, e]));
  const catalogue = new Map(snapshot.solutions.map((s) => [s.id, s]));
  return record.excluded.flatMap(({ id, rule }) => {
    const engine = seen.get(id);
    if (engine?.rule === rule) return [engine];
    const solution = catalogue.get(id);
    return solution ? [{ solution, rule, refused: [] }] : [];
  });
}

/**
 * The providers near the user by solution that the record's factors counted, for running the
 * engine again as it ran: null when the user's location was not known.
 */
export function recordedNearby(record: MatchRecord): Map<string, number> | null {
  const counts = Object.entries(record.factors).flatMap(([id, f]) =>
    f.nearbyProviderCount === null ? [] : [[id, f.nearbyProviderCount] as const],
  );
  return counts.length > 0 ? new Map(counts) : null;
}
