import type { MatchRequest, MatchResponse } from '@foodhub/contracts';
import type { Language } from '@foodhub/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiFetch } from '../lib/api-client';
import { hasAnswer, withPersistence } from '../lib/persisted-query';
import { SolutionView } from '../lib/solution-view';
import type { CompanyProfile, WasteInfo } from '../stores/stepper-data';
import { useStepperStore } from '../stores/stepper-store';

/** The matching may ask an outside AI service; it gets 180 s (spec part 1 §7, §9). */
export const MATCH_TIMEOUT_MS = 180_000;

/**
 * Outside solutions, scores and reasoning are always asked for (spec part 1 §7), and the worded
 * parts in every interface language: a language switch shows the same answer in the new language
 * without matching again.
 */
export const MATCH_PATH =
  '/solutions/match?includeVCG=true&includeScore=true&includeReasoning=true&allLanguages=true';

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
 * The match of an input. The answer carries its texts in every interface language, so the
 * language is not part of the question: the screens pick their language from the one answer.
 */
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

/** An answer to this input is held (the user matched these entries). */
export function isMatched(queryClient: QueryClient, input: MatchInput): boolean {
  return hasAnswer(queryClient, matchQueryOptions(input).queryKey);
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

/**
 * The answer worded in a language: the texts the answer carries for it replace the ones it came
 * with; ids, scores and food types stay. An answer without that language stays as it came.
 */
export function inLanguage(answer: MatchResponse, language: string): MatchResponse {
  const texts = answer.details?.texts?.[language as Language];
  if (!texts) return answer;
  const details = answer.details;
  return {
    solutions: answer.solutions.map((s) => {
      const worded = s.solution_origin === 'dataset' ? texts.solutions[s.solution_id] : undefined;
      // Labels exist only outside English: an English wording drops those of the asked language.
      return worded && s.solution_origin === 'dataset'
        ? { ...s, ...worded, surplus_name_labels: worded.surplus_name_labels }
        : s;
    }),
    details: {
      ...details,
      reasoning: { ...details.reasoning, ...texts.reasoning },
      excluded: details.excluded.map((e) => ({ ...e, ...texts.excluded[e.solution_id] })),
      surplus: { ...details.surplus, ...texts.surplus },
    },
  };
}

export function toMatchResult(answer: MatchResponse, language?: string): MatchResult {
  const worded = language ? inLanguage(answer, language) : answer;
  const solutions = worded.solutions.map((s) => new SolutionView(s));
  const details = worded.details;
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
 * The match of the stepper's current entries, worded in the interface language. `enabled: false`
 * only reads an answer already held (the entry stepper's results exist only after Find
 * Solutions); the analysis asks whenever the answer is missing.
 */
export function useMatch({ enabled = true }: { enabled?: boolean } = {}) {
  const input = useMatchInput();
  const { i18n: translation } = useTranslation();
  const language = translation.language || 'en';
  const select = useCallback(
    (answer: MatchResponse) => toMatchResult(answer, language),
    [language],
  );
  return useQuery({ ...matchQueryOptions(input), select, enabled });
}
