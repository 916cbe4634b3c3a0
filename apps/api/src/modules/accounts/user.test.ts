import { analyticsEvents, findUserByEmail, passwordResetTokens } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registration, signedInUser } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { accountMessages } from './accounts.messages';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const userInfo = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/tool/api/user/info', headers: bearer(token) });
const deleteAccount = (token: string) =>
  ctx.app.inject({ method: 'DELETE', url: '/tool/api/user/account', headers: bearer(token) });

describe('GET /user/info', () => {
  it('answers the account fields and the address of a private person', async () => {
    const { email, token } = await signedInUser(ctx, { firstName: 'Anna', lastName: 'Berger' });
    const res = await userInfo(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email,
      accountType: 'individual',
      company: null,
      firstName: 'Anna',
      lastName: 'Berger',
      streetAddress: 'Hauptplatz 1',
      city: 'Graz',
      postalCode: '8010',
      country: 'Austria',
      roles: [],
      // Until the link of the registration mail is opened.
      emailConfirmed: false,
      // Until the user chooses one (PUT /user/language) or registers with one.
      language: null,
    });
  });

  it('answers the company of a company account', async () => {
    const { token } = await signedInUser(ctx, { accountType: 'company', company: 'Huber KG' });
    expect((await userInfo(token)).json()).toMatchObject({
      accountType: 'company',
      company: 'Huber KG',
    });
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/tool/api/user/info' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Not authenticated. Please log in.',
      code: 'NOT_AUTHENTICATED',
    });
  });
});

describe('DELETE /user/account', () => {
  it('deletes the account with its reset tokens and analytics, and its token stops working', async () => {
    const { email, token } = await signedInUser(ctx);
    const user = await findUserByEmail(ctx.deps.db, email);
    await ctx.app.inject({ method: 'POST', url: '/tool/api/reset-password', payload: { email } });
    await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/analytics/events',
      headers: bearer(token),
      payload: {
        events: [{ type: 'page_view', name: 'page_view', path: '/tool', clientId: 'c1' }],
      },
    });
    const rowsOf = async () => ({
      tokens: (await ctx.deps.db.select().from(passwordResetTokens)).filter(
        (r) => r.userId === user?.id,
      ),
      events: (await ctx.deps.db.select().from(analyticsEvents)).filter(
        (r) => r.userId === user?.id,
      ),
    });
    expect(await rowsOf()).toMatchObject({
      tokens: [expect.anything()],
      events: [expect.anything()],
    });

    const res = await deleteAccount(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: accountMessages.accountDeleted,
      code: 'ACCOUNT_DELETED',
    });

    expect(await findUserByEmail(ctx.deps.db, email)).toBeUndefined();
    expect(await rowsOf()).toEqual({ tokens: [], events: [] });
    expect((await userInfo(token)).statusCode).toBe(401);
    expect((await deleteAccount(token)).statusCode).toBe(401);
  });

  it('frees the e-mail for a new registration', async () => {
    const { email, token } = await signedInUser(ctx);
    expect((await deleteAccount(token)).statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/register',
      payload: registration({ email }),
    });
    expect(again.statusCode).toBe(200);
    // The old token does not open the new account.
    expect((await userInfo(token)).statusCode).toBe(401);
  });

  it('deletes only the signed-in account', async () => {
    const keep = await signedInUser(ctx);
    const gone = await signedInUser(ctx);
    expect((await deleteAccount(gone.token)).statusCode).toBe(200);
    expect((await userInfo(keep.token)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/tool/api/user/account' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('NOT_AUTHENTICATED');
  });
});
