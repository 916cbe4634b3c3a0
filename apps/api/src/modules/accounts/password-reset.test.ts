import { findPasswordResetToken, passwordResetTokens } from '@foodhub/db';
import { RESET_TOKEN_TTL_SECONDS } from '@foodhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerUser, tokenFromResetMail } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { newPasswordMail, resetLinkMail } from './account-mails';
import { accountMessages } from './accounts.messages';
import { hashResetToken } from './reset-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const requestReset = (email: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/tool/api/reset-password', headers, payload: { email } });
const confirm = (token: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/tool/api/reset-password/confirm/${token}`, headers });

/** Requests a reset for the e-mail and returns the token from the mailed link. */
async function mailedToken(email: string): Promise<string> {
  const before = ctx.mailer.sent.length;
  expect((await requestReset(email)).statusCode).toBe(200);
  expect(ctx.mailer.sent).toHaveLength(before + 1);
  return tokenFromResetMail(ctx.mailer.last()?.text ?? '');
}

describe('POST /reset-password', () => {
  it('mails a link with a random token and stores only its hash', async () => {
    const { email } = await registerUser(ctx);
    const started = Date.now();
    const res = await requestReset(email.toUpperCase());

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: accountMessages.resetRequested,
      code: 'RESET_REQUESTED',
    });
    const mail = ctx.mailer.last();
    expect(mail?.to).toBe(email);
    const linkLine = `${ctx.deps.config.publicUrl}/tool/reset-password?token=`;
    expect(mail?.text.split('\n').some((line) => line.startsWith(linkLine))).toBe(true);

    const token = tokenFromResetMail(mail?.text ?? '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await findPasswordResetToken(ctx.deps.db, hashResetToken(token));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.usedAt).toBeNull();
    const ttl = (stored?.expiresAt.getTime() ?? 0) - started;
    expect(ttl).toBeGreaterThanOrEqual(RESET_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect(ttl).toBeLessThanOrEqual(RESET_TOKEN_TTL_SECONDS * 1000 + 5000);
    expect(await findPasswordResetToken(ctx.deps.db, token)).toBeUndefined();
  });

  it('answers the same for an e-mail without an account, and sends nothing', async () => {
    const before = ctx.mailer.sent.length;
    const res = await requestReset('nobody@example.at');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: accountMessages.resetRequested,
      code: 'RESET_REQUESTED',
    });
    expect(ctx.mailer.sent).toHaveLength(before);
  });

  it.each([
    ['missing', undefined],
    ['blank', '   '],
    ['a number', 42],
  ])('answers 400 when the e-mail is %s', async (_case, email) => {
    const res = await requestReset(email);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('email: Please enter your email first.');
    // Schema validation: the message names the field, there is no code.
    expect(res.json().code).toBeUndefined();
  });
});

describe('GET /reset-password/confirm/:token', () => {
  it('sets a new password, shows it when not mailed, and the old one stops working', async () => {
    const { email, password: oldPassword } = await registerUser(ctx);
    const token = await mailedToken(email);

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    const { message, code, password } = res.json();
    expect(message).toBe(accountMessages.resetShown);
    expect(code).toBe('RESET_PASSWORD_SHOWN');
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{16,}$/);
    expect(password).not.toBe(oldPassword);
    expect(ctx.mailer.last()?.to).toBe(email);
    expect(ctx.mailer.last()?.text).toContain(password);

    expect((await login(ctx, email, oldPassword)).statusCode).toBe(401);
    expect((await login(ctx, email, password)).statusCode).toBe(200);
  });

  it('answers without the password when the new one is mailed', async () => {
    const { email } = await registerUser(ctx);
    const token = await mailedToken(email);
    ctx.mailer.delivered = true;
    try {
      const res = await confirm(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: accountMessages.resetMailed,
        code: 'RESET_PASSWORD_MAILED',
      });
      const mailed = /Your new password: (\S+)/.exec(ctx.mailer.last()?.text ?? '')?.[1] ?? '';
      expect((await login(ctx, email, mailed)).statusCode).toBe(200);
    } finally {
      ctx.mailer.delivered = false;
    }
  });

  it('accepts a token once', async () => {
    const { email } = await registerUser(ctx);
    const token = await mailedToken(email);
    expect((await confirm(token)).statusCode).toBe(200);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: accountMessages.resetTokenInvalid,
      code: 'RESET_TOKEN_INVALID',
    });
  });

  it('lets only one of two simultaneous requests spend the token', async () => {
    const { email } = await registerUser(ctx);
    const token = await mailedToken(email);
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers.find((a) => a.statusCode === 200)?.json().password;
    expect((await login(ctx, email, winner)).statusCode).toBe(200);
  });

  it('refuses an expired token and leaves the password unchanged', async () => {
    const { email, password } = await registerUser(ctx);
    const token = await mailedToken(email);
    await ctx.deps.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });

    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(accountMessages.resetTokenExpired);
    expect(res.json().message).toContain('expired');
    expect(res.json().code).toBe('RESET_TOKEN_EXPIRED');
    expect((await login(ctx, email, password)).statusCode).toBe(200);
  });

  it('spends older open links once a reset succeeded', async () => {
    const { email } = await registerUser(ctx);
    const first = await mailedToken(email);
    const second = await mailedToken(email);
    expect((await confirm(second)).statusCode).toBe(200);
    const older = await confirm(first);
    expect(older.statusCode).toBe(400);
    expect(older.json().message).toContain('Invalid token');
    expect(older.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['garbage', 'not-a-token'],
    ['URL-encoded junk', encodeURIComponent('"; drop table users; --')],
    ['a token longer than real ones', 'x'.repeat(100)],
  ])('answers 400 Invalid token for %s', async (_case, token) => {
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Invalid token');
    expect(res.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('answers 414, not 500, for a token beyond the router limit of 200 characters', async () => {
    const res = await confirm('x'.repeat(500));
    expect(res.statusCode).toBe(414);
  });

  it('answers 400 Invalid token for an empty token', async () => {
    const res = await ctx.app.inject({ url: '/tool/api/reset-password/confirm/' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Invalid token');
  });
});

describe('the language of the reset mails', () => {
  const resetLinkLine = (text: string) =>
    `${ctx.deps.config.publicUrl}/tool/reset-password?token=${tokenFromResetMail(text)}`;

  it('mails the reset link in the language of the request', async () => {
    const { email } = await registerUser(ctx);
    const res = await requestReset(email, { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(accountMessages.resetRequested);

    const mail = ctx.mailer.last();
    expect(mail?.to).toBe(email);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe pour Alpine Food Hub');
    const text = mail?.text ?? '';
    const lines = text.split('\n');
    expect(lines[0]).toBe('Bonjour Anna,');
    expect(lines).toContain(resetLinkLine(text));
    expect(text).toContain(`valable ${RESET_TOKEN_TTL_SECONDS / 60} minutes`);
    expect((await confirm(tokenFromResetMail(text))).statusCode).toBe(200);
  });

  it('mails the new password in the language of the confirmation', async () => {
    const { email } = await registerUser(ctx);
    const token = await mailedToken(email);
    const res = await confirm(token, { 'accept-language': 'it-IT,it;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(accountMessages.resetShown);
    const { password } = res.json();

    const mail = ctx.mailer.last();
    expect(mail?.subject).toBe('La Sua nuova password per Alpine Food Hub');
    const lines = mail?.text.split('\n');
    expect(lines?.[0]).toBe('Gentile Anna,');
    expect(lines).toContain(`La Sua nuova password: ${password}`);
    expect(lines).toContain(`${ctx.deps.config.publicUrl}/tool/login`);
    expect((await login(ctx, email, password)).statusCode).toBe(200);
  });

  it('mails both in English without Accept-Language', async () => {
    const { email } = await registerUser(ctx);
    expect((await requestReset(email)).statusCode).toBe(200);
    const linkMail = ctx.mailer.last();
    const text = linkMail?.text ?? '';
    // The exact English texts are pinned in account-mails.test.ts; here: those are sent.
    const token = tokenFromResetMail(text);
    const publicUrl = ctx.deps.config.publicUrl;
    expect(linkMail).toMatchObject(resetLinkMail('en', email, 'Anna', token, publicUrl));

    const { password } = (await confirm(token)).json();
    expect(ctx.mailer.last()).toMatchObject(
      newPasswordMail('en', email, 'Anna', password, publicUrl),
    );
  });
});
