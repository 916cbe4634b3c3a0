import type { MatchResponse, SavedSurplusDetail, SavedSurplusSummary } from '@foodhub/contracts';
import type { Language } from '@foodhub/domain';
import { hashKey, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import { currentLanguage } from '../lib/i18n';
import { keepAnswer } from '../lib/persisted-query';
import { stepperDataOfMatchInput } from '../stores/match-input-restore';
import type { StepperData } from '../stores/stepper-data';
import { useStepperStore } from '../stores/stepper-store';
import { isMatched, matchInputOf, matchQueryOptions, type MatchInput } from './match';

/**
 * The surpluses the signed-in user matched (every match of a signed-in user is saved with the
 * account: its entries as sent and what the match decided, worded again in the language asked),
 * and how one goes back into the stepper with its solutions, without matching again.
 */
export const savedSurplusesQueryOptions = () =>
  queryOptions({
    queryKey: ['saved-surpluses'],
    queryFn: ({ signal }) =>
      apiFetch<{ surpluses: SavedSurplusSummary[] }>('/me/surpluses', { signal }),
    // A match elsewhere (another tab, another device) adds one: asked again on each visit.
    staleTime: 0,
  });

/** GET /me/surpluses/{id}?lang=: the entries as sent and the answer as given, in a language. */
export const savedSurplusQueryOptions = (id: string, language: Language) =>
  queryOptions({
    queryKey: ['saved-surplus', id, language],
    queryFn: ({ signal }) =>
      apiFetch<SavedSurplusDetail>(`/me/surpluses/${encodeURIComponent(id)}?lang=${language}`, {
        signal,
      }),
    staleTime: 0,
  });

/** The same entries: one match query prefix (['match', input], whatever the language). */
const sameInput = (a: unknown, b: unknown) => hashKey(['match', a]) === hashKey(['match', b]);

/** A saved surplus as the stepper holds it, and the match input those entries make. */
export interface SavedEntries {
  data: StepperData;
  input: MatchInput;
  /**
   * The entries make exactly the input that was saved (same match query key): the saved answer
   * is their answer. False only for an input the form cannot hold as it was (an older client's,
   * one sent by hand): the stepper then fills the gaps with its defaults, which is another input.
   */
  exact: boolean;
}

export function savedEntriesOf(detail: Pick<SavedSurplusDetail, 'inputs'>): SavedEntries | null {
  const data = stepperDataOfMatchInput(detail.inputs);
  if (!data) return null;
  const input = matchInputOf(data.companyProfile, data.wasteInfo);
  return { data, input, exact: sameInput(input, detail.inputs) };
}

/**
 * Puts a saved surplus's entries into the stepper (replacing its entries and the chosen
 * solution) and, when they are exactly the saved input, holds the saved answer (asked in
 * `language`) as their match in that language, so step 3 shows the solutions with no
 * POST /solutions/match. Null when the entries cannot be read; `exact` false: the entries are
 * in, the answer is not (Find Solutions matches them).
 */
export function restoreSavedSurplus(
  queryClient: QueryClient,
  detail: Pick<SavedSurplusDetail, 'inputs' | 'answer'>,
  language: Language,
): SavedEntries | null {
  const entries = savedEntriesOf(detail);
  if (!entries) return null;
  useStepperStore.setState(entries.data);
  if (entries.exact) {
    keepAnswer(
      queryClient,
      matchQueryOptions(entries.input, language).queryKey,
      detail.answer as unknown as MatchResponse,
    );
  }
  return entries;
}

/** How many of the latest saved surpluses of the same name are looked at for an answer. */
const CANDIDATES = 3;

/**
 * Best effort after a login: when the stepper's restored entries were matched before (a saved
 * surplus with exactly this input), its answer is held again, so the solutions the user saw are
 * there without matching again. False when none is found or the account cannot be read.
 */
export async function holdSavedAnswerFor(
  queryClient: QueryClient,
  input: MatchInput,
): Promise<boolean> {
  const name = input.wasteInfo?.surplusName?.trim() ?? '';
  if (isMatched(queryClient, input)) return true;
  const language = currentLanguage();
  try {
    const { surpluses } = await queryClient.fetchQuery(savedSurplusesQueryOptions());
    const candidates = surpluses.filter((s) => s.surplus_name === name).slice(0, CANDIDATES);
    for (const candidate of candidates) {
      const detail = await queryClient.fetchQuery(savedSurplusQueryOptions(candidate.id, language));
      const entries = savedEntriesOf(detail);
      if (entries?.exact && sameInput(entries.input, input)) {
        keepAnswer(queryClient, matchQueryOptions(input, language).queryKey, detail.answer);
        return true;
      }
    }
  } catch {
    // Nothing to hold: Find Solutions matches the entries as usual.
  }
  return false;
}
