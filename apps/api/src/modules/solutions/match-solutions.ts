import type {
  CompanyProfileInput,
  SurplusReading,
  MatchQuery,
  MatchRecord,
  MatchRequest,
  MatchResponse,
  WasteInfoInput,
} from '@foodhub/contracts';
import {
  DEFAULT_LANGUAGE,
  estimateSupply,
  type ConditionAnswers,
  type ConditionCheck,
  type ConditionQuestion,
  type Language,
} from '@foodhub/domain';
import type { AppDeps } from '../../deps';
import { readBusinessProfile, type BusinessProfile } from './business-profile';
import { catalogueCache, type CatalogueSnapshot } from './catalogue-cache';
import { routeConditions } from './condition-answers';
import { llmReasoning, type ReasoningLog } from './llm-reasoning';
import { matchSolutions, type EngineSolution, type MatchOutcome } from './matching-engine';
import { foodGroupName } from './food-group-names';
import { textsInAllLanguages } from './match-texts';
import { nearbyCounts } from './nearby-counts';
import {
  excludedAnswer,
  matchRecordOf,
  recordedNearby,
  surplusReading,
  wordRecord,
} from './match-wording';
import { reasoningText, type ReasoningContext, type ReasoningLocale } from './reasoning';
import {
  localizedProcessName,
  snapshotTranslations,
  type SolutionTranslations,
} from './solution-translations';
import {
  readSurplusWords,
  settleSurplus,
  type SurplusProfile,
  type SurplusWords,
} from './surplus-profile';
import type { ExternalMatches } from './vcg-client';

// The answer's wording lives in match-wording; its parts are used from here by the tests.
export { excludedAnswer, surplusReading } from './match-wording';

/** The one-click question asked before matching (details.surplus.confirmation). */
export type Confirmation = NonNullable<SurplusReading['confirmation']>;

/** What the engine makes of one input: the ranking, and what the answer says beside it. */
export interface EngineAnswer {
  outcome: MatchOutcome;
  ctx: ReasoningContext;
  /** The checks of the ranked routes to people and animals, by solution id. */
  conditions: Record<string, ConditionCheck[]>;
  /** The condition questions that matter for this surplus, in the step's order. */
  questions: ConditionQuestion[];
  confirmation: Confirmation | null;
}

/**
 * The engine alone on one input: no database, no outside service. The one pipeline of the
 * matching: the API's answer, the tests, the evaluation and the bench all run it. `today`
 * decides whether a date in the texts is past (tests pass a fixed day).
 */
export function engineMatch(
  snapshot: CatalogueSnapshot,
  company: CompanyProfileInput,
  waste: WasteInfoInput,
  nearbyProviders: ReadonlyMap<string, number> | null,
  today: Date = new Date(),
): EngineAnswer {
  const { business, words, surplus, ctx } = readInput(snapshot, company, waste, today);
  const outcome = matchSolutions(snapshot.solutions, {
    surplus,
    business,
    supply: ctx.supply,
    nearbyProviders,
  });
  const peopleOpen = outcome.matches.some((m) => m.solution.endUse === 'human_food');
  return {
    outcome,
    ctx,
    conditions: routeConditions(outcome.matches, surplus),
    questions: surplus.questions,
    confirmation: outcome.unreadable
      ? null
      : confirmationFor(snapshot.solutions, words, surplus, business, waste, peopleOpen),
  };
}

/** How the engine reads one input, without ranking: for POST /solutions/reading. */
export function engineReading(
  snapshot: CatalogueSnapshot,
  company: CompanyProfileInput,
  waste: WasteInfoInput,
  today: Date = new Date(),
): { ctx: ReasoningContext; unreadable: boolean; confirmation: Confirmation | null } {
  const { business, words, surplus, ctx } = readInput(snapshot, company, waste, today);
  const unreadable = surplus.state === null;
  const confirmation = unreadable
    ? null
    : confirmationFor(
        snapshot.solutions,
        words,
        surplus,
        business,
        waste,
        peopleRoutesOpen(snapshot.solutions, surplus, business),
      );
  return { ctx, unreadable, confirmation };
}

function readInput(
  snapshot: CatalogueSnapshot,
  company: CompanyProfileInput,
  waste: WasteInfoInput,
  today: Date,
) {
  const business = readBusinessProfile(company);
  const words = readSurplusWords(waste, snapshot.vocabulary, snapshot.foodGroups, today);
  const surplus = settleSurplus(
    words,
    business,
    waste?.condition ?? null,
    waste?.conditionAnswers ?? null,
  );
  const supply = estimateSupply(waste);
  const ctx: ReasoningContext = {
    surplusName: waste?.surplusName?.trim() || null,
    surplus,
    business,
    supply,
  };
  return { business, words, surplus, ctx };
}

/** Some route to people takes the surplus as it is read. */
function peopleRoutesOpen(
  solutions: EngineSolution[],
  surplus: SurplusProfile,
  business: BusinessProfile,
): boolean {
  const people = solutions.filter((s) => s.endUse === 'human_food');
  return (
    matchSolutions(people, { surplus, business, supply: null, nearbyProviders: null }).matches
      .length > 0
  );
}

/**
 * The one-click question when the words alone leave out every route to people and rest on a
 * soft reading: 'leftovers' read as served (asked: never served?), a bare 'expired' read as a
 * use-by date (asked: a best-before date?). Only when the answer would open a route to people
 * again, so never for a hazard the words state (mould, a recall, a use-by date that has passed).
 */
function confirmationFor(
  solutions: EngineSolution[],
  words: SurplusWords,
  surplus: SurplusProfile,
  business: BusinessProfile,
  waste: WasteInfoInput,
  peopleOpen: boolean,
): Confirmation | null {
  if (peopleOpen) return null;
  const answers = surplus.answers;
  const candidates: Confirmation[] = [];
  const leftovers = words.flagWords.get('kitchen_leftovers');
  if (answers.served === undefined && surplus.stateEvidence.reason === 'kitchen_leftovers') {
    candidates.push({
      question: 'served',
      answer: 'never_served',
      words: leftovers ?? surplus.stateEvidence.words ?? '',
    });
  }
  const expiry =
    words.profile.cues.find((c) => c.cue === 'past_date')?.words ?? words.flagWords.get('expired');
  if (answers.dateKind === undefined && expiry !== undefined) {
    candidates.push({ question: 'dateKind', answer: 'best_before', words: expiry });
  }
  for (const candidate of candidates) {
    const tried: ConditionAnswers = { ...answers, [candidate.question]: candidate.answer };
    const reopened = settleSurplus(words, business, waste?.condition ?? null, tried);
    if (peopleRoutesOpen(solutions, reopened, business)) {
      return { ...candidate, words: candidate.words || (waste?.surplusName?.trim() ?? '') };
    }
  }
  return null;
}

/** The catalogue's translations for a language; none are read for English. */
export async function translationsFor(
  deps: AppDeps,
  snapshot: CatalogueSnapshot,
  language: Language,
): Promise<SolutionTranslations> {
  if (language === DEFAULT_LANGUAGE) return {};
  return snapshotTranslations(snapshot, deps.solutionTranslationsDir);
}

/** Names in the reasoning: translated solution names, and food terms in the vocabulary's words. */
export function reasoningLocale(
  snapshot: CatalogueSnapshot,
  translations: SolutionTranslations,
  language: Language,
): ReasoningLocale {
  return {
    language,
    solutionName: (match) =>
      localizedProcessName(match.solution.id, match.solution.processName, translations, language),
    // A food term by the vocabulary's first name in the language, a food group by its name.
    foodName: (name) =>
      language === DEFAULT_LANGUAGE
        ? name
        : (snapshot.vocabulary.term(name)?.names[language]?.[0] ?? foodGroupName(name, language)),
  };
}

/** A match's answer, and what the account keeps of it (no words). */
export interface MatchedAnswer {
  answer: MatchResponse;
  record: MatchRecord;
  /** The food groups read in the surplus's words (what its saved row is grouped by). */
  foodGroups: ReadonlySet<string>;
}

/**
 * POST /solutions/match: the engine over the catalogue, the outside service's solutions when
 * asked for and configured, and the model's wording of the reasoning when an LLM is configured.
 * Scores and exclusions are always the engine's. The engine matches on the English catalogue;
 * the answer's texts and reasoning are in `language` where translated. The answer is the record
 * worded in the language (match-wording), as a saved surplus reopened later is.
 */
export async function matchForRequest(
  deps: AppDeps,
  body: MatchRequest,
  query: MatchQuery,
  log: ReasoningLog,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MatchedAnswer> {
  const includeScore = query.includeScore ?? true;
  const includeReasoning = query.includeReasoning ?? true;
  const userInputs = body.userInputs ?? {};
  const company = userInputs.companyProfile ?? null;
  const waste = userInputs.wasteInfo ?? null;

  // The outside service is slow: ask it first, and let the engine work meanwhile.
  const external: Promise<ExternalMatches | null> =
    query.includeVCG && deps.externalSolutions
      ? deps.externalSolutions.match(body.userInputs).catch((err: unknown) => {
          log.warn({ err }, 'outside solution service failed; answering without it');
          return null;
        })
      : Promise.resolve(null);

  const today = new Date();
  const snapshot = await catalogueCache(deps.db).get();
  const translations = await translationsFor(deps, snapshot, language);
  const locale = reasoningLocale(snapshot, translations, language);
  const point = company?.location_geo?.coordinates;
  const nearbyProviders = point ? await nearbyCounts(deps.db, point[1], point[0]) : null;
  const { outcome, ctx, conditions, confirmation } = engineMatch(
    snapshot,
    company,
    waste,
    nearbyProviders,
    today,
  );
  const { surplus } = ctx;

  let modelReasoning: Record<string, string> = {};
  if (includeReasoning && deps.llm) {
    const summary = [ctx.surplusName, ...surplus.foodGroups].filter(Boolean).join(', ');
    modelReasoning = await llmReasoning(
      deps.llm,
      summary || 'not described',
      outcome.matches.map((m) => ({
        id: m.solution.id,
        processName: locale.solutionName(m),
        score: m.score,
        engineText: reasoningText(m, ctx, locale),
      })),
      log,
      language,
    );
  }

  const record = matchRecordOf({
    at: today,
    language,
    includeScore,
    includeReasoning,
    outcome,
    conditions,
    surplus: surplusReading(outcome, ctx, locale, confirmation),
    outside: await external,
    modelReasoning,
  });
  const answer = wordRecord({ snapshot, outcome, ctx, record, language, translations, locale });
  const { solutions, details } = answer;
  const texts = query.allLanguages
    ? await textsInAllLanguages({
        snapshot,
        outcome,
        ctx,
        answer: { language, solutions, ...details },
        includeReasoning,
        wording: async (other) => {
          const otherTranslations = await translationsFor(deps, snapshot, other);
          return {
            translations: otherTranslations,
            locale: reasoningLocale(snapshot, otherTranslations, other),
          };
        },
        excludedIn: (wording) =>
          excludedAnswer(outcome, wording.locale, wording.translations, ctx.surplus),
        surplusIn: (wording) => surplusReading(outcome, ctx, wording.locale, confirmation),
      })
    : undefined;
  return {
    answer: texts ? { solutions, details: { ...details, texts } } : answer,
    record,
    foodGroups: surplus.foodGroups,
  };
}

/**
 * A saved match worded in a language: the engine runs again on the entries as it ran then (the
 * day of the match, the providers it counted near the user) for the facts the words are made
 * from; the ranking, scores and rules are the record's.
 */
export async function wordSavedMatch(
  deps: AppDeps,
  userInputs: MatchRequest['userInputs'],
  record: MatchRecord,
  language: Language,
): Promise<MatchResponse> {
  const snapshot = await catalogueCache(deps.db).get();
  const translations = await translationsFor(deps, snapshot, language);
  const locale = reasoningLocale(snapshot, translations, language);
  const at = new Date(record.at);
  const { outcome, ctx } = engineMatch(
    snapshot,
    userInputs?.companyProfile ?? null,
    userInputs?.wasteInfo ?? null,
    recordedNearby(record),
    Number.isNaN(at.getTime()) ? new Date() : at,
  );
  return wordRecord({ snapshot, outcome, ctx, record, language, translations, locale });
}
