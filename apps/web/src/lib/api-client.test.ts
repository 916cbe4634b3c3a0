import { ACCESS_TOKEN_COOKIE } from '../config/browser-storage';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  answerError,
  answerNetworkError,
  api,
  apiRequests,
  callsTo,
  server,
} from '../test/api';
import {
  API_BASE,
  ApiError,
  apiDownload,
  apiFetch,
  dispositionFilename,
  serverMessage,
  setUnauthorizedHandler,
} from './api-client';
import { deleteCookie, writeCookie } from './cookies';

beforeEach(() => {
  deleteCookie(ACCESS_TOKEN_COOKIE);
});
afterEach(() => {
  setUnauthorizedHandler(() => {});
});

/** The headers of the test's first request. */
function sentHeaders(): Record<string, string> {
  return Object.fromEntries(apiRequests()[0]?.headers ?? []);
}

describe('apiFetch', () => {
  it('sends the token cookie as a Bearer header and the interface language', async () => {
    writeCookie(ACCESS_TOKEN_COOKIE, 'abc.def.ghi', 60);
    server.use(answer('get', '/user/info', { ok: true }));
    await expect(apiFetch('/user/info')).resolves.toEqual({ ok: true });
    expect(apiRequests()[0]?.url.pathname).toBe(`${API_BASE}/user/info`);
    // Headers as a request carries them: their names in lower case.
    expect(sentHeaders()).toMatchObject({
      authorization: 'Bearer abc.def.ghi',
      'accept-language': 'en',
    });
  });

  it('sends no Authorization header without a token', async () => {
    server.use(answer('get', '/nace_codes', []));
    await apiFetch('/nace_codes');
    expect(callsTo('/nace_codes')).toHaveLength(1);
    expect(sentHeaders()).not.toHaveProperty('authorization');
  });

  it('keeps the server message apart from its own fallback', async () => {
    server.use(
      answerError('post', '/register', 409, 'An account with this email address already exists.'),
      http.get(api('/register'), () => new HttpResponse('', { status: 502 })),
    );
    const sent = await apiFetch('/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(sent).toBeInstanceOf(ApiError);
    expect(serverMessage(sent)).toBe('An account with this email address already exists.');

    const bare = await apiFetch('/register').catch((e: unknown) => e);
    expect((bare as ApiError).status).toBe(502);
    expect(serverMessage(bare)).toBeNull();
  });

  it('carries the code and the string params of the answer', async () => {
    server.use(
      answerError('get', '/transport/calculate', 400, "Address not found: 'Nowhere'.", {
        code: 'ADDRESS_NOT_FOUND',
        params: { address: 'Nowhere', extra: 3 } as unknown as Record<string, string>,
      }),
      answerError('get', '/register', 409, 'Taken.'),
    );
    const error = await apiFetch('/transport/calculate').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      code: 'ADDRESS_NOT_FOUND',
      params: { address: 'Nowhere' },
      serverMessage: "Address not found: 'Nowhere'.",
    });
    expect((error as ApiError).params).not.toHaveProperty('extra');

    const bare = await apiFetch('/register').catch((e: unknown) => e);
    expect(bare).toMatchObject({ code: undefined, params: undefined, serverMessage: 'Taken.' });
  });

  it('hands every 401 to the app, saying whether a token was sent', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      answerError('post', '/solutions/match', 401, 'Not authenticated.'),
      answerError('get', '/user/info', 401, 'Not authenticated.'),
    );
    // The cookie expired under an open tab: the call goes without a token.
    await apiFetch('/solutions/match', { method: 'POST', body: {} }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenLastCalledWith({ tokenSent: false });

    writeCookie(ACCESS_TOKEN_COOKIE, 'expired.token.x', 60);
    await apiFetch('/user/info').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenLastCalledWith({ tokenSent: true });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('leaves the 401 of a quiet call, or of a call with its own token, to the caller', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    writeCookie(ACCESS_TOKEN_COOKIE, 'cookie.token.x', 60);
    server.use(
      answerError('post', '/login', 401, 'Not authenticated.'),
      answerError('get', '/user/info', 401, 'Not authenticated.'),
    );
    const quiet = await apiFetch('/login', { method: 'POST', body: {}, quietUnauthorized: true })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(quiet).toMatchObject({ status: 401 });
    const own = await apiFetch('/user/info', { token: 'link.token.y' })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(own).toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    // The given token goes instead of the cookie's.
    expect(callsTo('/user/info')[0]?.headers.get('Authorization')).toBe('Bearer link.token.y');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    server.use(answerNetworkError('get', '/health'));
    const error = await apiFetch('/health').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
    expect(serverMessage(error)).toBeNull();
  });

  it('aborts with code ECONNABORTED after its timeout', async () => {
    // An answer that never comes.
    server.use(http.get(api('/solutions/match'), () => new Promise<never>(() => {})));
    const error = await apiFetch('/solutions/match', { timeoutMs: 20 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ECONNABORTED' });
  });
});

describe('apiDownload', () => {
  it('answers the file and the name of its Content-Disposition, sent with the token', async () => {
    writeCookie(ACCESS_TOKEN_COOKIE, 'abc.def.ghi', 60);
    server.use(
      http.get(
        api('/me/reports/r1/pdf'),
        () =>
          new HttpResponse('%PDF-1.7', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="report-2026.pdf"',
            },
          }),
      ),
    );
    const file = await apiDownload('/me/reports/r1/pdf?lang=de');
    const { pathname, search } = apiRequests()[0]!.url;
    expect(`${pathname}${search}`).toBe(`${API_BASE}/me/reports/r1/pdf?lang=de`);
    expect(sentHeaders()).toMatchObject({ authorization: 'Bearer abc.def.ghi' });
    expect(file.filename).toBe('report-2026.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('fails as apiFetch does, with the server message', async () => {
    server.use(answerError('get', '/me/reports/x/pdf', 404, 'Report not found'));
    const error = await apiDownload('/me/reports/x/pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, serverMessage: 'Report not found' });
  });
});

describe('dispositionFilename', () => {
  it('reads filename* first, then filename, and null without one', () => {
    expect(
      dispositionFilename(`attachment; filename="a.pdf"; filename*=UTF-8''Bericht%20%C3%A4.pdf`),
    ).toBe('Bericht ä.pdf');
    expect(dispositionFilename('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(dispositionFilename('attachment; filename="quo\\"ted.pdf"')).toBe('quo"ted.pdf');
    expect(dispositionFilename('attachment')).toBeNull();
    expect(dispositionFilename(null)).toBeNull();
  });
});
