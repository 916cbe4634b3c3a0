import type { Deadline } from '../src/lib/deadline';
import type { FakeHandler } from './fake-http-service';

/**
 * Deadlines a test ends itself, for createTestApp({ deadline }) or an adapter's options: a call
 * to an outside service waits until expire(), which ends it as AbortSignal.timeout would (a
 * TimeoutError), so a test reaches the timeout in milliseconds instead of waiting it out. The
 * timeouts the calls were given are kept in `asked`.
 */
export function manualDeadlines() {
  const waiting = new Set<AbortController>();
  const asked: number[] = [];
  const deadline: Deadline = (timeoutMs) => {
    asked.push(timeoutMs);
    const controller = new AbortController();
    waiting.add(controller);
    return controller.signal;
  };
  /** Ends every call still waiting, as its timeout would. */
  const expire = () => {
    for (const controller of waiting) {
      controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    }
    waiting.clear();
  };
  /** A fake service that never answers: the request's timeout ends it, at once. */
  const neverAnswers: FakeHandler = () => expire();
  return { deadline, asked, expire, neverAnswers };
}
