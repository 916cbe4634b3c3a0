import type { MatchRequest, MatchResponse } from '@foodhub/contracts';
import { SUPPORTED_LANGUAGES } from '@foodhub/domain';
import {
  hashKey,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiFetch } from '../lib/api-client';
import i18n from '../lib/i18n';
import { hasAnswer, withPersistence } from '../lib/persisted-query';
import { SolutionView } from '../lib/solution-view';
import type { CompanyProfile, WasteInfo } from '../stores/stepper-data';
import { useStepperStore } from '../stores/stepper-store';

/** The matching may ask an outside AI service; it gets 180 s (spec part 1 §7, §9). */
export const MATCH_TIMEOUT_MS = 180_000;

/** Outside solutions, scores and reasoning are always asked for (spec part 1 §7). */
export const MATCH_PATH =
  '/solutions/match?includeVCG=true&includeScore=true&includeReasoning=true';

export type MatchInput = NonNullable<MatchRequest['userInputs']>;

/**
 * What the matching is asked: the stepper's entries without what only the form needs (the last
 * geocoded address and what it was located as). It is the match query's key: another input is
 * another match, the same input is never matched twice.
 */
export function matchInputOf(companyProfile: CompanyProfile, wasteInfo: WasteInfo): MatchInput {
  const { lastGeocodedAddress: _address, locatedAs: _located, ...company } = companyProfile;
  return { companyProfile: company, wasteInfo };
}

/** POST /solutions/match: the stepper data in, ranked solutions with scores and reasoning out. */
export function matchSolutions(input: MatchInput, signal?: AbortSignal) {
  const body: MatchRequest = { userInputs: input };
  return apiFetch<MatchResponse>(MATCH_PATH, {
    method: 'POST',
    body,
    signal,
    timeoutMs: MATCH_TIMEOUT_MS,
  });
}

/**
 * The match of an input in a language: the reasoning and the solutions' texts come in the
 * interface language (Accept-Language), so the language is part of the question.
 */
export const matchQueryOptions = (input: MatchInput, language: string = currentLanguage()) =>
  queryOptions({
    ...withPersistence({
      queryKey: ['match', language, input] as const,
      queryFn: ({ signal }) => matchSolutions(input, signal),
    }),
    // The answer to one input does not change while the visit lasts; it is kept across reloads.
    staleTime: Infinity,
    retry: false,
  });

function currentLanguage(): string {
  return i18n.language || 'en';
}

/** An answer to this input is held in some language (the user matched it, maybe switched since). */
export function matchedInAnyLanguage(queryClient: QueryClient, input: MatchInput): boolean {
  return SUPPORTED_LANGUAGES.some((language) =>
    hasAnswer(queryClient, matchQueryOptions(input, language).queryKey),
  );
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
  /** How the matching read the surplus (its state, or that it could not read it). */
  surplus: Details['surplus'] | null;
}

/** The match answer read once: solutions as views, the details keyed by solution id. */
export interface MatchResult {
  solutions: SolutionView[];
  details: SolutionDetails;
  find(id: string): SolutionView | undefined;
}

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
      surplus: details?.surplus ?? null,
    },
    find: (id) => solutions.find((s) => s.id === id),
  };
}

/**
 * The match of the stepper's current entries in the interface language. `enabled: false` only
 * reads an answer already held (the entry stepper's results exist only after Find Solutions),
 * except after a language switch: entries matched in another language are asked again in this
 * one, the list of the other language staying in view meanwhile. The analysis asks whenever the
 * answer is missing.
 */
export function useMatch({ enabled = true }: { enabled?: boolean } = {}) {
  const input = useMatchInput();
  const { i18n: translation } = useTranslation();
  const queryClient = useQueryClient();
  const options = matchQueryOptions(input, translation.language || 'en');
  const ask = enabled || matchedInAnyLanguage(queryClient, input);
  // Only a language switch keeps the previous list: other entries start empty. Stable per input,
  // so the placeholder is not worked out again on every render.
  const placeholderData = useCallback(
    (previous: MatchResponse | undefined, query?: { queryKey: readonly unknown[] }) =>
      query && hashKey([query.queryKey[2]]) === hashKey([input]) ? previous : undefined,
    [input],
  );
  return useQuery({ ...options, select: toMatchResult, enabled: ask, placeholderData });
}
