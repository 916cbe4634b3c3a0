import type { MatchRequest, MatchResponse } from '@foodhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, apiFetch } from '../lib/api-client';
import { withPersistence } from '../lib/persisted-query';
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

export const matchQueryOptions = (input: MatchInput) =>
  queryOptions({
    ...withPersistence({
      queryKey: ['match', input] as const,
      queryFn: ({ signal }) => matchSolutions(input, signal),
    }),
    // The answer to one input does not change while the visit lasts; it is kept across reloads.
    staleTime: Infinity,
    retry: false,
  });

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
 * The match of the stepper's current entries. `enabled: false` only reads an answer already
 * held (the entry stepper's results, which exist only after Find Solutions); the analysis asks
 * for it when it is missing.
 */
export function useMatch({ enabled = true }: { enabled?: boolean } = {}) {
  const input = useMatchInput();
  return useQuery({ ...matchQueryOptions(input), select: toMatchResult, enabled });
}
