import { setAnalyticsUserId, trackEvent } from '../lib/analytics';
import { queryClient } from '../lib/query-client';
import { resetAllStores } from './reset-stores';
import { useSessionStore } from './session-store';

/**
 * Starts a session from a login answer or a token-based entry (spec part 1 §4 'Login'): all
 * stores are reset first, then the token is saved and the analytics id set or cleared.
 */
export function startSession(token: string, gaUserId?: string | null) {
  resetAllStores();
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
  queryClient.clear();
}
