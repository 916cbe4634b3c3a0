import type { UserInfo } from '@foodhub/contracts';
import { isSupportedLanguage, type Language } from '@foodhub/domain';
import { isCancelledError } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../api/user-info';
import { apiFetch } from '../lib/api-client';
import { changeLanguage, chosenLanguage, currentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from './session-store';

/**
 * The interface language kept on the account (PUT /user/language, GET /user/info's language), so
 * that a user who chose one finds it again at a login on any device. The browser's own copy stays
 * under 'language' (spec part 1 §9); the account's copy only ever replaces it at a login.
 */

/**
 * Saves the language to the account without waiting for it. A failure is only logged: the next
 * switch (or the next login, while the account has none) sends it again. A 401 here does not end
 * the session: the next call of the page itself does, as it would have anyway.
 */
function saveToAccount(language: Language): void {
  apiFetch<UserInfo>('/user/language', {
    method: 'PUT',
    body: { language },
    quietUnauthorized: true,
  }).then(
    (info) => queryClient.setQueryData(userInfoQueryOptions().queryKey, info),
    (error: unknown) => console.warn('The language could not be saved to the account', error),
  );
}

/** The user switches the language: shown at once, kept in this browser and, signed in, on the account. */
export async function chooseLanguage(language: Language): Promise<void> {
  if (useSessionStore.getState().isLoggedIn) saveToAccount(language);
  await changeLanguage(language);
}

/**
 * After a session starts (a login, a sign-in link): the account's language is applied and kept
 * in this browser; an account without one is given the language shown now (the one chosen here,
 * else the browser's). Never throws: without an answer the browser's language simply stays.
 */
async function applyAccountLanguage(): Promise<void> {
  try {
    const { language } = await queryClient.fetchQuery(userInfoQueryOptions());
    if (!isSupportedLanguage(language)) {
      saveToAccount(currentLanguage());
    } else if (language !== chosenLanguage() || language !== currentLanguage()) {
      await changeLanguage(language);
    }
  } catch (error) {
    // Cancelled: the session ended or another began meanwhile (its own start applies it).
    if (!isCancelledError(error)) {
      console.warn('The language of the account could not be read', error);
    }
  }
}

/** How long a login waits for the account's language before it shows the next page. */
const APPLY_WAIT_MS = 3000;

let applied: Promise<void> = Promise.resolve();

/** Starts applying the account's language; called by startSession once the token is stored. */
export function startAccountLanguage(): void {
  applied = applyAccountLanguage();
}

/**
 * Resolves once the account's language of the last session start is shown, or after
 * APPLY_WAIT_MS: the next page then opens in the account's language instead of switching under
 * the user's eyes, and a slow server does not hold the login up for long.
 */
export function accountLanguageApplied(): Promise<void> {
  return Promise.race([applied, new Promise<void>((done) => setTimeout(done, APPLY_WAIT_MS))]);
}
