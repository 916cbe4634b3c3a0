import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chatMessages, chatThreads, passwordResetTokens } from '@foodhub/db';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { API_PREFIX } from '../src/deps';
import { bearer, registerUser, signedInUser, tokenFromResetMail } from './fixtures';
import { loadReportReferences, reportBody, savedReportOf } from './report-fixtures';
import { createTestApp, type TestContext } from './test-app';

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

/** Every route of the OpenAPI document that requires a bearer login (not an optional one: {}). */
async function protectedRoutes() {
  const spec = (await ctx.app.inject({ url: `${API_PREFIX}/docs/json` })).json() as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  };
  return Object.entries(spec.paths).flatMap(([url, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.security?.length && op.security.every((r) => Object.keys(r).length))
      .map(([method]) => ({ method: method.toUpperCase() as 'GET', url })),
  );
}

/** Input that passes validation, which comes before the login check on most routes. */
const validInput: Record<string, { query?: string; body?: object }> = {
  [`${API_PREFIX}/chatbot`]: { body: { userMessage: 'How do I donate bread?' } },
  [`${API_PREFIX}/transport/calculate`]: {
    body: { source: 'Graz', destination: 'Linz', transport_mode: 'road', weight_tons: 1 },
  },
  [`${API_PREFIX}/provider_companies`]: { query: '?solution_id=reuse-food-bank' },
  [`${API_PREFIX}/solutions/match`]: {
    body: { userInputs: { companyProfile: {}, wasteInfo: { surplusName: 'Bread' } } },
  },
  [`${API_PREFIX}/solutions/reading`]: {
    body: { userInputs: { companyProfile: {}, wasteInfo: { surplusName: 'Bread' } } },
  },
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('bearer tokens', () => {
  it('protects chatbot, transport and the account routes', async () => {
    const urls = (await protectedRoutes()).map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        `POST ${API_PREFIX}/chatbot`,
        `POST ${API_PREFIX}/transport/calculate`,
        `GET ${API_PREFIX}/user/info`,
        `DELETE ${API_PREFIX}/user/account`,
      ]),
    );
  });

  it('answers 401 on every protected route for tampered, unsigned, expired and deleted tokens', async () => {
    const { token } = await signedInUser(ctx);
    const [head = '', body = '', signature = ''] = token.split('.');
    const payload = decodeJwt(token);
    const secret = new TextEncoder().encode(ctx.deps.config.jwtSecret);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(payload.sub ?? '')
      .setIssuer('alpine-food-hub')
      .setIssuedAt(past - 3600)
      .setExpirationTime(past)
      .sign(secret);
    const other = await signedInUser(ctx);
    const doomed = await signedInUser(ctx);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${API_PREFIX}/user/account`,
      headers: bearer(doomed.token),
    });
    expect(deleted.statusCode).toBe(200);
    const otherSub = decodeJwt(other.token).sub;
    const tokens: Record<string, string> = {
      'payload changed to another user': `${head}.${b64({ ...payload, sub: otherSub })}.${signature}`,
      'payload with a later expiry': `${head}.${b64({ ...payload, exp: 9999999999 })}.${signature}`,
      'wrong signature': `${head}.${body}.${Buffer.from('forged').toString('base64url')}`,
      'no signature': `${head}.${body}.`,
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${body}.`,
      'alg HS512 header': `${b64({ alg: 'HS512' })}.${body}.${signature}`,
      expired,
      "deleted account's still unexpired token": doomed.token,
    };
    const routes = await protectedRoutes();
    for (const [name, bad] of Object.entries(tokens)) {
      for (const { method, url } of routes) {
        const res = await ctx.app.inject({
          method,
          url: `${url}${validInput[url]?.query ?? ''}`,
          headers: bearer(bad),
          payload: method === 'GET' || method === 'DELETE' ? undefined : validInput[url]?.body,
        });
        expect(res.statusCode, `${name}: ${method} ${url} ${res.body}`).toBe(401);
        expect(res.json(), name).toEqual(NOT_AUTHENTICATED);
      }
    }
    // The untampered token of the other user still works, and was not deleted by the forgery.
    const info = await ctx.app.inject({
      url: `${API_PREFIX}/user/info`,
      headers: bearer(other.token),
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().email).toBe(other.email);
  });
});

describe('rate limits on the credential routes', () => {
  it('answer 429 RATE_LIMITED on login, register, reset and reset confirmation', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: '2' } });
    try {
      const attempts: [string, 'GET' | 'POST', object | undefined][] = [
        [`${API_PREFIX}/login`, 'POST', { email: 'a@example.at', password: 'x' }],
        [`${API_PREFIX}/register`, 'POST', {}],
        [`${API_PREFIX}/reset-password`, 'POST', { email: 'a@example.at' }],
        [`${API_PREFIX}/reset-password/confirm/abc`, 'GET', undefined],
      ];
      for (const [url, method, payload] of attempts) {
        const send = () => limited.app.inject({ method, url, payload });
        for (let i = 0; i < 2; i++) expect((await send()).statusCode, url).not.toBe(429);
        const blocked = await send();
        expect(blocked.statusCode, url).toBe(429);
        expect(blocked.headers['content-type']).toMatch(/^application\/json/);
        expect(blocked.json()).toMatchObject({
          statusCode: 429,
          error: 'Too Many Requests',
          code: 'RATE_LIMITED',
          params: { seconds: expect.stringMatching(/^\d+$/) },
        });
      }
    } finally {
      await limited.close();
    }
  });
});

/** A 429 of the limits: the RATE_LIMITED answer, and Retry-After with the same wait. */
function expectRateLimited(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(429);
  expect(res.json(), what).toMatchObject({
    statusCode: 429,
    error: 'Too Many Requests',
    code: 'RATE_LIMITED',
    params: { seconds: expect.stringMatching(/^[1-9]\d*$/) },
  });
  expect(res.headers['retry-after'], what).toBe(res.json().params.seconds);
}

/**
 * Sends until the first 429 (at most `upTo` times), every answer before it a success or the
 * `status` given; answers the 429's request number.
 */
async function firstLimited(
  send: () => Promise<LightMyRequestResponse>,
  upTo: number,
  status?: number,
) {
  for (let n = 1; n <= upTo; n++) {
    const res = await send();
    if (res.statusCode === 429) {
      expectRateLimited(res, `request ${n}`);
      return n;
    }
    if (status) expect(res.statusCode, res.body).toBe(status);
    else expect(res.statusCode, res.body).toBeLessThan(300);
  }
  return null;
}

describe('rate limits on the routes that make the server work', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({
      env: {
        RATE_LIMIT_PDF_MAX: '3',
        RATE_LIMIT_REPORT_MAX: '2',
        RATE_LIMIT_DRAFT_MAX: '4',
        RATE_LIMIT_ANALYTICS_MAX: '3',
        RATE_LIMIT_MATCH_MAX: '3',
        RATE_LIMIT_CHATBOT_MAX: '3',
      },
    });
    await loadReportReferences(limited.deps.db);
  });
  afterAll(() => limited.close());

  const pdf = (id: string, token: string) =>
    limited.app.inject({ url: `${API_PREFIX}/me/reports/${id}/pdf`, headers: bearer(token) });
  const sharedPdf = (token: string, remoteAddress: string) =>
    limited.app.inject({ url: `${API_PREFIX}/shared/reports/${token}/pdf`, remoteAddress });
  const share = async (id: string, token: string) => {
    const res = await limited.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/me/reports/${id}/share`,
      headers: bearer(token),
      payload: {},
    });
    return res.json().share_token as string;
  };

  it('limit PDFs per account, and the shared PDF per client address', async () => {
    const owner = await signedInUser(limited);
    const report = await savedReportOf(limited, owner.token);
    const shareToken = await share(report.id, owner.token);
    expect(await firstLimited(() => pdf(report.id, owner.token), 10)).toBe(4);
    // Another account has its own count.
    const other = await signedInUser(limited);
    const own = await savedReportOf(limited, other.token);
    expect((await pdf(own.id, other.token)).statusCode).toBe(200);
    // Without a login the shared PDF counts per client address.
    expect(await firstLimited(() => sharedPdf(shareToken, '198.51.100.1'), 10)).toBe(4);
    expect((await sharedPdf(shareToken, '198.51.100.2')).statusCode).toBe(200);
  });

  it('count the own and the shared PDF together', async () => {
    const { token } = await signedInUser(limited);
    const report = await savedReportOf(limited, token);
    const shareToken = await share(report.id, token);
    const fromOwner = (url: string) => limited.app.inject({ url, headers: bearer(token) });
    expect((await fromOwner(`${API_PREFIX}/me/reports/${report.id}/pdf`)).statusCode).toBe(200);
    expect((await fromOwner(`${API_PREFIX}/shared/reports/${shareToken}/pdf`)).statusCode).toBe(
      200,
    );
    expect((await fromOwner(`${API_PREFIX}/me/reports/${report.id}/pdf`)).statusCode).toBe(200);
    expectRateLimited(
      await fromOwner(`${API_PREFIX}/shared/reports/${shareToken}/pdf`),
      'the 4th PDF',
    );
  });

  it('limit data downloads per account', async () => {
    const first = await signedInUser(limited);
    const second = await signedInUser(limited);
    const download = (token: string) => () =>
      limited.app.inject({ url: `${API_PREFIX}/me/export`, headers: bearer(token) });
    expect(await firstLimited(download(first.token), 10)).toBe(4);
    expect((await download(second.token)()).statusCode).toBe(200);
  });

  it('limit report saves per account, re-saves of the same inputs included', async () => {
    const { token } = await signedInUser(limited);
    const save = () =>
      limited.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/me/reports`,
        headers: bearer(token),
        payload: reportBody(),
      });
    expect(await firstLimited(save, 10)).toBe(3);
  });

  it('limit draft saves per account', async () => {
    const first = await signedInUser(limited);
    const second = await signedInUser(limited);
    const save = (token: string) => () =>
      limited.app.inject({
        method: 'PUT',
        url: `${API_PREFIX}/me/draft`,
        headers: bearer(token),
        payload: { data: { stepper: { version: 2, state: {} } } },
      });
    expect(await firstLimited(save(first.token), 10)).toBe(5);
    expect((await save(second.token)()).statusCode).toBe(200);
  });

  it('limit matches per account, and store no surplus for a refused one', async () => {
    const first = await signedInUser(limited);
    const second = await signedInUser(limited);
    let n = 0;
    // Other entries each time: each match stores a surplus of its own.
    const match = (token: string) => () =>
      limited.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/solutions/match`,
        headers: bearer(token),
        payload: {
          userInputs: { wasteInfo: { surplusName: 'Bread', amount: { value: ++n, unit: 'kg' } } },
        },
      });
    expect(await firstLimited(match(first.token), 10)).toBe(4);
    const saved = await limited.app.inject({
      url: `${API_PREFIX}/me/surpluses`,
      headers: bearer(first.token),
    });
    expect(saved.json().surpluses).toHaveLength(3);
    expect((await match(second.token)()).statusCode).toBe(200);
    // The login is checked first: without one the answer is 401, never the limit's 429.
    const anonymous = await limited.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/solutions/match`,
      payload: { userInputs: {} },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('limit opening a saved surplus (its match is worded again) per account, apart from matches', async () => {
    const { token } = await signedInUser(limited);
    const matched = await limited.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/solutions/match`,
      headers: bearer(token),
      payload: {
        userInputs: { wasteInfo: { surplusName: 'Apples', amount: { value: 5, unit: 'kg' } } },
      },
    });
    expect(matched.statusCode, matched.body).toBe(200);
    const list = await limited.app.inject({
      url: `${API_PREFIX}/me/surpluses`,
      headers: bearer(token),
    });
    const [saved] = list.json().surpluses as { id: string }[];
    const open = () =>
      limited.app.inject({
        url: `${API_PREFIX}/me/surpluses/${saved!.id}?lang=de`,
        headers: bearer(token),
      });
    expect(await firstLimited(open, 10)).toBe(4);
    // The list is not limited, and matching has a count of its own.
    expect(
      (await limited.app.inject({ url: `${API_PREFIX}/me/surpluses`, headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
  });

  it('limit chatbot questions per account, and store no thread for a refused one', async () => {
    const first = await signedInUser(limited);
    const second = await signedInUser(limited);
    const ask = (token: string) => () =>
      limited.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/chatbot`,
        headers: bearer(token),
        payload: { userMessage: 'How do I donate bread?' },
      });
    const threads = async () => (await limited.deps.db.select().from(chatThreads)).length;
    const before = await threads();
    expect(await firstLimited(ask(first.token), 10)).toBe(4);
    expect(await threads()).toBe(before + 3);
    expect((await ask(second.token)()).statusCode).toBe(200);
  });

  it('limit analytics events per client address, and per account with a login', async () => {
    const event = { events: [{ type: 'page_view', name: 'page_view', clientId: 'c-1' }] };
    const send =
      (remoteAddress: string, headers: Record<string, string> = {}) =>
      () =>
        limited.app.inject({
          method: 'POST',
          url: `${API_PREFIX}/analytics/events`,
          payload: event,
          remoteAddress,
          headers,
        });
    expect(await firstLimited(send('198.51.100.7'), 10)).toBe(4);
    expect((await send('198.51.100.8')()).statusCode).toBe(202);
    // A signed-in client behind the same address counts by its account.
    const { token } = await signedInUser(limited);
    expect(await firstLimited(send('198.51.100.7', bearer(token)), 10)).toBe(4);
    // A forged token does not open a count of its own.
    const forged = bearer(`${token.slice(0, -4)}AAAA`);
    expectRateLimited(await send('198.51.100.7', forged)(), 'forged token');
  });
});

describe('the client address of the limits', () => {
  // Only the limit per client address: these attempts all use one e-mail.
  const addressOnly = { RATE_LIMIT_LOGIN_EMAIL_MAX: '1000' };
  const attempt = (app: TestContext, headers: Record<string, string>, remoteAddress?: string) =>
    app.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/login`,
      payload: { email: 'nobody@example.at', password: 'wrong' },
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('is the connection’s without TRUST_PROXY: a made-up X-Forwarded-For changes nothing', async () => {
    const limited = await createTestApp({ env: { ...addressOnly, RATE_LIMIT_AUTH_MAX: '3' } });
    try {
      let n = 0;
      const forged = () => attempt(limited, { 'x-forwarded-for': `203.0.113.${++n}` });
      expect(await firstLimited(forged, 25, 401)).toBe(4);
    } finally {
      await limited.close();
    }
  });

  it('comes from X-Forwarded-For when the connection is from a proxy TRUST_PROXY names', async () => {
    const limited = await createTestApp({
      env: { ...addressOnly, RATE_LIMIT_AUTH_MAX: '3', TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' },
    });
    try {
      // Each client behind the proxy counts on its own...
      for (let i = 1; i <= 6; i++) {
        const res = await attempt(limited, { 'x-forwarded-for': `203.0.113.${i}` }, '10.1.2.3');
        expect(res.statusCode).toBe(401);
      }
      // ...and one client is limited whichever proxy brings it.
      const one = { 'x-forwarded-for': '198.51.100.20' };
      expect(await firstLimited(() => attempt(limited, one, '127.0.0.1'), 10, 401)).toBe(4);
      expectRateLimited(await attempt(limited, one, '10.9.9.9'), 'through the other proxy');
      // A client that is no proxy cannot pick its address.
      let n = 0;
      const direct = () =>
        attempt(limited, { 'x-forwarded-for': `192.0.2.${++n}` }, '198.51.100.99');
      expect(await firstLimited(direct, 10, 401)).toBe(4);
    } finally {
      await limited.close();
    }
  });
});

describe('failed logins per e-mail address', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_LOGIN_EMAIL_MAX: '3' } });
  });
  afterAll(() => limited.close());

  let address = 0;
  /** Every attempt from another client address. */
  const attempt = (email: string, password: string) =>
    limited.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/login`,
      payload: { email, password },
      remoteAddress: `203.0.113.${++address}`,
    });

  it('answer 429 for that e-mail from any address once N failed, the right password too', async () => {
    const { email, password } = await registerUser(limited);
    for (let i = 0; i < 3; i++) expect((await attempt(email, 'wrong')).statusCode).toBe(401);
    expectRateLimited(await attempt(email, 'wrong'), '4th failure');
    expectRateLimited(await attempt(email.toUpperCase(), password), 'right password');
    // Other accounts are not affected.
    const other = await registerUser(limited);
    expect((await attempt(other.email, other.password)).statusCode).toBe(200);
  });

  it('treat an e-mail without an account alike, so the answers tell nothing', async () => {
    const email = 'no-account@example.at';
    for (let i = 0; i < 3; i++) expect((await attempt(email, 'wrong')).statusCode).toBe(401);
    expectRateLimited(await attempt(email, 'wrong'), 'unknown e-mail');
  });

  it('do not count successful logins', async () => {
    const { email, password } = await registerUser(limited);
    for (let i = 0; i < 5; i++) expect((await attempt(email, password)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt(email, 'wrong')).statusCode).toBe(401);
    expect((await attempt(email, password)).statusCode).toBe(200);
  });
});

describe('password reset tokens', () => {
  const requestReset = async (email: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/reset-password`,
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    return tokenFromResetMail(ctx.mailer.last()?.text ?? '');
  };
  const confirm = (token: string) =>
    ctx.app.inject({ url: `${API_PREFIX}/reset-password/confirm/${token}` });

  it('work once', async () => {
    const { email } = await registerUser(ctx);
    const token = await requestReset(email);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_TOKEN_INVALID');
    expect(again.json().password).toBeUndefined();
  });

  it('expire', async () => {
    const { email } = await registerUser(ctx);
    const token = await requestReset(email);
    await ctx.deps.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1) });
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('RESET_TOKEN_EXPIRED');
    expect(res.json().password).toBeUndefined();
  });
});

describe('security headers', () => {
  let web: App;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'foodhub-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    web = await buildApp(ctx.deps, { logger: false, webDist, analyticsRetention: false });
    await web.ready();
  });
  afterAll(async () => {
    await web.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const expectHeaders = (headers: Record<string, unknown>, what: string) => {
    const csp = String(headers['content-security-policy'] ?? '');
    expect(csp, what).toContain("default-src 'self'");
    expect(csp, what).toContain("object-src 'none'");
    expect(csp, what).toMatch(/script-src 'self'[^;]*;/);
    expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    // Swagger UI (the docs routes) sets a CSP of its own that allows framing by the same origin.
    if (!what.startsWith('docs')) expect(csp, what).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security'], what).toMatch(/max-age=\d+/);
    expect(headers['referrer-policy'], what).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
    expect(headers['x-powered-by'], what).toBeUndefined();
  };

  it('are on HTML pages, assets, API answers and error answers', async () => {
    const requests: [string, string, object?][] = [
      ['app page', '/tool/'],
      ['client route (SPA fallback)', '/tool/lca-stepper'],
      ['asset', '/tool/assets/app-abc123.js'],
      ['API answer', `${API_PREFIX}/health`],
      ['API 404', `${API_PREFIX}/nope`],
      ['page 404', '/elsewhere'],
      ['API 400', `${API_PREFIX}/login`, {}],
      ['API 401', `${API_PREFIX}/user/info`],
      ['docs: OpenAPI document', `${API_PREFIX}/docs/json`],
      ['docs: Swagger UI', `${API_PREFIX}/docs/`],
    ];
    for (const [what, url, payload] of requests) {
      const res = await web.inject({ method: payload ? 'POST' : 'GET', url, payload });
      expect(res.statusCode, what).toBeLessThan(500);
      expectHeaders(res.headers, what);
    }
    const page = await web.inject({ url: '/tool/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('chat threads', () => {
  const ask = (token: string, userMessage: string, threadId: string | null = null) =>
    ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/chatbot`,
      headers: bearer(token),
      payload: { userMessage, thread_id: threadId },
    });

  it('cannot be read or continued by another user', async () => {
    const alice = await signedInUser(ctx);
    const mallory = await signedInUser(ctx);
    const secret = 'My supplier secret is ALICE-7781; how do I donate bread?';
    const first = await ask(alice.token, secret);
    expect(first.statusCode).toBe(200);
    const threadId = first.json().thread_id as string;
    const before = await ctx.deps.db.select().from(chatMessages);

    const stolen = await ask(mallory.token, 'What did I ask before? Repeat it.', threadId);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toContain('ALICE-7781');
    expect(stolen.body).not.toContain(first.json().message);
    expect(await ctx.deps.db.select().from(chatMessages)).toHaveLength(before.length);

    // Alice can still continue her own thread.
    const own = await ask(alice.token, 'And fruit?', threadId);
    expect(own.statusCode).toBe(200);
    expect(own.json().thread_id).toBe(threadId);
  });

  it('answer 404 for an unknown thread id, and 400 for one that is not an id', async () => {
    const { token } = await signedInUser(ctx);
    expect((await ask(token, 'Hi', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await ask(token, 'Hi', "' OR '1'='1")).statusCode).toBe(400);
  });
});
