import { MAX_SESSIONS_PER_USER, userSessions } from '@foodhub/db';
import { ACCESS_TOKEN_TTL_SECONDS } from '@foodhub/domain';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, signedInUser, tokenFromResetMail } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

// A token is accepted only while the session it names is open: logout, a password change and a
// password reset end sessions before their tokens expire.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const NOT_AUTHENTICATED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Not authenticated. Please log in.',
  code: 'NOT_AUTHENTICATED',
};

const userInfo = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/tool/api/user/info', headers: bearer(token) });
const logout = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/tool/api/logout', headers });

/** A second login of the same account (another device): its own session and token. */
async function secondLogin(email: string, password: string): Promise<string> {
  const res = await login(ctx, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

/** A token signed with the server's secret, with the claims a test chooses. */
function signed(claims: Record<string, unknown>, sub: string, expiresIn = '1h') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer('alpine-food-hub')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(ctx.deps.config.jwtSecret));
}

const sessionOf = (token: string) => decodeJwt(token).sid as string;

describe('POST /login opens a session', () => {
  it('names it in the token, expiring with the token', async () => {
    const { token } = await signedInUser(ctx);
    const claims = decodeJwt(token);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await ctx.deps.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.id, claims.sid as string));
    expect(row).toMatchObject({ userId: claims.sub, revokedAt: null });
    expect(row!.expiresAt.getTime()).toBe((claims.exp ?? 0) * 1000);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(ACCESS_TOKEN_TTL_SECONDS);
  });

  it('gives every login its own session and deletes the account’s expired ones', async () => {
    const { email, password, token } = await signedInUser(ctx);
    const userId = decodeJwt(token).sub as string;
    await ctx.deps.db
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userSessions.id, sessionOf(token)));
    const other = await signedInUser(ctx);

    const again = await secondLogin(email, password);
    expect(sessionOf(again)).not.toBe(sessionOf(token));
    const rows = await ctx.deps.db
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(eq(userSessions.userId, userId));
    expect(rows).toEqual([{ id: sessionOf(again) }]);
    // Another account's sessions are left alone.
    expect((await userInfo(other.token)).statusCode).toBe(200);
  });
});

describe('sessions of one account', () => {
  it('are kept to the newest MAX_SESSIONS_PER_USER: a login beyond them ends the oldest', async () => {
    const { email, password, token } = await signedInUser(ctx);
    const userId = decodeJwt(token).sub as string;
    const expiresAt = new Date(Date.now() + 3_600_000);
    await ctx.deps.db.insert(userSessions).values(
      Array.from({ length: MAX_SESSIONS_PER_USER }, (_, i) => ({
        userId,
        expiresAt,
        createdAt: new Date(Date.now() - 60_000 + i),
      })),
    );
    // The first login is the oldest session.
    await ctx.deps.db
      .update(userSessions)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(userSessions.id, sessionOf(token)));
    const newest = await secondLogin(email, password);
    const rows = await ctx.deps.db
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(eq(userSessions.userId, userId));
    expect(rows).toHaveLength(MAX_SESSIONS_PER_USER);
    expect((await userInfo(newest)).statusCode).toBe(200);
    expect((await userInfo(token)).json()).toEqual(NOT_AUTHENTICATED);
  });
});

describe('POST /logout', () => {
  it('ends the calling session: its token is refused from then on, the other session goes on', async () => {
    const { email, password, token } = await signedInUser(ctx);
    const otherDevice = await secondLogin(email, password);
    expect((await userInfo(token)).statusCode).toBe(200);

    const res = await logout(bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been logged out.', code: 'LOGGED_OUT' });

    const refused = await userInfo(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(NOT_AUTHENTICATED);
    expect((await userInfo(otherDevice)).statusCode).toBe(200);
  });

  it('answers the same when called again with the ended session’s token', async () => {
    const { token } = await signedInUser(ctx);
    expect((await logout(bearer(token))).statusCode).toBe(200);
    const again = await logout(bearer(token));
    expect(again.statusCode).toBe(200);
    expect(again.json().code).toBe('LOGGED_OUT');
    expect((await userInfo(token)).statusCode).toBe(401);
  });

  it('answers 401 without a token, for a bad one and for a session it does not know', async () => {
    const { token } = await signedInUser(ctx);
    const sub = decodeJwt(token).sub as string;
    for (const headers of [
      {},
      bearer('garbage'),
      bearer(await signed({ sid: crypto.randomUUID() }, sub)),
      bearer(await signed({}, sub)),
    ]) {
      const res = await logout(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NOT_AUTHENTICATED);
    }
    expect((await userInfo(token)).statusCode).toBe(200);
  });

  it('cannot end another account’s session', async () => {
    const victim = await signedInUser(ctx);
    const attacker = await signedInUser(ctx);
    const forged = await signed(
      { sid: sessionOf(victim.token) },
      decodeJwt(attacker.token).sub as string,
    );
    expect((await logout(bearer(forged))).statusCode).toBe(401);
    expect((await userInfo(victim.token)).statusCode).toBe(200);
  });
});

describe('PUT /user/password', () => {
  it('ends every other session of the account and keeps the one that changed it', async () => {
    const { email, password, token } = await signedInUser(ctx);
    const otherDevice = await secondLogin(email, password);
    const bystander = await signedInUser(ctx);

    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/tool/api/user/password',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: 'Alpine-hut-2025' },
    });
    expect(res.statusCode, res.body).toBe(200);

    expect((await userInfo(token)).statusCode).toBe(200);
    const refused = await userInfo(otherDevice);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(NOT_AUTHENTICATED);
    expect((await userInfo(bystander.token)).statusCode).toBe(200);
    // A new login with the new password opens a working session.
    expect((await userInfo(await secondLogin(email, 'Alpine-hut-2025'))).statusCode).toBe(200);
  });

  it('ends no session when the current password is wrong', async () => {
    const { email, password, token } = await signedInUser(ctx);
    const otherDevice = await secondLogin(email, password);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/tool/api/user/password',
      headers: bearer(token),
      payload: { currentPassword: `${password}x`, newPassword: 'Alpine-hut-2025' },
    });
    expect(res.statusCode).toBe(403);
    expect((await userInfo(otherDevice)).statusCode).toBe(200);
  });
});

describe('GET /reset-password/confirm/:token', () => {
  it('ends every session of the account', async () => {
    const { email, password, token } = await signedInUser(ctx);
    const otherDevice = await secondLogin(email, password);
    const bystander = await signedInUser(ctx);

    const request = await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/reset-password',
      payload: { email },
    });
    expect(request.statusCode).toBe(200);
    const resetToken = tokenFromResetMail(ctx.mailer.last()?.text ?? '');
    const confirmed = await ctx.app.inject({
      url: `/tool/api/reset-password/confirm/${resetToken}`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    for (const old of [token, otherDevice]) {
      const refused = await userInfo(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(NOT_AUTHENTICATED);
    }
    expect((await userInfo(bystander.token)).statusCode).toBe(200);
    const newPassword = confirmed.json().password as string;
    expect((await userInfo(await secondLogin(email, newPassword))).statusCode).toBe(200);
  });
});

describe('tokens whose session is not open', () => {
  it('refuses a validly signed token without a session id', async () => {
    const { token } = await signedInUser(ctx);
    const withoutSession = await signed({}, decodeJwt(token).sub as string);
    const res = await userInfo(withoutSession);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('refuses a forged session id, another account’s session and a malformed one', async () => {
    const { token } = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const sub = decodeJwt(token).sub as string;
    const forged = {
      'unknown session': await signed({ sid: crypto.randomUUID() }, sub),
      'another account’s session': await signed({ sid: sessionOf(other.token) }, sub),
      'not a uuid': await signed({ sid: "x' or 1=1 --" }, sub),
      'a number': await signed({ sid: 42 }, sub),
    };
    for (const [name, bad] of Object.entries(forged)) {
      const res = await userInfo(bad);
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toEqual(NOT_AUTHENTICATED);
    }
    expect((await userInfo(token)).statusCode).toBe(200);
    expect((await userInfo(other.token)).statusCode).toBe(200);
  });

  it('refuses the token of an expired session, even when the token itself has not expired', async () => {
    const { token } = await signedInUser(ctx);
    await ctx.deps.db
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userSessions.id, sessionOf(token)));
    const res = await userInfo(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_AUTHENTICATED);
    // Nor can it be logged out: the session is over.
    expect((await logout(bearer(token))).statusCode).toBe(401);
  });

  it('refuses every session of a deleted account (its rows go with it)', async () => {
    const { token } = await signedInUser(ctx);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/tool/api/user/account',
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    const rows = await ctx.deps.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.id, sessionOf(token)));
    expect(rows).toEqual([]);
    expect((await userInfo(token)).statusCode).toBe(401);
  });
});

describe('OpenAPI document', () => {
  it('describes logoutUser as a bearer call of the accounts', async () => {
    const doc = (await ctx.app.inject({ url: '/tool/api/docs/json' })).json();
    const op = doc.paths['/tool/api/logout'].post;
    expect(op).toMatchObject({
      operationId: 'logoutUser',
      tags: ['accounts'],
      security: [{ bearerAuth: [] }],
    });
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401']));
    const password = doc.paths['/tool/api/user/password'].put;
    expect(password.description).toContain('the token that made the change stays valid');
    expect(password.description).not.toContain('tokens already issued stay valid');
  });
});
