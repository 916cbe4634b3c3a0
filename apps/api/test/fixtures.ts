import { randomBytes } from 'node:crypto';
import type { MatchResponse, ProgrammeFigures, RegisterRequest } from '@foodhub/contracts';
import { expect } from 'vitest';
import type { TestContext } from './test-app';

/** A valid registration payload with a fresh e-mail address; override what a test is about. */
export function registration(overrides: Record<string, unknown> = {}): RegisterRequest {
  return {
    firstName: 'Anna',
    lastName: 'Berger',
    email: `anna.${randomBytes(4).toString('hex')}@example.at`,
    streetAddress: 'Hauptplatz 1',
    city: 'Graz',
    postalCode: '8010',
    country: 'Austria',
    accountType: 'individual',
    company: null,
    acceptPledge: true,
    becomeMember: true,
    ...overrides,
  } as RegisterRequest;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Registers through the API (the mailer must not deliver) and returns the shown password. An
 * address named in ADMIN_EMAILS is then confirmed with the link of its registration mail, as its
 * operator would, since only a confirmed address gets the admin role.
 */
export async function registerUser(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await ctx.app.inject({ method: 'POST', url: '/tool/api/register', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  const password: unknown = res.json().password;
  if (typeof password !== 'string') throw new Error('registerUser needs a non-delivering mailer');
  if (ctx.deps.config.adminEmails.includes(body.email.trim().toLowerCase())) {
    await confirmEmailOf(ctx, body.email, password);
  }
  return { email: body.email, password };
}

/** The token of the confirmation link in a mail's text. */
export function tokenFromConfirmationMail(text: string): string {
  const match = /\/tool\/confirm-email\?token=([A-Za-z0-9_-]+)$/m.exec(text);
  if (!match?.[1]) throw new Error(`no confirmation link in mail:\n${text}`);
  return match[1];
}

/**
 * Opens the confirmation link of the latest mail the recording mailer got for the address,
 * signed in as its account (only the account's own session spends the link).
 */
export async function confirmEmailOf(ctx: TestContext, email: string, password: string) {
  const to = email.trim().toLowerCase();
  const mail = ctx.mailer.sent.findLast((m) => m.to === to && m.text.includes('/confirm-email?'));
  const token = tokenFromConfirmationMail(mail?.text ?? '');
  const signedIn = await login(ctx, email, password);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/tool/api/confirm-email',
    headers: bearer(signedIn.json().access_token as string),
    payload: { token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

export async function login(ctx: TestContext, email: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/tool/api/login', payload: { email, password } });
}

/** Registers and logs in; returns the e-mail, password and access token. */
export async function signedInUser(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const user = await registerUser(ctx, overrides);
  const res = await login(ctx, user.email, user.password);
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, token: res.json().access_token as string };
}

/** The reset token from the link in a reset mail's text. */
export function tokenFromResetMail(text: string): string {
  const match = /\/tool\/reset-password\?token=([A-Za-z0-9_-]+)$/m.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${text}`);
  return match[1];
}

/**
 * A signed-in user's search (POST /solutions/match, which saves the surplus and counts the
 * search), answered 200; `query` is the URL's query string, such as '?includeScore=true'.
 */
export async function matchAnswer(
  ctx: TestContext,
  token: string,
  userInputs: unknown,
  query = '',
): Promise<MatchResponse> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/tool/api/solutions/match${query}`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify({ userInputs }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MatchResponse>();
}

/** The programme's figures (GET /admin/figures) as the admin of the token reads them. */
export async function adminFigures(
  ctx: TestContext,
  token: string,
  query = '',
): Promise<ProgrammeFigures> {
  const res = await ctx.app.inject({
    url: `/tool/api/admin/figures${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProgrammeFigures>();
}
