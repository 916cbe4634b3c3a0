import type { SurplusReading } from '@foodhub/contracts';
import { CONDITION_QUESTIONS, type ConditionAnswer, type ConditionQuestion } from '@foodhub/domain';
import { hashKey, isCancelledError, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  isMatched,
  isMatchTimeout,
  matchInputOf,
  matchQueryOptions,
  type MatchInput,
} from '../../../api/match';
import { readingQueryOptions } from '../../../api/solution-reading';
import { pathTo } from '../../../config/paths';
import { currentLanguage } from '../../../lib/i18n';
import { useStepperStore } from '../../../stores/stepper-store';

export type MatchFailure = 'timeout' | 'failed';

/** A one-click question before matching (the reading's `confirmation`), with a valid answer. */
export type MatchConfirmation = NonNullable<SurplusReading['confirmation']> & {
  question: ConditionQuestion;
};

const isQuestion = (question: string): question is ConditionQuestion =>
  Object.hasOwn(CONDITION_QUESTIONS, question);

const declinedKey = (input: MatchInput, question: ConditionQuestion) =>
  `${question}:${hashKey(['entries', input])}`;

/**
 * The confirmation a reading of these entries asks for, unless its question is answered
 * already or the user said no to it for these entries.
 */
function pendingConfirmation(
  reading: SurplusReading | null | undefined,
  input: MatchInput,
  declined: ReadonlySet<string>,
): MatchConfirmation | null {
  const asked = reading?.confirmation;
  if (!asked || !isQuestion(asked.question)) return null;
  const question = asked.question;
  if (!(CONDITION_QUESTIONS[question] as readonly string[]).includes(asked.answer)) return null;
  const given = input.wasteInfo?.conditionAnswers?.[question];
  if (given !== undefined && given !== null) return null;
  if (declined.has(declinedKey(input, question))) return null;
  return { ...asked, question };
}

/**
 * Find Solutions on step 2 (spec part 1 §4): the match of the current entries, then step 3 only
 * on success. The match is a query keyed by the entries: entries already matched are not sent
 * again (reloads included), changed entries are. On a failure the stepper stays and `failure`
 * says which message to show (`failureError`, the error, tells a refused one's wait). cancel()
 * ends a run the user walked away from.
 *
 * Words such as 'leftover' or 'expired' alone leave out every route to people; the reading of
 * the entries then asks a one-click question (`confirmation`, answered with answer()): before
 * the match when the step's reading of these entries is in, else from the match's own reading,
 * before step 3 shows. Entries matched before are not asked about again.
 */
export function useRunMatch() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<MatchFailure | null>(null);
  const [failureError, setFailureError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const running = useRef(false);
  const [confirmation, setConfirmation] = useState<MatchConfirmation | null>(null);
  /** The confirmations the user said no to, for the entries they were asked with. */
  const declined = useRef(new Set<string>());

  /** Matches the entries; `ask`: a confirmation in the answer is asked before step 3. */
  const match = useCallback(
    async ({ ask }: { ask: boolean }) => {
      if (running.current) return;
      running.current = true;
      const { companyProfile, wasteInfo, selectSolution } = useStepperStore.getState();
      const input = matchInputOf(companyProfile, wasteInfo);
      setFailure(null);
      // New entries, new solutions: the choice made among the last ones no longer holds.
      selectSolution(null);
      setLoading(true);
      try {
        const answer = await queryClient.fetchQuery(matchQueryOptions(input, currentLanguage()));
        running.current = false;
        const asked = ask
          ? pendingConfirmation(answer.details?.surplus, input, declined.current)
          : null;
        if (asked) {
          setLoading(false);
          setConfirmation(asked);
          return;
        }
        // Step 3 replaces the progress directly: the surplus step does not mount again in between.
        await navigate(pathTo('solutions'));
        setLoading(false);
      } catch (error) {
        running.current = false;
        setLoading(false);
        if (isCancelledError(error)) return;
        setFailureError(error);
        setFailure(isMatchTimeout(error) ? 'timeout' : 'failed');
      }
    },
    [queryClient, navigate],
  );

  const run = useCallback(async () => {
    if (running.current) return;
    const { companyProfile, wasteInfo } = useStepperStore.getState();
    const input = matchInputOf(companyProfile, wasteInfo);
    // Entries matched before: their answer stands, nothing is asked again.
    const ask = !isMatched(queryClient, input);
    const reading = queryClient.getQueryData(readingQueryOptions(input).queryKey);
    const asked = ask ? pendingConfirmation(reading, input, declined.current) : null;
    if (asked) {
      setConfirmation(asked);
      return;
    }
    await match({ ask });
  }, [queryClient, match]);

  /**
   * The answer to the confirmation: yes sets its answer among the entries, no keeps them as
   * they are (and is not asked again for them); then they are matched (entries matched already
   * are not sent again).
   */
  const answer = useCallback(
    (yes: boolean) => {
      if (!confirmation) return;
      setConfirmation(null);
      const { companyProfile, wasteInfo, setConditionAnswer } = useStepperStore.getState();
      const { question, answer: chosen } = confirmation;
      if (yes) {
        setConditionAnswer(question, chosen as ConditionAnswer<ConditionQuestion>);
      } else {
        declined.current.add(declinedKey(matchInputOf(companyProfile, wasteInfo), question));
      }
      void match({ ask: false });
    },
    [confirmation, match],
  );

  /** The confirmation closed without an answer: back to the entries, nothing is matched. */
  const dismiss = useCallback(() => setConfirmation(null), []);

  /** A route change while loading cancels the loading state (spec part 1 §4). */
  const cancel = useCallback(() => {
    if (!running.current) return;
    running.current = false;
    setLoading(false);
    void queryClient.cancelQueries({ queryKey: ['match'] });
  }, [queryClient]);

  const dismissFailure = useCallback(() => setFailure(null), []);

  return {
    run,
    cancel,
    loading,
    confirmation,
    answer,
    dismiss,
    failure,
    failureError,
    dismissFailure,
  };
}
