import { findUserByEmail } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, registration, signedInUser } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

// The interface language kept on the account: chosen on one device, applied at the next login
// on any other (the browser keeps its own copy under 'language').

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const userInfo = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/tool/api/user/info', headers: bearer(token) });
const putLanguage = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url: '/tool/api/user/language', headers, payload });

describe('PUT /user/language', () => {
  it('keeps the language for the account: a login elsewhere reads it', async () => {
    const { email, password, token } = await signedInUser(ctx);
    expect((await userInfo(token)).json().language).toBeNull();

    const res = await putLanguage({ language: 'sl' }, bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email, language: 'sl' });

    // Another device: a new session of the same account.
    const elsewhere = await login(ctx, email, password);
    const info = await userInfo(elsewhere.json().access_token as string);
    expect(info.json().language).toBe('sl');

    // Changed again: the last choice is kept.
    expect((await putLanguage({ language: 'de' }, bearer(token))).json().language).toBe('de');
    expect((await userInfo(token)).json().language).toBe('de');
  });

  it.each([
    [{ language: 'es' }],
    [{ language: 'DE' }],
    [{ language: 'de-AT' }],
    [{ language: 7 }],
    [{}],
  ])('refuses %j with 400 and says which languages there are', async (payload) => {
    const { email, token } = await signedInUser(ctx);
    const res = await putLanguage(payload, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('language must be one of en, de, sl, it, fr');
    expect((await findUserByEmail(ctx.deps.db, email))?.language).toBeNull();
  });

  it('answers 401 without a login, whatever the body', async () => {
    for (const payload of [{ language: 'de' }, { language: 'xx' }]) {
      const res = await putLanguage(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('NOT_AUTHENTICATED');
    }
  });
});

describe('POST /register with a language', () => {
  it('keeps the language sent and writes the mail in it', async () => {
    const body = registration({ language: 'it' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/register',
      // The interface's choice wins over the browser's header.
      headers: { 'accept-language': 'de-AT,de;q=0.9' },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ctx.mailer.last()?.text.split('\n')[0]).toBe('Gentile Anna,');
    const signedIn = await login(ctx, body.email, res.json().password as string);
    expect((await userInfo(signedIn.json().access_token as string)).json().language).toBe('it');
  });

  it('keeps none when none is sent', async () => {
    const { token } = await signedInUser(ctx);
    expect((await userInfo(token)).json().language).toBeNull();
  });

  it('refuses a language the interface does not have', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/register',
      payload: registration({ language: 'es' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('language');
  });
});

describe('GET /me/export', () => {
  it('holds the account’s language', async () => {
    const { token } = await signedInUser(ctx, { language: 'fr' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/tool/api/me/export',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().account.language).toBe('fr');
  });
});
