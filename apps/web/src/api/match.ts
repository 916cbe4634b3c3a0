import type { MatchRequest, MatchResponse } from '@foodhub/contracts';
import { SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiFetch } from '../lib/api-client';
import { currentLanguage } from '../lib/i18n';
import { hasAnswer, heldAnswer, withPersistence } from '../lib/persisted-query';
import { SolutionView } from '../lib/solution-view';
import type { CompanyProfile, WasteInfo } from '../stores/stepper-data';
import { useStepperStore } from '../stores/stepper-store';

/** The matching may ask an outside AI service; it gets 180 s (spec part 1 §7, §9). */
export const MATCH_TIMEOUT_MS = 180_000;

/**
 * Outside solutions, scores and reasoning are always asked for (spec part 1 §7), in one language:
 * the words in every language were five times the answer (~260 KB), and a match takes
 * milliseconds, so a language switch asks again in the new one.
 */
export const matchPath = (language: Language, reword = false) =>
  `/solutions/match?includeVCG=true&includeScore=true&includeReasoning=true&lang=${language}` +
  (reword ? '&reword=true' : '');

export type MatchInput = NonNullable<MatchRequest['userInputs']>;

/**
 * What the matching is asked: the stepper's entries without what only the form needs (the last
 * geocoded address and what it was located as). It is the match query's key: another input is
 * another match, the same input is never matched twice.
 */
export function matchInputOf(companyProfile: CompanyProfile, wasteInfo: WasteInfo): MatchInput {
  const { lastGeocodedAddress: _address, locatedAs: _located, ...company } = companyProfile;
  const { conditionAnswers, ...waste } = wasteInfo;
  const answers = givenAnswers(conditionAnswers);
  // The answers given go along; none given, none sent: entries from before the questions (a
  // saved surplus, a held answer) keep the input, and so the match, they had.
  return {
    companyProfile: company,
    wasteInfo: answers ? { ...waste, conditionAnswers: answers } : waste,
  };
}

/** The condition questions answered (not-sure included), or null when none is. */
function givenAnswers(answers: WasteInfo['conditionAnswers'] | undefined) {
  const given = Object.fromEntries(
    Object.entries(answers ?? {}).filter(([, answer]) => answer !== null && answer !== undefined),
  ) as WasteInfo['conditionAnswers'];
  return Object.keys(given).length > 0 ? given : null;
}

/** POST /solutions/match: the stepper data in, ranked solutions with scores and reasoning out. */
export function matchSolutions(
  input: MatchInput,
  language: Language,
  signal?: AbortSignal,
  reword = false,
) {
  const body: MatchRequest = { userInputs: input };
  return apiFetch<MatchResponse>(matchPath(language, reword), {
    method: 'POST',
    body,
    signal,
    timeoutMs: MATCH_TIMEOUT_MS,
  });
}

/**
 * The match of an input in a language: the answer is worded in one language, so the language is
 * part of the question (the entries come first: every language's answer to them shares the
 * prefix ['match', input]).
 */
export const matchQueryOptions = (input: MatchInput, language: Language) =>
  queryOptions({
    ...withPersistence({
      queryKey: ['match', input, language] as const,
      // Entries already answered in another language are a language switch, not a new search.
      queryFn: ({ signal, client }) =>
        matchSolutions(
          input,
          language,
          signal,
          answerInAnotherLanguage(client, input, language) !== undefined,
        ),
    }),
    // The answer to one input does not change while the visit lasts; it is kept across reloads.
    staleTime: Infinity,
    retry: false,
  });

/** An answer to this input is held in some language (the user matched these entries). */
export function isMatched(queryClient: QueryClient, input: MatchInput): boolean {
  return SUPPORTED_LANGUAGES.some((language) =>
    hasAnswer(queryClient, matchQueryOptions(input, language).queryKey),
  );
}

/** An answer to this input held in another language than `language`, if any. */
function answerInAnotherLanguage(
  queryClient: QueryClient,
  input: MatchInput,
  language: Language,
): MatchResponse | undefined {
  for (const other of SUPPORTED_LANGUAGES) {
    if (other === language) continue;
    const held = heldAnswer<MatchResponse>(queryClient, matchQueryOptions(input, other).queryKey);
    if (held !== undefined) return held;
  }
  return undefined;
}

/** A timeout is the code ECONNABORTED or a message containing 'timeout' (spec part 1 §8). */
export function isMatchTimeout(error: unknown): boolean {
  if (error instanceof ApiError && error.code === 'ECONNABORTED') return true;
  return error instanceof Error && /timeout/i.test(error.message);
}

/** The stepper's current entries as the match input; a new object only when they change. */
export function useMatchInput(): MatchInput {
  const companyProfile = useStepperStore((s) => s.companyProfile);
  const wasteInfo = useStepperStore((s) => s.wasteInfo);
  return useMemo(() => matchInputOf(companyProfile, wasteInfo), [companyProfile, wasteInfo]);
}

type Details = NonNullable<MatchResponse['details']>;

/** The match answer's details, keyed by solution id (spec part 1 §3 'solutionDetails'). */
export interface SolutionDetails {
  scores: Details['scores'];
  reasoning: Details['reasoning'];
  factors: NonNullable<Details['factors']>;
  /** The routes the matching left out, with the rule and reason. */
  excluded: NonNullable<Details['excluded']>;
  /** The routes that hold only after checks, by solution id (the others hold as they are). */
  conditions: Details['conditions'];
  /** How the matching read the surplus (its state, or that it could not read it). */
  surplus: Details['surplus'] | null;
}

/** The match answer read once: solutions as views, the details keyed by solution id. */
export interface MatchResult {
  solutions: SolutionView[];
  details: SolutionDetails;
  find(id: string): SolutionView | undefined;
}

/** The match answer read once: solutions as views, the details keyed by solution id. */
export function toMatchResult(answer: MatchResponse): MatchResult {
  const solutions = answer.solutions.map((s) => new SolutionView(s));
  const details = answer.details;
  return {
    solutions,
    details: {
      scores: details?.scores ?? {},
      reasoning: details?.reasoning ?? {},
      factors: details?.factors ?? {},
      excluded: details?.excluded ?? [],
      conditions: details?.conditions ?? {},
      surplus: details?.surplus ?? null,
    },
    find: (id) => solutions.find((s) => s.id === id),
  };
}

/**
 * The match of the stepper's current entries in the interface language. `enabled: false` only
 * reads an answer already held (the entry stepper's results exist only after Find Solutions) or
 * asks for one in this language when the entries were matched in another (a language switch:
 * meanwhile the other language's answer shows); the analysis asks whenever the answer is missing.
 */
export function useMatch({ enabled = true }: { enabled?: boolean } = {}) {
  const input = useMatchInput();
  const queryClient = useQueryClient();
  // Subscribes to language changes; currentLanguage() is the supported language shown.
  useTranslation();
  const language = currentLanguage();
  const elsewhere = answerInAnotherLanguage(queryClient, input, language);
  const query = useQuery({
    ...matchQueryOptions(input, language),
    select: toMatchResult,
    enabled: enabled || elsewhere !== undefined,
    placeholderData: elsewhere,
  });
  const fallback = useMemo(() => elsewhere && toMatchResult(elsewhere), [elsewhere]);
  // The ask in this language failed: the answer in the other one stays rather than nothing.
  if (query.isError && query.data === undefined && fallback) {
    // The failed query's state with data: TanStack's result types give an error state none.
    return { ...query, data: fallback } as unknown as typeof query;
  }
  return query;
}

/**
 * The match of the stepper's current entries in the interface language, when this browser holds
 * it: what a route's loader reads outside React (the pages read it with useMatch).
 */
export function heldMatch(queryClient: QueryClient): MatchResult | undefined {
  const { companyProfile, wasteInfo } = useStepperStore.getState();
  const input = matchInputOf(companyProfile, wasteInfo);
  const answer = heldAnswer<MatchResponse>(
    queryClient,
    matchQueryOptions(input, currentLanguage()).queryKey,
  );
  return answer && toMatchResult(answer);
}
