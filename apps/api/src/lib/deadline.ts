/**
 * The signal that ends one call to an outside service (LLM, vcg.ai, OSRM, Nominatim) after its
 * timeout. The server uses AbortSignal.timeout; a test passes its own (test/deadlines.ts) and
 * ends the call at once, so it reaches the timeout without waiting it out.
 */
export type Deadline = (timeoutMs: number) => AbortSignal;

export const timeoutDeadline: Deadline = (timeoutMs) => AbortSignal.timeout(timeoutMs);
