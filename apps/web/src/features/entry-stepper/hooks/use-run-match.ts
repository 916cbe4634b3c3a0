import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isMatchTimeout, matchInputOf, matchQueryOptions } from '../../../api/match';
import { pathTo } from '../../../config/paths';
import { useStepperStore } from '../../../stores/stepper-store';

export type MatchFailure = 'timeout' | 'failed';

/**
 * Find Solutions on step 2 (spec part 1 §4): the match of the current entries, then step 3 only
 * on success. The match is a query keyed by the entries: entries already matched are not sent
 * again (reloads included), changed entries are. On a failure the stepper stays and `failure`
 * says which message to show (`failureError`, the error, tells a refused one's wait). cancel()
 * ends a run the user walked away from.
 */
export function useRunMatch() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<MatchFailure | null>(null);
  const [failureError, setFailureError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const running = useRef(false);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    const { companyProfile, wasteInfo, selectSolution } = useStepperStore.getState();
    setFailure(null);
    // New entries, new solutions: the choice made among the last ones no longer holds.
    selectSolution(null);
    setLoading(true);
    try {
      await queryClient.fetchQuery(matchQueryOptions(matchInputOf(companyProfile, wasteInfo)));
      running.current = false;
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
  }, [queryClient, navigate]);

  /** A route change while loading cancels the loading state (spec part 1 §4). */
  const cancel = useCallback(() => {
    if (!running.current) return;
    running.current = false;
    setLoading(false);
    void queryClient.cancelQueries({ queryKey: ['match'] });
  }, [queryClient]);

  const dismissFailure = useCallback(() => setFailure(null), []);

  return { run, cancel, loading, failure, failureError, dismissFailure };
}
