import { findUserByEmail } from '@foodhub/db';
import { ACCESS_TOKEN_TTL_SECONDS } from '@foodhub/domain';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, registerUser, signedInUser } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { accountMessages } from './accounts.messages';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const userInfo = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/tool/api/user/info', headers });

const signed = (secret: string, build: (jwt: SignJWT) => SignJWT) =>
  build(new SignJWT({}).setProtectedHeader({ alg: 'HS256' })).sign(
    new TextEncoder().encode(secret),
  );

describe('POST /login', () => {
  it('answers a 10-hour bearer token and the analytics id for the registered password', async () => {
    const { email, password } = await registerUser(ctx);
    const res = await login(ctx, email, password);

    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const user = await findUserByEmail(ctx.deps.db, email);
    expect(answer).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 36000,
      ga_user_id: user?.gaUserId,
    });
    const claims = decodeJwt(answer.access_token);
    expect(claims.sub).toBe(user?.id);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(ACCESS_TOKEN_TTL_SECONDS);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const { email, password } = await registerUser(ctx);
    expect((await login(ctx, ` ${email.toUpperCase()} `, password)).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email, password } = await registerUser(ctx);
    const expected = {
      statusCode: 401,
      error: 'Unauthorized',
      message: accountMessages.loginFailed,
      code: 'LOGIN_FAILED',
    };

    const wrongPassword = await login(ctx, email, `${password}x`);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(expected);

    const unknown = await login(ctx, 'nobody@example.at', password);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(expected);
  });

  it.each([
    ['missing e-mail', { password: 'x' }, 'email: Email is required'],
    ['missing password', { email: 'a@example.at' }, 'password: Password is required'],
    ['empty password', { email: 'a@example.at', password: '' }, 'password: Password is required'],
    [
      'password of the wrong type',
      { email: 'a@example.at', password: 123 },
      'password: Password is required',
    ],
    [
      'oversized password',
      { email: 'a@example.at', password: 'x'.repeat(201) },
      'password: At most 200',
    ],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/tool/api/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json().code).toBeUndefined();
  });
});

describe('bearer tokens', () => {
  it('opens protected routes with the token from login', async () => {
    const { email, token } = await signedInUser(ctx);
    const res = await userInfo(bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(email);
  });

  it('answers 401 for a missing, garbage, tampered, foreign, expired or wrong-subject token', async () => {
    const { token } = await signedInUser(ctx);
    const sub = decodeJwt(token).sub ?? '';
    const secret = ctx.deps.config.jwtSecret;
    const [head, body, signature = ''] = token.split('.');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const past = Math.floor(Date.now() / 1000) - 3600;
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;

    const cases: Record<string, Record<string, string>> = {
      none: {},
      empty: { authorization: 'Bearer ' },
      garbage: bearer('garbage'),
      'not a JWT but three parts': bearer('a.b.c'),
      'basic scheme': { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      tampered: bearer(`${head}.${body}.${flipped}`),
      'alg none': bearer(unsigned),
      'other secret': bearer(
        await signed('another-secret-another-secret-0123456', (j) =>
          j.setSubject(sub).setIssuer('alpine-food-hub').setExpirationTime('1h'),
        ),
      ),
      expired: bearer(
        await signed(secret, (j) =>
          j
            .setSubject(sub)
            .setIssuer('alpine-food-hub')
            .setIssuedAt(past - 60)
            .setExpirationTime(past),
        ),
      ),
      'other issuer': bearer(
        await signed(secret, (j) => j.setSubject(sub).setIssuer('someone').setExpirationTime('1h')),
      ),
      'subject not a user id': bearer(
        await signed(secret, (j) =>
          j.setSubject("x' or 1=1").setIssuer('alpine-food-hub').setExpirationTime('1h'),
        ),
      ),
      'subject of no user': bearer(
        await signed(secret, (j) =>
          j
            .setSubject('00000000-0000-4000-8000-000000000000')
            .setIssuer('alpine-food-hub')
            .setExpirationTime('1h'),
        ),
      ),
    };
    for (const [name, headers] of Object.entries(cases)) {
      const res = await userInfo(headers);
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Not authenticated. Please log in.',
        code: 'NOT_AUTHENTICATED',
      });
    }
  });
});

describe('rate limits', () => {
  it('answers 429 on the 4th attempt per route when RATE_LIMIT_AUTH_MAX is 3', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: '3' } });
    try {
      const attempt = (url: string, payload: object) =>
        limited.app.inject({ method: 'POST', url, payload });
      const credentials = { email: 'nobody@example.at', password: 'wrong' };
      for (let i = 0; i < 3; i++) {
        expect((await attempt('/tool/api/login', credentials)).statusCode).toBe(401);
      }
      const blocked = await attempt('/tool/api/login', credentials);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(blocked.json().message).toMatch(
        /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
      );
      // The wait is also sent on its own, for clients that show the answer in another language.
      const seconds = /(\d+) seconds/.exec(blocked.json().message)?.[1];
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', params: { seconds } });
      expect(blocked.headers['retry-after']).toBeDefined();

      // The other credential endpoints count on their own and are limited too.
      const reset = { email: 'nobody@example.at' };
      for (let i = 0; i < 3; i++) {
        expect((await attempt('/tool/api/reset-password', reset)).statusCode).toBe(200);
      }
      const resetBlocked = await attempt('/tool/api/reset-password', reset);
      expect(resetBlocked.statusCode).toBe(429);
      expect(resetBlocked.json().code).toBe('RATE_LIMITED');

      const confirm = () => limited.app.inject({ url: '/tool/api/reset-password/confirm/abc' });
      for (let i = 0; i < 3; i++) expect((await confirm()).statusCode).toBe(400);
      const confirmBlocked = await confirm();
      expect(confirmBlocked.statusCode).toBe(429);
      expect(confirmBlocked.json().code).toBe('RATE_LIMITED');

      for (let i = 0; i < 3; i++) {
        expect((await attempt('/tool/api/register', {})).statusCode).toBe(400);
      }
      const registerBlocked = await attempt('/tool/api/register', {});
      expect(registerBlocked.statusCode).toBe(429);
      expect(registerBlocked.json().code).toBe('RATE_LIMITED');

      // Routes without a credential are not limited.
      expect((await limited.app.inject({ url: '/tool/api/health' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
