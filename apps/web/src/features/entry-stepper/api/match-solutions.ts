import type { MatchRequest, MatchResponse } from '@foodhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import type { CompanyProfile, WasteInfo } from '../stepper-data';

/** The matching may ask an outside AI service; it gets 180 s (spec part 1 §7, §9). */
export const MATCH_TIMEOUT_MS = 180_000;

/** Outside solutions, scores and reasoning are always asked for (spec part 1 §7). */
export const MATCH_PATH =
  '/solutions/match?includeVCG=true&includeScore=true&includeReasoning=true';

export interface MatchInput {
  companyProfile: CompanyProfile;
  wasteInfo: WasteInfo;
  signal?: AbortSignal;
}

/** POST /solutions/match: the stepper data in, ranked solutions with scores and reasoning out. */
export function matchSolutions({ companyProfile, wasteInfo, signal }: MatchInput) {
  const body: MatchRequest = { userInputs: { companyProfile, wasteInfo } };
  return apiFetch<MatchResponse>(MATCH_PATH, {
    method: 'POST',
    body,
    signal,
    timeoutMs: MATCH_TIMEOUT_MS,
  });
}

export function useMatchSolutions() {
  return useMutation({ mutationFn: matchSolutions });
}

/** A timeout is the code ECONNABORTED or a message containing 'timeout' (spec part 1 §8). */
export function isMatchTimeout(error: unknown): boolean {
  if (error instanceof ApiError && error.code === 'ECONNABORTED') return true;
  return error instanceof Error && /timeout/i.test(error.message);
}
