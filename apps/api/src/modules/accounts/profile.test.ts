import { findUserByEmail, passwordResetTokens } from '@foodhub/db';
import { passwordMessages, registrationMessages } from '@foodhub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, signedInUser } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { accountMessages } from './accounts.messages';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Alpine-hut-2025';

const changePassword = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/tool/api/user/password',
    headers,
    payload: payload as object,
  });
const updateProfile = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/tool/api/user/profile',
    headers,
    payload: payload as object,
  });
const userInfo = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/tool/api/user/info', headers: bearer(token) });

const NOT_AUTHENTICATED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Not authenticated. Please log in.',
  code: 'NOT_AUTHENTICATED',
};

/** The profile of the registration fixture (test/fixtures registration()). */
const profile = {
  firstName: 'Anna',
  lastName: 'Berger',
  streetAddress: 'Hauptplatz 1',
  city: 'Graz',
  postalCode: '8010',
  country: 'Austria',
  accountType: 'individual',
  company: null,
};

describe('PUT /user/password', () => {
  it('sets the new password: login works with it and no longer with the old one', async () => {
    const { email, password, token } = await signedInUser(ctx);
    const res = await changePassword(
      { currentPassword: password, newPassword: NEW_PASSWORD },
      bearer(token),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: accountMessages.passwordChanged,
      code: 'PASSWORD_CHANGED',
    });

    expect((await login(ctx, email, password)).statusCode).toBe(401);
    const again = await login(ctx, email, NEW_PASSWORD);
    expect(again.statusCode).toBe(200);
    // The token used for the change keeps working until it expires.
    expect((await userInfo(token)).statusCode).toBe(200);
    // Stored as argon2id, like the passwords registration chooses.
    const user = await findUserByEmail(ctx.deps.db, email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(NEW_PASSWORD);
  });

  it('answers 403 CURRENT_PASSWORD_WRONG for a wrong current password and changes nothing', async () => {
    const { email, password, token } = await signedInUser(ctx);
    const res = await changePassword(
      { currentPassword: `${password}x`, newPassword: NEW_PASSWORD },
      bearer(token),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: accountMessages.currentPasswordWrong,
      code: 'CURRENT_PASSWORD_WRONG',
    });
    expect((await login(ctx, email, password)).statusCode).toBe(200);
    expect((await login(ctx, email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it.each([
    ['too short', 'abcde1234'],
    ['without a digit', 'only-letters-here'],
    ['without a letter', '1234567890-'],
  ])('answers 400 for a weak new password (%s)', async (_case, newPassword) => {
    const { email, password, token } = await signedInUser(ctx);
    const res = await changePassword({ currentPassword: password, newPassword }, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `newPassword: ${passwordMessages.tooWeak}`,
    });
    expect((await login(ctx, email, password)).statusCode).toBe(200);
  });

  it('answers 400 PASSWORD_TOO_COMMON for a common password, whatever its case', async () => {
    const { email, password, token } = await signedInUser(ctx);
    // Each meets the rule (10 characters, a letter and a digit) and is on the shipped list.
    for (const newPassword of ['password123', 'Password123', 'QWERTY12345', '1q2w3e4r5t']) {
      const res = await changePassword({ currentPassword: password, newPassword }, bearer(token));
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: accountMessages.passwordTooCommon,
        code: 'PASSWORD_TOO_COMMON',
      });
    }
    expect((await login(ctx, email, password)).statusCode).toBe(200);
    expect((await login(ctx, email, 'Password123')).statusCode).toBe(401);
  });

  it('answers 400 when the new password is the current one', async () => {
    const { password, token } = await signedInUser(ctx);
    const res = await changePassword(
      { currentPassword: password, newPassword: password },
      bearer(token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`newPassword: ${passwordMessages.sameAsCurrent}`);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['no current password', { newPassword: NEW_PASSWORD }],
    ['an empty current password', { currentPassword: '', newPassword: NEW_PASSWORD }],
    ['a number as new password', { currentPassword: 'x', newPassword: 12345678901 }],
    ['an unknown field', { currentPassword: 'x', newPassword: NEW_PASSWORD, email: 'a@b.at' }],
    [
      'a new password over 200 characters',
      { currentPassword: 'x', newPassword: `a1${'b'.repeat(199)}` },
    ],
  ])('answers 400 for an invalid body (%s)', async (_case, payload) => {
    const { token } = await signedInUser(ctx);
    const res = await changePassword(payload, bearer(token));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers 401 without a valid token, before looking at the body', async () => {
    const valid = { currentPassword: 'whatever-1', newPassword: NEW_PASSWORD };
    for (const headers of [{}, bearer('not-a-token')]) {
      for (const payload of [valid, {}]) {
        const res = await changePassword(payload, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(NOT_AUTHENTICATED);
      }
    }
  });

  it('spends the open reset links of the account', async () => {
    const { email, password, token } = await signedInUser(ctx);
    await ctx.app.inject({ method: 'POST', url: '/tool/api/reset-password', payload: { email } });
    const user = await findUserByEmail(ctx.deps.db, email);
    const openLinks = async () =>
      (
        await ctx.deps.db
          .select()
          .from(passwordResetTokens)
          .where(eq(passwordResetTokens.userId, user!.id))
      ).filter((row) => row.usedAt === null);
    await expect.poll(async () => (await openLinks()).length).toBe(1);

    const res = await changePassword(
      { currentPassword: password, newPassword: NEW_PASSWORD },
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    expect(await openLinks()).toEqual([]);
  });

  it('is rate-limited like login', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: '2' } });
    try {
      const { token } = await signedInUser(limited);
      const attempt = () =>
        limited.app.inject({
          method: 'PUT',
          url: '/tool/api/user/password',
          headers: bearer(token),
          payload: { currentPassword: 'guess-number-1', newPassword: NEW_PASSWORD },
        });
      expect((await attempt()).statusCode).toBe(403);
      expect((await attempt()).statusCode).toBe(403);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});

describe('PUT /user/profile', () => {
  it('stores the changed fields and answers the updated user info', async () => {
    const { email, password, token } = await signedInUser(ctx);
    const changed = {
      ...profile,
      firstName: ' Anna Maria ',
      streetAddress: 'Herrengasse 16',
      city: 'Klagenfurt',
      postalCode: '9020',
      accountType: 'company',
      company: 'Berger Feinkost GmbH',
    };
    const res = await updateProfile(changed, bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      email,
      firstName: 'Anna Maria',
      lastName: 'Berger',
      streetAddress: 'Herrengasse 16',
      city: 'Klagenfurt',
      postalCode: '9020',
      country: 'Austria',
      accountType: 'company',
      company: 'Berger Feinkost GmbH',
      roles: [],
      emailConfirmed: false,
      language: null,
    };
    expect(res.json()).toEqual(expected);
    expect((await userInfo(token)).json()).toEqual(expected);
    // E-mail and password stay as they were.
    expect((await login(ctx, email, password)).statusCode).toBe(200);
  });

  it('drops the company of a private person', async () => {
    const { token } = await signedInUser(ctx, { accountType: 'company', company: 'Huber KG' });
    const res = await updateProfile(
      { ...profile, accountType: 'individual', company: 'Huber KG' },
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accountType: 'individual', company: null });
  });

  it('asks a company for its name, with the registration message', async () => {
    const { token } = await signedInUser(ctx);
    const res = await updateProfile(
      { ...profile, accountType: 'company', company: '  ' },
      bearer(token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`company: ${registrationMessages.companyRequired}`);
    expect((await userInfo(token)).json()).toMatchObject({ accountType: 'individual' });
  });

  it.each([
    ['no body', undefined],
    ['a missing first name', { ...profile, firstName: undefined }],
    ['a blank city', { ...profile, city: '   ' }],
    ['a bad postal code', { ...profile, postalCode: '80#10' }],
    ['an unknown account type', { ...profile, accountType: 'admin' }],
    ['a name over 200 characters', { ...profile, lastName: 'B'.repeat(201) }],
    ['the e-mail, which is not changed here', { ...profile, email: 'new@example.at' }],
    ['roles', { ...profile, roles: ['admin'] }],
  ])('answers 400 for an invalid body (%s) and changes nothing', async (_case, payload) => {
    const { token } = await signedInUser(ctx);
    const before = (await userInfo(token)).json();
    const res = await updateProfile(payload, bearer(token));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect((await userInfo(token)).json()).toEqual(before);
  });

  it('answers the postal code message of registration', async () => {
    const { token } = await signedInUser(ctx);
    const res = await updateProfile({ ...profile, postalCode: '1' }, bearer(token));
    expect(res.json().message).toBe(`postalCode: ${registrationMessages.postalCodeInvalid}`);
  });

  it('answers 401 without a valid token, before looking at the body', async () => {
    for (const headers of [{}, bearer('not-a-token')]) {
      for (const payload of [profile, { nonsense: true }]) {
        const res = await updateProfile(payload, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(NOT_AUTHENTICATED);
      }
    }
  });

  it('changes only the signed-in account', async () => {
    const other = await signedInUser(ctx);
    const { token } = await signedInUser(ctx);
    expect((await updateProfile({ ...profile, city: 'Linz' }, bearer(token))).statusCode).toBe(200);
    expect((await userInfo(other.token)).json()).toMatchObject({ city: 'Graz' });
  });
});

describe('OpenAPI document', () => {
  it('names both routes and declares the bearer login', async () => {
    const doc = (await ctx.app.inject({ url: '/tool/api/docs/json' })).json();
    const password = doc.paths['/tool/api/user/password'].put;
    const profileRoute = doc.paths['/tool/api/user/profile'].put;
    expect(password.operationId).toBe('changeUserPassword');
    expect(profileRoute.operationId).toBe('updateUserProfile');
    for (const op of [password, profileRoute]) {
      expect(op.tags).toEqual(['accounts']);
      expect(op.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
    }
    expect(Object.keys(password.responses)).toEqual(expect.arrayContaining(['403', '429']));
    expect(password.requestBody.content['application/json'].schema.required).toEqual([
      'currentPassword',
      'newPassword',
    ]);
  });
});
