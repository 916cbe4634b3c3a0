import { ApiError } from '../../../lib/api-client';

export type ResetFailure =
  | { kind: 'expired' }
  | { kind: 'invalidToken' }
  | { kind: 'badRequest'; serverMessage: string | null }
  | { kind: 'userNotFound' }
  | { kind: 'unknown' };

/** Why a reset confirmation failed, in the order of spec part 2 §8. */
export function classifyResetFailure(error: unknown): ResetFailure {
  if (!(error instanceof ApiError)) return { kind: 'unknown' };
  if (error.status === 400) {
    const message = error.serverMessage ?? '';
    if (message.includes('expired')) return { kind: 'expired' };
    if (message.includes('Invalid token')) return { kind: 'invalidToken' };
    return { kind: 'badRequest', serverMessage: error.serverMessage };
  }
  if (error.status === 404) return { kind: 'userNotFound' };
  return { kind: 'unknown' };
}
