import type {
  CompanyProfileInput,
  ExcludedSolution,
  SurplusReading,
  MatchFactors,
  MatchQuery,
  MatchRequest,
  MatchResponse,
  Solution,
  WasteInfoInput,
} from '@foodhub/contracts';
import { countNearbyProvidersBySolution } from '@foodhub/db';
import {
  DEFAULT_LANGUAGE,
  estimateSupply,
  type ConditionAnswers,
  type ConditionCheck,
  type EndUse,
  type Language,
} from '@foodhub/domain';
import type { AppDeps } from '../../deps';
import { readBusinessProfile, type BusinessProfile } from './business-profile';
import { catalogueCache, type CatalogueSnapshot } from './catalogue-cache';
import { routeConditions, stateReadSentence } from './condition-answers';
import { llmReasoning, type ReasoningLog } from './llm-reasoning';
import {
  matchSolutions,
  NEARBY_RADIUS_KM,
  type EngineSolution,
  type MatchOutcome,
} from './matching-engine';
import { foodGroupName } from './food-group-names';
import { textsInAllLanguages } from './match-texts';
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

/** The one-click question asked before matching (details.surplus.confirmation). */
export type Confirmation = NonNullable<SurplusReading['confirmation']>;

/** What the engine makes of one input: the ranking, and what the answer says beside it. */
export interface EngineAnswer {
  outcome: MatchOutcome;
  ctx: ReasoningContext;
  /** The checks of the ranked routes to people and animals, by solution id. */
  conditions: Record<string, ConditionCheck[]>;
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
  nearbyProviders: Map<string, number> | null,
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

/**
 * POST /solutions/match: the engine over the catalogue, the outside service's solutions when
 * asked for and configured, and the model's wording of the reasoning when an LLM is configured.
 * Scores and exclusions are always the engine's. The engine matches on the English catalogue;
 * the answer's texts and reasoning are in `language` where translated.
 */
export async function matchForRequest(
  deps: AppDeps,
  body: MatchRequest,
  query: MatchQuery,
  log: ReasoningLog,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MatchResponse> {
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

  const snapshot = await catalogueCache(deps.db).get();
  const translations = await translationsFor(deps, snapshot, language);
  const locale = reasoningLocale(snapshot, translations, language);
  const point = company?.location_geo?.coordinates;
  const nearbyProviders = point
    ? await countNearbyProvidersBySolution(deps.db, {
        lon: point[0],
        lat: point[1],
        radiusKm: NEARBY_RADIUS_KM,
      })
    : null;
  const { outcome, ctx, conditions, confirmation } = engineMatch(
    snapshot,
    company,
    waste,
    nearbyProviders,
  );
  const { surplus } = ctx;

  const scores: Record<string, number> = {};
  const reasoning: Record<string, string> = {};
  const factors: Record<string, MatchFactors> = {};
  for (const match of outcome.matches) {
    const id = match.solution.id;
    if (includeScore) {
      scores[id] = match.score;
      factors[id] = match.factors;
    }
    if (includeReasoning) reasoning[id] = reasoningText(match, ctx, locale);
  }
  if (includeReasoning && deps.llm) {
    const summary = [ctx.surplusName, ...surplus.foodGroups].filter(Boolean).join(', ');
    const written = await llmReasoning(
      deps.llm,
      summary || 'not described',
      outcome.matches.map((m) => ({
        id: m.solution.id,
        processName: locale.solutionName(m),
        score: m.score,
        engineText: reasoning[m.solution.id] ?? '',
      })),
      log,
      language,
    );
    Object.assign(reasoning, written);
  }

  const solutions: Solution[] = outcome.matches.flatMap((m) => {
    const response = snapshot.responses.get(m.solution.id);
    return response ? [localizeSolution(response, translations, language, locale.foodName)] : [];
  });
  const outside = await external;
  if (outside) {
    const known = new Set(
      solutions.map((s) => (s.solution_origin === 'vcg.ai' ? s.id : s.solution_id)),
    );
    for (const s of outside.solutions) {
      if (known.has(s.id)) continue;
      known.add(s.id);
      solutions.push(s);
      const score = outside.scores[s.id];
      if (includeScore && score !== undefined) scores[s.id] = score;
      const text = outside.reasoning[s.id];
      if (includeReasoning && text !== undefined) reasoning[s.id] = text;
    }
    // One list by score; an outside solution without a score goes after the scored ones.
    const scoreOf = (s: Solution) =>
      outsideOrDatasetScore(s, outcome.matches, outside.scores) ?? -1;
    solutions.sort((a, b) => scoreOf(b) - scoreOf(a));
  }
  const excluded = excludedAnswer(outcome, locale, translations, ctx.surplus);
  const surplusRead = surplusReading(outcome, ctx, locale, confirmation);
  const texts = query.allLanguages
    ? await textsInAllLanguages({
        snapshot,
        outcome,
        ctx,
        answer: { language, solutions, reasoning, excluded, surplus: surplusRead },
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
    solutions,
    details: {
      scores,
      reasoning,
      factors,
      excluded,
      conditions,
      surplus: surplusRead,
      ...(texts ? { texts } : {}),
    },
  };
}

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
  confirmation: Confirmation | null = null,
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

function outsideOrDatasetScore(
  s: Solution,
  matches: { solution: { id: string }; score: number }[],
  outsideScores: Record<string, number>,
): number | undefined {
  if (s.solution_origin === 'vcg.ai') return outsideScores[s.id];
  return matches.find((m) => m.solution.id === s.solution_id)?.score;
}
