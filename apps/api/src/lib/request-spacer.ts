/** Thrown instead of queueing a request that would wait longer than the caller allows. */
export class QueueFullError extends Error {}

/**
 * Starts tasks at least `minIntervalMs` apart, in call order (public Nominatim allows one
 * request per second; per process, so N API processes need N times the allowance). Slots are
 * reserved synchronously, so concurrent callers cannot take the same one.
 */
export function createRequestSpacer(minIntervalMs: number, maxWaitMs: number) {
  let nextSlot = 0;
  return async function schedule<T>(task: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const start = Math.max(now, nextSlot);
    if (start - now > maxWaitMs) {
      throw new QueueFullError(`next free slot in ${start - now} ms`);
    }
    nextSlot = start + minIntervalMs;
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
    return task();
  };
}
