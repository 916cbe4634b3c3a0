import { ApiError } from '../../../lib/api-client';

export type ResetFailure =
  | { kind: 'expired' }
  | { kind: 'invalidToken' }
  | { kind: 'badRequest'; serverMessage: string | null }
  | { kind: 'userNotFound' }
  | { kind: 'unknown' };

/** The server's codes of a failed confirmation (apps/api accounts.messages). */
const kindOfCode: Record<string, ResetFailure['kind']> = {
  RESET_TOKEN_EXPIRED: 'expired',
  RESET_TOKEN_INVALID: 'invalidToken',
  USER_NOT_FOUND: 'userNotFound',
};

/**
 * Why a reset confirmation failed, in the order of spec part 2 §8: by the server's code, else
 * (an answer without one, e.g. the schema's check of the token) by the substrings 'expired' and
 * 'Invalid token' of its message and by the status.
 */
export function classifyResetFailure(error: unknown): ResetFailure {
  if (!(error instanceof ApiError)) return { kind: 'unknown' };
  const coded = error.code ? kindOfCode[error.code] : undefined;
  if (coded === 'expired' || coded === 'invalidToken' || coded === 'userNotFound') {
    return { kind: coded };
  }
  if (error.status === 400) {
    const message = error.serverMessage ?? '';
    if (message.includes('expired')) return { kind: 'expired' };
    if (message.includes('Invalid token')) return { kind: 'invalidToken' };
    return { kind: 'badRequest', serverMessage: error.serverMessage };
  }
  if (error.status === 404) return { kind: 'userNotFound' };
  return { kind: 'unknown' };
}
