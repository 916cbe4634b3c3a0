import type { UserInfo } from '@foodhub/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { http, HttpResponse } from 'msw';
import { answerError, api, apiError, callsTo, server } from '../test/api';
import { accountLanguageApplied, chooseLanguage } from './account-language';
import { endSession, startSession } from './session-actions';

const account: UserInfo = {
  email: 'anja@example.org',
  accountType: 'company',
  company: 'Pekarna Novak',
  firstName: 'Anja',
  lastName: 'Novak',
  streetAddress: 'Slovenska cesta 1',
  city: 'Ljubljana',
  postalCode: '1000',
  country: 'Slovenia',
  roles: [],
  emailConfirmed: true,
  language: null,
};

let saved: UserInfo['language'];
let failSaves = false;
beforeEach(async () => {
  localStorage.clear();
  endSession();
  await i18n.changeLanguage('en');
  saved = null;
  failSaves = false;
  server.use(
    http.get(api('/user/info'), () => HttpResponse.json({ ...account, language: saved })),
    http.put(api('/user/language'), async ({ request }) => {
      if (failSaves) return apiError(503, 'Service unavailable');
      saved = ((await request.json()) as { language: UserInfo['language'] }).language;
      return HttpResponse.json({ ...account, language: saved });
    }),
  );
});
afterEach(async () => {
  endSession();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const saves = () => callsTo('/user/language', 'put').map((call) => call.body);

/** Logs in as the login form does: the next page waits for the account's language. */
async function login() {
  startSession('token-anja');
  await accountLanguageApplied();
}

describe('the language kept on the account', () => {
  it('is applied at a login on a fresh browser and kept there', async () => {
    saved = 'sl';
    await login();
    expect(i18n.language).toBe('sl');
    expect(document.documentElement.lang).toBe('sl');
    expect(localStorage.getItem('language')).toBe('sl');
    expect(saves()).toEqual([]);
  });

  it('replaces the language this browser had', async () => {
    saved = 'it';
    await chooseLanguage('de');
    await login();
    expect(i18n.language).toBe('it');
    expect(localStorage.getItem('language')).toBe('it');
  });

  it('is given the language shown now when the account has none', async () => {
    await chooseLanguage('fr');
    // Chosen signed out: nothing to save it to yet.
    expect(saves()).toEqual([]);
    await login();
    await vi.waitFor(() => expect(saves()).toEqual([{ language: 'fr' }]));
    expect(i18n.language).toBe('fr');
  });

  it('follows every switch while signed in', async () => {
    await login();
    await chooseLanguage('de');
    await chooseLanguage('sl');
    await vi.waitFor(() =>
      expect(saves()).toEqual([{ language: 'en' }, { language: 'de' }, { language: 'sl' }]),
    );
    expect(saved).toBe('sl');
  });

  it('a failed save is only logged, and the next switch sends the language again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    saved = 'en';
    await login();
    failSaves = true;
    await chooseLanguage('de');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    // The switch itself happened, signed in still.
    expect(i18n.language).toBe('de');
    failSaves = false;
    await chooseLanguage('it');
    await vi.waitFor(() => expect(saved).toBe('it'));
  });

  it('leaves the browser’s language when the account cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await chooseLanguage('de');
    server.use(
      answerError('get', '/user/info', 500, 'Internal Server Error'),
      answerError('put', '/user/language', 500, 'Internal Server Error'),
    );
    const started = Date.now();
    await login();
    // The login goes on after a short wait, in the browser's language.
    expect(Date.now() - started).toBeLessThan(4000);
    expect(i18n.language).toBe('de');
    expect(localStorage.getItem('language')).toBe('de');
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 6000 });
    expect(i18n.language).toBe('de');
  });
});
