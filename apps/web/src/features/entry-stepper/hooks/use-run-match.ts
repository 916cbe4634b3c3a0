import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../config/paths';
import { isMatchTimeout, useMatchSolutions } from '../api/match-solutions';
import { useStepperStore } from '../store';

export type MatchFailure = 'timeout' | 'failed';

/**
 * Next on step 2 (spec part 1 §4): resets the solution data, asks for matches, stores them and
 * moves to step 3 only on success. On a failure the solutions are emptied, the stepper stays and
 * `failure` says which message to show. cancel() ends a run the user walked away from.
 */
export function useRunMatch() {
  const navigate = useNavigate();
  const { mutateAsync } = useMatchSolutions();
  const [failure, setFailure] = useState<MatchFailure | null>(null);
  const running = useRef<AbortController | null>(null);

  const run = useCallback(async () => {
    if (running.current) return;
    const store = useStepperStore.getState();
    const controller = new AbortController();
    running.current = controller;
    setFailure(null);
    store.setSolutions([]);
    store.selectSolution(null);
    store.setLoading(true);
    try {
      const answer = await mutateAsync({
        companyProfile: store.companyProfile,
        wasteInfo: store.wasteInfo,
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      running.current = null;
      store.setSolutions(answer.solutions, answer.details);
      store.setLoading(false);
      await navigate(pathTo('solutions'));
    } catch (error) {
      if (controller.signal.aborted) return;
      running.current = null;
      store.setSolutions([]);
      store.setLoading(false);
      setFailure(isMatchTimeout(error) ? 'timeout' : 'failed');
    }
  }, [mutateAsync, navigate]);

  /** A route change while loading cancels the loading state (spec part 1 §4). */
  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    if (useStepperStore.getState().loading) useStepperStore.getState().setLoading(false);
  }, []);

  const dismissFailure = useCallback(() => setFailure(null), []);

  return { run, cancel, failure, dismissFailure };
}
