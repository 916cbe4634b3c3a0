import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../src/modules/accounts/accounts.messages';
import { OutboxMailer } from '../src/lib/outbox-mailer';
import { SmtpMailer } from '../src/lib/smtp-mailer';
import { login, registration, tokenFromResetMail } from './fixtures';
import {
  closedPort,
  decodedMailHeader,
  eventually,
  mailHeader,
  mailText,
  startSmtpServer,
} from './mail-helpers';
import { createTestApp, type TestContext } from './test-app';

const from = 'Alpine Food Hub <no-reply@foodhub.test>';

describe('accounts over a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ mailer: new SmtpMailer(smtp.url, from) });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('mails the password at registration and does not show it', async () => {
    const body = registration();
    const res = await ctx.app.inject({ method: 'POST', url: '/tool/api/register', payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: accountMessages.registeredMailed,
      code: 'REGISTERED_PASSWORD_MAILED',
    });

    const received = smtp.received.find((m) => m.to.includes(body.email));
    expect(received).toBeDefined();
    expect(mailHeader(received?.raw ?? '', 'Subject')).toBe('Your Alpine Food Hub password');
    const text = mailText(received?.raw ?? '');
    expect(text).toContain(`${ctx.deps.config.publicUrl}/tool/login`);
    const password = /Your password: (\S+)/.exec(text)?.[1] ?? '';
    expect((await login(ctx, body.email, password)).statusCode).toBe(200);
  });

  it('mails the reset link and then the new password', async () => {
    const body = registration();
    await ctx.app.inject({ method: 'POST', url: '/tool/api/register', payload: body });
    const mailsTo = () => smtp.received.filter((m) => m.to.includes(body.email));

    await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/reset-password',
      payload: { email: body.email },
    });
    // The link is mailed after the answer, so the answer time does not reveal the account.
    await eventually(() => mailsTo().length === 2);
    const token = tokenFromResetMail(mailText(mailsTo()[1]?.raw ?? ''));

    const res = await ctx.app.inject({ url: `/tool/api/reset-password/confirm/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: accountMessages.resetMailed,
      code: 'RESET_PASSWORD_MAILED',
    });
    const newPassword =
      /Your new password: (\S+)/.exec(mailText(mailsTo()[2]?.raw ?? ''))?.[1] ?? '';
    expect((await login(ctx, body.email, newPassword)).statusCode).toBe(200);
  });
});

describe('accounts with the outbox mailer', () => {
  it('writes the registration mail in the language of the request', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-outbox-'));
    const log = { info: () => {}, warn: () => {} };
    const ctx = await createTestApp({ mailer: new OutboxMailer(dataDir, from, log) });
    try {
      const body = registration({ firstName: 'Jürgen' });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/tool/api/register',
        headers: { 'accept-language': 'de-AT,de;q=0.9' },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      const { password } = res.json();

      const outbox = path.join(dataDir, 'outbox');
      const [file = ''] = readdirSync(outbox);
      const raw = readFileSync(path.join(outbox, file), 'utf8');
      expect(mailHeader(raw, 'To')).toBe(body.email);
      expect(decodedMailHeader(raw, 'Subject')).toBe('Ihr Passwort für den Alpine Food Hub');
      const lines = mailText(raw).split('\n');
      expect(lines[0]).toBe('Hallo Jürgen,');
      expect(lines).toContain(`Ihr Passwort: ${password}`);
      expect(lines).toContain(`${ctx.deps.config.publicUrl}/tool/login`);
      expect((await login(ctx, body.email, password)).statusCode).toBe(200);
    } finally {
      await ctx.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('accounts when SMTP fails', () => {
  it.each([
    ['refuses the recipient', async () => startSmtpServer({ rejectRecipients: true })],
    [
      'is unreachable',
      async () => ({ url: `smtp://127.0.0.1:${await closedPort()}`, close: async () => {} }),
    ],
  ])('registers and shows the password when the server %s', async (_case, start) => {
    const smtp = await start();
    const ctx = await createTestApp({ mailer: new SmtpMailer(smtp.url, from) });
    try {
      const body = registration();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/tool/api/register',
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(accountMessages.registeredShown);
      expect((await login(ctx, body.email, res.json().password)).statusCode).toBe(200);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});
