import { ACCESS_TOKEN_COOKIE } from '../config/browser-storage';
import { setAnalyticsUserId, trackEvent } from '../lib/analytics';
import { apiFetch } from '../lib/api-client';
import { readCookie } from '../lib/cookies';
import { queryClient } from '../lib/query-client';
import { startAccountLanguage } from './account-language';
import { draftHooks } from './draft-hooks';
import { resetAllStores, resetToolData } from './reset-stores';
import { useSessionStore } from './session-store';
import { readWorkOwner, tokenSubject, writeWorkOwner } from './work-owner';

/**
 * Starts a session from a login answer or a token-based entry (spec part 1 §4 'Login'): all
 * stores are reset first, then the token is saved and the analytics id set or cleared. The
 * user's entries come back from their draft (stores/draft-sync.ts): what a session that ended
 * without a logout left unsynced is set aside for its user first, and after the reset the draft
 * sync restores the stash, the server's draft or step 1 from the account (await
 * draftHooks.draftRestored() before showing the next page). The chat is kept for the same user
 * after an expired session. Until the draft sync has loaded, the same user simply keeps the
 * stores (docs/decisions.md 21). The account's interface language is applied too, on any
 * device (stores/account-language.ts; await accountLanguageApplied() before the next page).
 */
export function startSession(token: string, gaUserId?: string | null) {
  const subject = tokenSubject(token);
  const owner = readWorkOwner();
  const sameUser = subject !== null && subject === owner;
  if (draftHooks.installed) {
    draftHooks.setAsideUnsyncedWork(owner);
    if (sameUser) resetToolData();
  }
  if (!sameUser) resetAllStores();
  writeWorkOwner(subject);
  queryClient.clear();
  if (draftHooks.installed) void draftHooks.restoreDraftAfterLogin(subject);
  useSessionStore.getState().startSession(token, gaUserId);
  startAccountLanguage();
  setAnalyticsUserId(gaUserId ?? null);
  trackEvent('login');
}

/** Called when a login attempt fails. */
export function loginFailed() {
  setAnalyticsUserId(null);
}

/** How long a logout waits for the server to end its session. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Ends the session on the server (POST /logout), so that its token stops working there too; run
 * before endSession removes the token. Best effort: a network failure, a timeout or a 401 (the
 * session had ended already) keeps nobody signed in, and never counts as an expired session.
 */
export async function endServerSession(): Promise<void> {
  const token = readCookie(ACCESS_TOKEN_COOKIE);
  if (!token) return;
  try {
    await apiFetch('/logout', { method: 'POST', token, timeoutMs: LOGOUT_TIMEOUT_MS });
  } catch {
    // The session ends in this browser all the same.
  }
}

/**
 * Logout (spec part 1 §4): remove the token, clear the analytics id, log a logout event, reset
 * all stores. The caller navigates to /login (or to the site root after account deletion).
 */
export function endSession() {
  trackEvent('logout');
  // Saving stops before the reset: the emptied stores are not the user's draft.
  draftHooks.forgetLocalDraft();
  useSessionStore.getState().endSession();
  setAnalyticsUserId(null);
  resetAllStores();
  writeWorkOwner(null);
  queryClient.clear();
}

/**
 * The server no longer accepts the token (a 401): the session ends as a logout does (spec part 1
 * §4), and what the user had not saved to their draft is first set aside for their next login
 * (stores/draft-sync.ts); the stepper and analysis are then reset, the chat is kept for that
 * user. Until the draft sync has loaded, the stores simply keep the data for the same user.
 */
export function expireSession() {
  if (draftHooks.installed) {
    draftHooks.setAsideUnsyncedWork(readWorkOwner());
    resetToolData();
  }
  useSessionStore.getState().endSession();
  setAnalyticsUserId(null);
  queryClient.clear();
}

/** True when a session ended without a logout: the browser still holds its owner's data. */
export function sessionExpiredHere(): boolean {
  return readWorkOwner() !== null;
}
