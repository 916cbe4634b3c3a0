import { setAnalyticsUserId, trackEvent } from '../lib/analytics';
import { queryClient } from '../lib/query-client';
import { resetAllStores } from './reset-stores';
import { useSessionStore } from './session-store';
import { readWorkOwner, tokenSubject, writeWorkOwner } from './work-owner';

/**
 * Starts a session from a login answer or a token-based entry (spec part 1 §4 'Login'): all
 * stores are reset first, then the token is saved and the analytics id set or cleared. The one
 * exception: the same user logging back in after their session expired keeps what they entered.
 */
export function startSession(token: string, gaUserId?: string | null) {
  const subject = tokenSubject(token);
  if (subject === null || subject !== readWorkOwner()) resetAllStores();
  writeWorkOwner(subject);
  queryClient.clear();
  useSessionStore.getState().startSession(token, gaUserId);
  setAnalyticsUserId(gaUserId ?? null);
  trackEvent('login');
}

/** Called when a login attempt fails. */
export function loginFailed() {
  setAnalyticsUserId(null);
}

/**
 * Logout (spec part 1 §4): remove the token, clear the analytics id, log a logout event, reset
 * all stores. The caller navigates to /login (or to the site root after account deletion).
 */
export function endSession() {
  trackEvent('logout');
  useSessionStore.getState().endSession();
  setAnalyticsUserId(null);
  resetAllStores();
  writeWorkOwner(null);
  queryClient.clear();
}

/**
 * The server no longer accepts the token (a 401): the session ends, but the stores keep the
 * user's data for their next login (startSession keeps it for the same user only).
 */
export function expireSession() {
  useSessionStore.getState().endSession();
  setAnalyticsUserId(null);
  queryClient.clear();
}

/** True when a session ended without a logout: the browser still holds its owner's data. */
export function sessionExpiredHere(): boolean {
  return readWorkOwner() !== null;
}
