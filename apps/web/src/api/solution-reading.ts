import type { MatchRequest, SurplusReading } from '@foodhub/contracts';
import type { ConditionQuestion } from '@foodhub/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import { useMatchInput, type MatchInput } from './match';

/** The reading is asked this long after the last change of the entries. */
export const READING_DEBOUNCE_MS = 500;
/** The reading is cheap: one that takes longer than this is not waited for. */
export const READING_TIMEOUT_MS = 10_000;

/**
 * The condition questions asked while the reading of the surplus is not known (or failed): the
 * date, the packaging and spoilage matter for any food a food bank takes.
 */
export const GENERAL_QUESTIONS: readonly ConditionQuestion[] = [
  'dateKind',
  'datePassed',
  'packaging',
  'spoilage',
];

/**
 * POST /solutions/reading: how the surplus of these entries is read (its state, the condition
 * questions that matter for it, a one-click confirmation), without ranking any route.
 */
export function readSurplus(input: MatchInput, signal?: AbortSignal) {
  const body: MatchRequest = { userInputs: input };
  return apiFetch<SurplusReading>('/solutions/reading', {
    method: 'POST',
    body,
    signal,
    timeoutMs: READING_TIMEOUT_MS,
  });
}

/** The reading of an input; the same input is read once while the visit lasts. */
export const readingQueryOptions = (input: MatchInput) =>
  queryOptions({
    queryKey: ['solution-reading', input] as const,
    queryFn: ({ signal }) => readSurplus(input, signal),
    staleTime: Infinity,
    retry: false,
  });

/** Nothing that says what the surplus is: nothing to read yet. */
export function hasSurplusWords(input: MatchInput): boolean {
  const waste = input.wasteInfo;
  return Boolean(
    waste?.surplusName?.trim() ||
    waste?.additionalSurplusInfo?.trim() ||
    (waste?.foodGroups?.length ?? 0) > 0 ||
    (waste?.foodSubgroups?.length ?? 0) > 0,
  );
}

/**
 * The reading of the stepper's current entries, asked 500 ms after they last changed. While a
 * new one is asked the last one stays (the questions do not flicker); none before the surplus
 * is named.
 */
export function useSurplusReading() {
  const input = useMatchInput();
  const [debounced] = useDebouncedValue(input, READING_DEBOUNCE_MS);
  return useQuery({
    ...readingQueryOptions(debounced),
    enabled: hasSurplusWords(debounced),
    placeholderData: keepPreviousData,
  });
}

/**
 * The questions to show for a reading: the reading's own when it read the surplus, else the
 * general set.
 */
export function questionsOf(reading: SurplusReading | undefined): readonly ConditionQuestion[] {
  if (!reading || !reading.readable) return GENERAL_QUESTIONS;
  return reading.questions;
}
