import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import i18n from './i18n';
import { isServerCode, localizedServerMessage, withRateLimitWait } from './server-text';

type CodedMessage = { code: string; message: string };
type ApiMessages = {
  accountMessages: Record<string, string>;
  accountCodes: Record<string, string>;
  answerMessages: Record<string, CodedMessage>;
  transportMessages: Record<string, CodedMessage>;
  reportMessages: Record<string, CodedMessage>;
  offerMessages: Record<string, CodedMessage>;
};

// The API's message tables, read as modules (outside this package, so not a typed import).
const apiModules = import.meta.glob<Partial<ApiMessages>>(
  [
    '../../../api/src/modules/accounts/accounts.messages.ts',
    '../../../api/src/lib/answer-messages.ts',
    '../../../api/src/modules/transport/transport.messages.ts',
    '../../../api/src/modules/saved-work/report.messages.ts',
    '../../../api/src/modules/offers/offers.messages.ts',
  ],
  { eager: true },
);

const english = Object.values(
  import.meta.glob<Record<string, string>>('../locales/en/server.json', {
    eager: true,
    import: 'default',
  }),
)[0];

const t = i18n.t.bind(i18n);
const coded = (code: string, serverMessage: string, params?: Record<string, string>) =>
  new ApiError(400, serverMessage, code, serverMessage, params);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('server.json', () => {
  it('repeats every English message of the API under its code, exactly', () => {
    const api = Object.assign({}, ...Object.values(apiModules)) as ApiMessages;
    expect(Object.keys(apiModules)).toHaveLength(5);
    const fromApi: Record<string, string> = {};
    for (const [key, message] of Object.entries(api.accountMessages)) {
      fromApi[api.accountCodes[key]!] = message;
    }
    for (const { code, message } of [
      ...Object.values(api.answerMessages),
      ...Object.values(api.transportMessages),
      ...Object.values(api.reportMessages),
      ...Object.values(api.offerMessages),
    ]) {
      fromApi[code] = message;
    }
    expect(english).toEqual(fromApi);
  });
});

describe('localizedServerMessage', () => {
  it('shows a known code in English as the server wrote it, values filled in', () => {
    const error = coded(
      'ADDRESS_NOT_FOUND',
      "Address not found: 'Nowhere 1'. Check the street, postal code and city.",
      { address: 'Nowhere 1' },
    );
    expect(localizedServerMessage(error, t, 'fallback')).toBe(error.serverMessage);
  });

  it('shows a known code in the interface language', async () => {
    await i18n.changeLanguage('de');
    expect(
      localizedServerMessage(coded('LOGIN_FAILED', 'Incorrect email or password.'), t, 'x'),
    ).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    const notFound = coded('ADDRESS_NOT_FOUND', 'Address not found …', {
      address: 'Hauptplatz {{count}} 1',
    });
    expect(localizedServerMessage(notFound, t, 'x')).toBe(
      'Adresse nicht gefunden: „Hauptplatz {{count}} 1“. Bitte prüfen Sie Straße, Postleitzahl und Ort.',
    );
    const success = { message: 'Your account has been deleted.', code: 'ACCOUNT_DELETED' };
    expect(localizedServerMessage(success, t)).toBe('Ihr Konto wurde gelöscht.');
  });

  it('shows the server message for an unknown code, no code, or a code without its values', async () => {
    await i18n.changeLanguage('de');
    expect(localizedServerMessage(coded('SOMETHING_NEW', 'A new answer.'), t, 'x')).toBe(
      'A new answer.',
    );
    const bare = new ApiError(409, 'Taken.', undefined, 'Taken.');
    expect(localizedServerMessage(bare, t, 'x')).toBe('Taken.');
    const withoutValues = coded('ADDRESS_NOT_FOUND', "Address not found: 'X'.");
    expect(localizedServerMessage(withoutValues, t, 'x')).toBe("Address not found: 'X'.");
    // Inherited object keys are no codes.
    expect(localizedServerMessage(coded('toString', 'Odd.'), t, 'x')).toBe('Odd.');
    expect(localizedServerMessage({ message: 'Done.', code: 42 }, t)).toBe('Done.');
  });

  it('falls back to the caller text when the server sent no message', async () => {
    await i18n.changeLanguage('de');
    expect(localizedServerMessage(new ApiError(0, 'Network error.'), t, 'Fehler.')).toBe('Fehler.');
    expect(localizedServerMessage(new ApiError(0, 'timeout', 'ECONNABORTED'), t, 'Zeit.')).toBe(
      'Zeit.',
    );
    expect(localizedServerMessage(new TypeError('x is undefined'), t, 'Fehler.')).toBe('Fehler.');
    expect(localizedServerMessage(null, t)).toBeNull();
  });

  it('knows exactly the codes of server.json', () => {
    expect(isServerCode('EMAIL_TAKEN')).toBe(true);
    expect(isServerCode('email_taken')).toBe(false);
    expect(isServerCode('hasOwnProperty')).toBe(false);
    expect(isServerCode(undefined)).toBe(false);
  });
});

describe('withRateLimitWait', () => {
  const limited = new ApiError(
    429,
    'Too many attempts. Please wait 42 seconds and try again.',
    'RATE_LIMITED',
    'Too many attempts. Please wait 42 seconds and try again.',
    { seconds: '42' },
  );

  it('adds the translated wait of a 429 to the screen’s own text', async () => {
    await i18n.changeLanguage('de');
    expect(withRateLimitWait('Fehler.', limited, t)).toBe(
      'Fehler. Zu viele Versuche. Bitte warten Sie 42 Sekunden und versuchen Sie es erneut.',
    );
  });

  it('leaves the text alone for any other failure', () => {
    expect(withRateLimitWait('Failed.', coded('EMAIL_TAKEN', 'Taken.'), t)).toBe('Failed.');
    expect(withRateLimitWait('Failed.', new ApiError(429, 'Slow down.'), t)).toBe('Failed.');
    expect(withRateLimitWait('Failed.', new TypeError('x'), t)).toBe('Failed.');
  });
});
