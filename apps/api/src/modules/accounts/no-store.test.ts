import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration, registerUser, tokenFromResetMail } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

// A password or an access token in an answer must not stay in a browser's or a proxy's cache.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/tool/api${url}`, payload });

describe('answers that carry a secret', () => {
  it('are no-store at registration, also when refused', async () => {
    const body = registration();
    const registered = await post('/register', body);
    expect(registered.json().password).toEqual(expect.any(String));
    expect(registered.headers['cache-control']).toBe('no-store');
    const taken = await post('/register', body);
    expect(taken.statusCode).toBe(409);
    expect(taken.headers['cache-control']).toBe('no-store');
  });

  it('are no-store at login, also when refused', async () => {
    const { email, password } = await registerUser(ctx);
    const ok = await post('/login', { email, password });
    expect(ok.json().access_token).toEqual(expect.any(String));
    expect(ok.headers['cache-control']).toBe('no-store');
    const wrong = await post('/login', { email, password: `${password}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it('are no-store at the reset confirmation, also when refused', async () => {
    const { email } = await registerUser(ctx);
    expect((await post('/reset-password', { email })).statusCode).toBe(200);
    await expect.poll(() => ctx.mailer.last()?.text ?? '').toContain('/reset-password?token=');
    const token = tokenFromResetMail(ctx.mailer.last()!.text);
    const confirmUrl = (t: string) => `/tool/api/reset-password/confirm/${t}`;

    const reset = await ctx.app.inject({ url: confirmUrl(token) });
    expect(reset.json().password).toEqual(expect.any(String));
    expect(reset.headers['cache-control']).toBe('no-store');
    const spent = await ctx.app.inject({ url: confirmUrl(token) });
    expect(spent.statusCode).toBe(400);
    expect(spent.headers['cache-control']).toBe('no-store');
  });
});
