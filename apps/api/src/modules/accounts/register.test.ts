import { findUserByEmail } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  registration,
  signedInUser,
  tokenFromConfirmationMail,
} from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { registrationMail } from './account-mails';
import { accountMessages } from './accounts.messages';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const register = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/tool/api/register', payload: payload as object });

describe('POST /register', () => {
  it('creates the account and shows the password when the mail is not delivered', async () => {
    const body = registration({ email: 'Maria.Huber@Example.AT' });
    const res = await register(body);

    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.message).toBe(accountMessages.registeredShown);
    expect(answer.code).toBe('REGISTERED_PASSWORD_SHOWN');
    expect(answer.password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{16,}$/);
    expect(answer.password).toMatch(/[A-Z]/);
    expect(answer.password).toMatch(/[a-z]/);
    expect(answer.password).toMatch(/[0-9]/);

    const mail = ctx.mailer.last();
    expect(mail?.to).toBe('maria.huber@example.at');
    expect(mail?.subject).toMatch(/password/i);
    expect(mail?.text).toContain(answer.password);
    expect(mail?.text).toContain(`${ctx.deps.config.publicUrl}/tool/login`);

    const user = await findUserByEmail(ctx.deps.db, 'maria.huber@example.at');
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(answer.password);
    expect(user?.roles).toEqual([]);
    expect(user?.becomeMember).toBe(true);
  });

  it('answers without the password when the mail is delivered', async () => {
    ctx.mailer.delivered = true;
    try {
      const body = registration();
      const res = await register(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: accountMessages.registeredMailed,
        code: 'REGISTERED_PASSWORD_MAILED',
      });
      expect(ctx.mailer.last()?.to).toBe(body.email);
    } finally {
      ctx.mailer.delivered = false;
    }
  });

  it('shows the password when sending the mail throws', async () => {
    const failing = await createTestApp({
      mailer: {
        kind: 'smtp',
        send: () => Promise.reject(new Error('connection refused')),
        close: async () => {},
      },
    });
    try {
      const res = await failing.app.inject({
        method: 'POST',
        url: '/tool/api/register',
        payload: registration(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(accountMessages.registeredShown);
      expect(res.json().code).toBe('REGISTERED_PASSWORD_SHOWN');
      expect(res.json().password).toEqual(expect.any(String));
    } finally {
      await failing.close();
    }
  });

  it('stores no company name for an individual, and it for a company', async () => {
    const person = await signedInUser(ctx, { accountType: 'individual', company: 'Ignored GmbH' });
    const personInfo = await ctx.app.inject({
      url: '/tool/api/user/info',
      headers: bearer(person.token),
    });
    expect(personInfo.json()).toMatchObject({ accountType: 'individual', company: null });

    const firm = await signedInUser(ctx, { accountType: 'company', company: ' Bäckerei Huber ' });
    const firmInfo = await ctx.app.inject({
      url: '/tool/api/user/info',
      headers: bearer(firm.token),
    });
    expect(firmInfo.json()).toMatchObject({ accountType: 'company', company: 'Bäckerei Huber' });
  });

  it('defaults the account type to individual', async () => {
    const { accountType: _omitted, ...body } = registration();
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    expect((await findUserByEmail(ctx.deps.db, body.email))?.accountType).toBe('individual');
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const body = registration();
    expect((await register(body)).statusCode).toBe(200);

    for (const email of [body.email, body.email.toUpperCase(), `  ${body.email} `]) {
      const res = await register({ ...body, email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: accountMessages.emailTaken,
        code: 'EMAIL_TAKEN',
      });
    }
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['missing first name', { firstName: undefined }, 'firstName: First name is required'],
    ['blank first name', { firstName: '   ' }, 'firstName: First name is required'],
    ['first name of the wrong type', { firstName: 42 }, 'firstName: First name is required'],
    ['missing last name', { lastName: undefined }, 'lastName: Last name is required'],
    ['missing email', { email: undefined }, 'email: Email is required'],
    ['invalid email', { email: 'anna.example.at' }, 'email: Please enter a valid email address'],
    [
      'email with spaces',
      { email: 'an na@example.at' },
      'email: Please enter a valid email address',
    ],
    ['missing street', { streetAddress: '' }, 'streetAddress: Street address is required'],
    ['missing city', { city: undefined }, 'city: City is required'],
    ['missing country', { country: '' }, 'country: Country is required'],
    ['missing postal code', { postalCode: '' }, 'postalCode: Postal code is required'],
    ['too short postal code', { postalCode: '80' }, 'postalCode: Please enter a valid postal code'],
    [
      'too long postal code',
      { postalCode: '12345678901' },
      'postalCode: Please enter a valid postal code',
    ],
    [
      'postal code with symbols',
      { postalCode: '80#10' },
      'postalCode: Please enter a valid postal code',
    ],
    ['pledge not accepted', { acceptPledge: false }, 'acceptPledge: Accept membership required'],
    ['pledge missing', { acceptPledge: undefined }, 'acceptPledge: Accept membership required'],
    ['pledge as a string', { acceptPledge: 'true' }, 'acceptPledge: Accept membership required'],
    [
      'company without name',
      { accountType: 'company', company: null },
      'company: Company name is required',
    ],
    [
      'company with blank name',
      { accountType: 'company', company: '  ' },
      'company: Company name is required',
    ],
    ['unknown account type', { accountType: 'admin' }, 'accountType: Invalid option'],
    ['oversized field', { city: 'x'.repeat(201) }, 'city: At most 200 characters'],
    ['becomeMember of the wrong type', { becomeMember: 'yes' }, 'becomeMember: Invalid input'],
  ];

  it.each(invalid)('answers 400 for %s', async (_case, change, message) => {
    const body = registration(change);
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toContain(message);
    expect(
      await findUserByEmail(ctx.deps.db, String(body.email ?? 'none@example.at')),
    ).toBeUndefined();
  });

  it.each([
    ['an array', []],
    ['a string', 'hello'],
    ['null', null],
  ])('answers 400 for a body that is %s', async (_case, payload) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 400 without a body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/tool/api/register' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the registration mail', () => {
  const loginLink = () => `${ctx.deps.config.publicUrl}/tool/login`;

  it('is in the language of Accept-Language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/register',
      headers: { 'accept-language': 'de-AT,de;q=0.9' },
      payload: registration(),
    });
    expect(res.statusCode).toBe(200);
    // The answer stays coded English: the web client shows it in its own language.
    expect(res.json().message).toBe(accountMessages.registeredShown);
    const { password } = res.json();

    const mail = ctx.mailer.last();
    expect(mail?.subject).toBe('Ihr Passwort für den Alpine Food Hub');
    const lines = mail?.text.split('\n');
    expect(lines?.[0]).toBe('Hallo Anna,');
    expect(lines).toContain('willkommen beim Alpine Food Hub! Ihr Konto wurde angelegt.');
    expect(lines).toContain(`Ihr Passwort: ${password}`);
    expect(lines).toContain(loginLink());
  });

  it('is in English without Accept-Language, or for a language the interface lacks', async () => {
    for (const headers of [{}, { 'accept-language': 'es-ES,es;q=0.9' }]) {
      const body = registration();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/tool/api/register',
        headers,
        payload: body,
      });
      const { password } = res.json();
      const { email, firstName } = body;
      // The exact English text is pinned in account-mails.test.ts; here: that one is sent.
      expect(ctx.mailer.last()).toMatchObject(
        registrationMail(
          'en',
          email,
          firstName,
          password,
          tokenFromConfirmationMail(ctx.mailer.last()?.text ?? ''),
          ctx.deps.config.publicUrl,
        ),
      );
    }
  });
});
