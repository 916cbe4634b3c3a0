import { auditLogEntries, emailConfirmationTokens, findUserByEmail } from '@foodhub/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  login,
  registration,
  tokenFromConfirmationMail,
  tokenFromResetMail,
} from '../../../test/fixtures';
import { mailText, startSmtpServer } from '../../../test/mail-helpers';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { SmtpMailer } from '../../lib/smtp-mailer';
import { grantAdminsByConfig } from '../admin/role-changes';
import { accountMessages } from './accounts.messages';
import { hashConfirmationToken } from './reset-token';

// Only whoever proves access to an address gets the role ADMIN_EMAILS gives it: registering the
// address shows the password on screen when no mail is delivered, but never the link; and the
// link is spent only by its account's own session, so holding the password and the mailbox
// must go together.

/** Addresses named in ADMIN_EMAILS, one per test that needs one. */
const operator = (n: number) => `operator${n}@example.org`;

let ctx: TestContext;
beforeAll(async () => {
  const adminEmails = [1, 2, 3, 4, 5, 6].map(operator).join(',');
  ctx = await createTestApp({ env: { ADMIN_EMAILS: adminEmails } });
});
afterAll(() => ctx.close());

const post = (url: string, options: { token?: string; body?: object; language?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/tool/api${url}`,
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });

/** Opens a confirmation link signed in with accessToken (none: signed out). */
const confirm = (token: string, accessToken?: string) =>
  post('/confirm-email', { token: accessToken, body: { token } });
const resend = (token: string, language?: string) =>
  post('/user/email-confirmation', { token, language });

async function infoOf(accessToken: string) {
  const res = await ctx.app.inject({ url: '/tool/api/user/info', headers: bearer(accessToken) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { roles: string[]; emailConfirmed: boolean };
}

/** Registers through the API, confirming nothing: the answer, the password and the mail. */
async function register(email = registration().email) {
  const res = await post('/register', { body: registration({ email }) });
  expect(res.statusCode, res.body).toBe(200);
  const mail = ctx.mailer.last();
  expect(mail?.to).toBe(email);
  return { email, res, password: res.json().password as string, mail: mail! };
}

async function accessTokenOf(email: string, password: string): Promise<string> {
  const res = await login(ctx, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

describe('an address of ADMIN_EMAILS', () => {
  it('gets no role from registering alone: the answer shows the password, never the link', async () => {
    const { email, res, password, mail } = await register(operator(1));
    const link = tokenFromConfirmationMail(mail.text);
    expect(res.json()).toEqual({
      message: accountMessages.registeredShown,
      code: 'REGISTERED_PASSWORD_SHOWN',
      password: expect.any(String),
    });
    expect(res.body).not.toContain(link);
    expect(res.body).not.toContain('confirm-email');

    const accessToken = await accessTokenOf(email, password);
    expect(await infoOf(accessToken)).toMatchObject({ roles: [], emailConfirmed: false });
    // Nor at the next start.
    expect(await grantAdminsByConfig(ctx.deps.db, ctx.deps.config.adminEmails)).toEqual([]);
    expect((await infoOf(accessToken)).roles).toEqual([]);
  });

  it('gets the admin role the moment the link from its mail is opened', async () => {
    const { email, password, mail } = await register(operator(2));
    const accessToken = await accessTokenOf(email, password);
    expect((await infoOf(accessToken)).roles).toEqual([]);

    const res = await confirm(tokenFromConfirmationMail(mail.text), accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: accountMessages.emailConfirmed,
      code: 'EMAIL_CONFIRMED',
    });
    // The token from before the confirmation: roles are read at each request.
    expect(await infoOf(accessToken)).toEqual(
      expect.objectContaining({ roles: ['admin'], emailConfirmed: true }),
    );
    const user = await findUserByEmail(ctx.deps.db, email);
    const audit = await ctx.deps.db
      .select()
      .from(auditLogEntries)
      .where(eq(auditLogEntries.targetId, user!.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'role.grant',
        details: { role: 'admin', by: 'ADMIN_EMAILS' },
      }),
    ]);
  });

  it('is confirmed by a password reset link too, and gets the role with it', async () => {
    const { email } = await register(operator(3));
    const reset = await post('/reset-password', { body: { email } });
    expect(reset.statusCode).toBe(200);
    await expect.poll(() => ctx.mailer.last()?.text ?? '').toContain('/reset-password?token=');
    const token = tokenFromResetMail(ctx.mailer.last()!.text);
    const confirmed = await ctx.app.inject({ url: `/tool/api/reset-password/confirm/${token}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const accessToken = await accessTokenOf(email, confirmed.json().password);
    expect(await infoOf(accessToken)).toEqual(
      expect.objectContaining({ roles: ['admin'], emailConfirmed: true }),
    );
  });
});

describe('POST /confirm-email', () => {
  it('confirms an address of no role and gives it none', async () => {
    const { email, password, mail } = await register();
    const accessToken = await accessTokenOf(email, password);
    expect((await confirm(tokenFromConfirmationMail(mail.text), accessToken)).statusCode).toBe(200);
    expect(await infoOf(accessToken)).toMatchObject({ roles: [], emailConfirmed: true });
  });

  it('is in the data export, with when it happened', async () => {
    const { email, password, mail } = await register();
    const accessToken = await accessTokenOf(email, password);
    expect((await confirm(tokenFromConfirmationMail(mail.text), accessToken)).statusCode).toBe(200);
    const res = await ctx.app.inject({ url: '/tool/api/me/export', headers: bearer(accessToken) });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await findUserByEmail(ctx.deps.db, email);
    expect(res.json().account).toMatchObject({
      emailConfirmed: true,
      emailConfirmedAt: stored?.emailConfirmedAt?.toISOString(),
    });
  });

  it('refuses a used, an unknown and a malformed link with a clear 400', async () => {
    const { email, password, mail } = await register();
    const accessToken = await accessTokenOf(email, password);
    const token = tokenFromConfirmationMail(mail.text);
    expect((await confirm(token, accessToken)).statusCode).toBe(200);

    const invalid = {
      statusCode: 400,
      error: 'Bad Request',
      message: accountMessages.emailConfirmationInvalid,
      code: 'EMAIL_CONFIRMATION_INVALID',
    };
    for (const again of [token, `${token.slice(0, -2)}xy`, 'not-a-token']) {
      const res = await confirm(again, accessToken);
      expect(res.statusCode, again).toBe(400);
      expect(res.json(), again).toEqual(invalid);
    }
    for (const body of [{ token: '' }, { token: 'x'.repeat(201) }, {}, { token: 7 }]) {
      const res = await post('/confirm-email', { token: accessToken, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it('refuses an expired link and leaves the address unconfirmed', async () => {
    const { email, password, mail } = await register();
    const token = tokenFromConfirmationMail(mail.text);
    await ctx.deps.db
      .update(emailConfirmationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmationTokens.tokenHash, hashConfirmationToken(token)));

    const accessToken = await accessTokenOf(email, password);
    const res = await confirm(token, accessToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: accountMessages.emailConfirmationExpired,
      code: 'EMAIL_CONFIRMATION_EXPIRED',
    });
    expect((await infoOf(accessToken)).emailConfirmed).toBe(false);
  });

  it('stores only the hash of the token, valid for 48 hours', async () => {
    const started = Date.now();
    const { mail } = await register();
    const token = tokenFromConfirmationMail(mail.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await ctx.deps.db
      .select()
      .from(emailConfirmationTokens)
      .where(eq(emailConfirmationTokens.tokenHash, hashConfirmationToken(token)));
    expect(stored?.usedAt).toBeNull();
    const ttl = (stored?.expiresAt.getTime() ?? 0) - started;
    expect(ttl).toBeGreaterThanOrEqual(48 * 3600 * 1000 - 1000);
    expect(ttl).toBeLessThanOrEqual(48 * 3600 * 1000 + 5000);
    const byToken = await ctx.deps.db
      .select()
      .from(emailConfirmationTokens)
      .where(eq(emailConfirmationTokens.tokenHash, token));
    expect(byToken).toEqual([]);
  });
});

describe('a confirmation link', () => {
  /** The stored link of a token: whether it was spent. */
  async function storedLink(token: string) {
    const [stored] = await ctx.deps.db
      .select()
      .from(emailConfirmationTokens)
      .where(eq(emailConfirmationTokens.tokenHash, hashConfirmationToken(token)));
    return stored;
  }

  it('needs a login: signed out it answers 401 and stays unspent', async () => {
    const { email, password, mail } = await register();
    const token = tokenFromConfirmationMail(mail.text);
    const res = await confirm(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, code: 'NOT_AUTHENTICATED' });
    expect((await storedLink(token))?.usedAt).toBeNull();
    // The owner signed in still confirms with it.
    const accessToken = await accessTokenOf(email, password);
    expect((await confirm(token, accessToken)).statusCode).toBe(200);
    expect((await infoOf(accessToken)).emailConfirmed).toBe(true);
  });

  it('is refused with 403 to another account, and stays unspent', async () => {
    const owner = await register();
    const other = await register();
    const otherToken = await accessTokenOf(other.email, other.password);
    const token = tokenFromConfirmationMail(owner.mail.text);

    const res = await confirm(token, otherToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: accountMessages.emailConfirmationOtherAccount,
      code: 'EMAIL_CONFIRMATION_OTHER_ACCOUNT',
    });
    expect((await storedLink(token))?.usedAt).toBeNull();
    expect((await infoOf(otherToken)).emailConfirmed).toBe(false);
    const ownerToken = await accessTokenOf(owner.email, owner.password);
    expect((await infoOf(ownerToken)).emailConfirmed).toBe(false);
  });

  it('gives a stranger who registered an ADMIN_EMAILS address nothing when the operator opens it', async () => {
    // The stranger registers the operator's address first, sees the password and asks for a
    // new link: it goes to the outbox, which the operator reads.
    const stranger = await register(operator(5));
    const strangerToken = await accessTokenOf(stranger.email, stranger.password);
    expect((await resend(strangerToken)).statusCode).toBe(200);
    const token = tokenFromConfirmationMail(ctx.mailer.last()!.text);

    // The operator opens the newest link of the outbox: signed out, then signed in to an
    // account of their own.
    expect((await confirm(token)).statusCode).toBe(401);
    const own = await register();
    const ownToken = await accessTokenOf(own.email, own.password);
    expect((await confirm(token, ownToken)).statusCode).toBe(403);
    expect(await infoOf(strangerToken)).toMatchObject({ roles: [], emailConfirmed: false });
    expect((await infoOf(ownToken)).roles).toEqual([]);
    expect((await storedLink(token))?.usedAt).toBeNull();

    // The address is taken, so the operator resets its password: the reset link from the
    // outbox gives a new password, ends the stranger's session and confirms the address.
    expect((await post('/reset-password', { body: { email: stranger.email } })).statusCode).toBe(
      200,
    );
    await expect.poll(() => ctx.mailer.last()?.text ?? '').toContain('/reset-password?token=');
    const reset = await ctx.app.inject({
      url: `/tool/api/reset-password/confirm/${tokenFromResetMail(ctx.mailer.last()!.text)}`,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const strangerAfter = await ctx.app.inject({
      url: '/tool/api/user/info',
      headers: bearer(strangerToken),
    });
    expect(strangerAfter.statusCode).toBe(401);
    expect((await login(ctx, stranger.email, stranger.password)).statusCode).toBe(401);
    const operatorToken = await accessTokenOf(stranger.email, reset.json().password);
    expect(await infoOf(operatorToken)).toMatchObject({ roles: ['admin'], emailConfirmed: true });
  });

  it('gives the admin role when the owner signed in opens it', async () => {
    const { email, password, mail } = await register(operator(6));
    const accessToken = await accessTokenOf(email, password);
    expect((await confirm(tokenFromConfirmationMail(mail.text), accessToken)).statusCode).toBe(200);
    expect(await infoOf(accessToken)).toMatchObject({ roles: ['admin'], emailConfirmed: true });
  });
});

describe('POST /user/email-confirmation', () => {
  it('mails a new link in the language of the request, which confirms the address', async () => {
    const { email, password, mail: first } = await register(operator(4));
    const accessToken = await accessTokenOf(email, password);

    const res = await resend(accessToken, 'de-AT,de;q=0.9');
    expect(res.statusCode, res.body).toBe(200);
    // The recording mailer delivers nothing, like the outbox: the link is only in the mail.
    expect(res.json()).toEqual({
      message: accountMessages.emailConfirmationNotSent,
      code: 'EMAIL_CONFIRMATION_NOT_SENT',
    });
    const mail = ctx.mailer.last()!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für den Alpine Food Hub');
    const token = tokenFromConfirmationMail(mail.text);
    expect(res.body).not.toContain(token);

    expect((await confirm(token, accessToken)).statusCode).toBe(200);
    expect(await infoOf(accessToken)).toMatchObject({ roles: ['admin'], emailConfirmed: true });
    // The registration's link was spent with it.
    expect((await confirm(tokenFromConfirmationMail(first.text), accessToken)).json().code).toBe(
      'EMAIL_CONFIRMATION_INVALID',
    );
    // Nothing left to confirm.
    const again = await resend(accessToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: accountMessages.emailAlreadyConfirmed,
      code: 'EMAIL_ALREADY_CONFIRMED',
    });
  });

  it('says so when the mail was delivered', async () => {
    const { email, password } = await register();
    const accessToken = await accessTokenOf(email, password);
    ctx.mailer.delivered = true;
    try {
      const res = await resend(accessToken);
      expect(res.json()).toEqual({
        message: accountMessages.emailConfirmationSent,
        code: 'EMAIL_CONFIRMATION_SENT',
      });
    } finally {
      ctx.mailer.delivered = false;
    }
  });

  it('needs a login', async () => {
    const res = await post('/user/email-confirmation');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('NOT_AUTHENTICATED');
  });
});

describe('the confirmation routes', () => {
  it('are limited like login', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: '2' } });
    try {
      const send = (url: string) =>
        limited.app.inject({ method: 'POST', url: `/tool/api${url}`, payload: { token: 'x' } });
      for (const url of ['/confirm-email', '/user/email-confirmation']) {
        for (let i = 0; i < 2; i++) expect((await send(url)).statusCode, url).not.toBe(429);
        const blocked = await send(url);
        expect(blocked.statusCode, url).toBe(429);
        expect(blocked.json().code).toBe('RATE_LIMITED');
      }
    } finally {
      await limited.close();
    }
  });
});

describe('the confirmation link over SMTP', () => {
  it('comes with the registration mail and confirms the address', async () => {
    const smtp = await startSmtpServer();
    const withSmtp = await createTestApp({
      mailer: new SmtpMailer(smtp.url, 'Alpine Food Hub <no-reply@foodhub.test>'),
    });
    try {
      const body = registration();
      const res = await withSmtp.app.inject({
        method: 'POST',
        url: '/tool/api/register',
        payload: body,
      });
      expect(res.json().code).toBe('REGISTERED_PASSWORD_MAILED');
      const received = smtp.received.find((m) => m.to.includes(body.email));
      const text = mailText(received?.raw ?? '');
      const token = tokenFromConfirmationMail(text);
      const password = /^Your password: (\S+)$/m.exec(text)?.[1] ?? '';
      const signedIn = await login(withSmtp, body.email, password);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const confirmed = await withSmtp.app.inject({
        method: 'POST',
        url: '/tool/api/confirm-email',
        headers: bearer(signedIn.json().access_token as string),
        payload: { token },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect((await findUserByEmail(withSmtp.deps.db, body.email))?.emailConfirmedAt).toEqual(
        expect.any(Date),
      );
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });
});
