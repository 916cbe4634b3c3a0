import { ACCESS_TOKEN_COOKIE } from '@foodhub/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch, type FetchMock } from '../test/fetch-mock';
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

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch();
  deleteCookie(ACCESS_TOKEN_COOKIE);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
});

function sentHeaders(): Record<string, string> {
  return (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
}

describe('apiFetch', () => {
  it('sends the token cookie as a Bearer header and the interface language', async () => {
    writeCookie(ACCESS_TOKEN_COOKIE, 'abc.def.ghi', 60);
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true }));
    await expect(apiFetch('/user/info')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${API_BASE}/user/info`);
    expect(sentHeaders()).toMatchObject({
      Authorization: 'Bearer abc.def.ghi',
      'Accept-Language': 'en',
    });
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([]));
    await apiFetch('/nace_codes');
    expect(sentHeaders()).not.toHaveProperty('Authorization');
  });

  it('keeps the server message apart from its own fallback', async () => {
    fetchMock.mockResolvedValueOnce(
      errorResponse(409, 'An account with this email address already exists.'),
    );
    const sent = await apiFetch('/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(sent).toBeInstanceOf(ApiError);
    expect(serverMessage(sent)).toBe('An account with this email address already exists.');

    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    const bare = await apiFetch('/register').catch((e: unknown) => e);
    expect((bare as ApiError).status).toBe(502);
    expect(serverMessage(bare)).toBeNull();
  });

  it('carries the code and the string params of the answer', async () => {
    fetchMock.mockResolvedValueOnce(
      errorResponse(400, "Address not found: 'Nowhere'.", {
        code: 'ADDRESS_NOT_FOUND',
        params: { address: 'Nowhere', extra: 3 } as unknown as Record<string, string>,
      }),
    );
    const error = await apiFetch('/transport/calculate').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      code: 'ADDRESS_NOT_FOUND',
      params: { address: 'Nowhere' },
      serverMessage: "Address not found: 'Nowhere'.",
    });
    expect((error as ApiError).params).not.toHaveProperty('extra');

    fetchMock.mockResolvedValueOnce(errorResponse(409, 'Taken.'));
    const bare = await apiFetch('/register').catch((e: unknown) => e);
    expect(bare).toMatchObject({ code: undefined, params: undefined, serverMessage: 'Taken.' });
  });

  it('hands every 401 to the app, saying whether a token was sent', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockImplementation(async () => errorResponse(401, 'Not authenticated.'));
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
    fetchMock.mockImplementation(async () => errorResponse(401, 'Not authenticated.'));
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
    const headers = fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer link.token.y');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await apiFetch('/health').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
    expect(serverMessage(error)).toBeNull();
  });

  it('aborts with code ECONNABORTED after its timeout', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const error = await apiFetch('/solutions/match', { timeoutMs: 20 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ECONNABORTED' });
  });
});

describe('apiDownload', () => {
  it('answers the file and the name of its Content-Disposition, sent with the token', async () => {
    writeCookie(ACCESS_TOKEN_COOKIE, 'abc.def.ghi', 60);
    fetchMock.mockResolvedValueOnce(
      new Response('%PDF-1.7', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="report-2026.pdf"',
        },
      }),
    );
    const file = await apiDownload('/me/reports/r1/pdf?lang=de');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${API_BASE}/me/reports/r1/pdf?lang=de`);
    expect(sentHeaders()).toMatchObject({ Authorization: 'Bearer abc.def.ghi' });
    expect(file.filename).toBe('report-2026.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('fails as apiFetch does, with the server message', async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(404, 'Report not found'));
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
