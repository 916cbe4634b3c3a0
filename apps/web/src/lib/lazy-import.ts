/**
 * Loading code chunks on demand (production-readiness part 6): a page's chunk that has not
 * arrived after CHUNK_LOAD_TIMEOUT_MS counts as failed, so a stalled connection ends in a clear
 * message with a retry instead of an endless spinner.
 */

/** How long a lazily loaded page chunk may take before it counts as failed (spec: 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A chunk that did not arrive in time. Its name marks it as a chunk load error. */
export class ChunkLoadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Loading a part of the page took longer than ${timeoutMs / 1000} s`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Messages browsers and Vite give when a code chunk cannot be fetched (often after a deploy). */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i;

/** Whether an error means a code chunk could not be loaded (missing, offline or too slow). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  return (
    error instanceof Error &&
    (CHUNK_LOAD_ERROR.test(error.message) || CHUNK_LOAD_ERROR.test(error.name))
  );
}

/**
 * Runs load and settles as it does, or rejects with a ChunkLoadTimeoutError once timeoutMs have
 * passed without an answer.
 */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
