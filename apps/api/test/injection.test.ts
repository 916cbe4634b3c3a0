import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyticsEvents, chatMessages, providerCompanies, users } from '@foodhub/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/deps';
import { providersImportCommand } from '../src/importers/providers.load';
import { solutionsSeedDataset } from '../src/importers/solution-catalogue.load';
import { defaultSeedDir } from '../src/seed/seed-reference-data';
import { bearer, login, registration, signedInUser } from './fixtures';
import { createTestApp, type TestContext } from './test-app';

// SQL and script strings in every text field: stored and answered verbatim as data, never
// executed, never breaking a query; the users table is still there afterwards.
const HOSTILE = [
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '" onmouseover="alert(1)',
  "Robert'); DELETE FROM chat_messages WHERE ('1'='1",
  '$1 \\x27 %s {{constructor}}',
];

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-injection-'));
});
afterAll(async () => {
  // The tables are still there and readable.
  const [row] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
  expect(row?.n).toBeGreaterThan(0);
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('hostile strings as data', () => {
  it.each(HOSTILE)('register and user info keep %j verbatim in every text field', async (text) => {
    const local = text.replace(/[\s@]/g, '');
    const body = registration({
      firstName: text,
      lastName: text,
      email: `${local}${Math.random().toString(36).slice(2, 8)}@example.at`,
      streetAddress: text,
      city: text,
      country: text,
      accountType: 'company',
      company: text,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/register`,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const signedIn = await login(ctx, body.email, res.json().password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const info = await ctx.app.inject({
      url: `${API_PREFIX}/user/info`,
      headers: bearer(signedIn.json().access_token),
    });
    expect(info.headers['content-type']).toMatch(/^application\/json/);
    expect(info.json()).toMatchObject({
      email: body.email.toLowerCase(),
      firstName: text,
      lastName: text,
      company: text,
    });
    const [stored] = await ctx.deps.db
      .select()
      .from(users)
      .where(eq(users.email, body.email.toLowerCase()));
    expect(stored).toMatchObject({ streetAddress: text, city: text, country: text });
  });

  it('chatbot messages are stored verbatim and the answer is JSON data', async () => {
    const { token } = await signedInUser(ctx);
    for (const text of HOSTILE) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/chatbot`,
        headers: bearer(token),
        payload: {
          userMessage: text,
          pageContext: { page: text, [text]: text },
          context: { userInputs: { companyProfile: { name: text } } },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const threadId = res.json().thread_id as string;
      const stored = await ctx.deps.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.threadId, threadId));
      expect(stored.map((m) => m.text)).toContain(text);
    }
  });

  it('analytics events are stored verbatim', async () => {
    const events = HOSTILE.map((text) => ({
      type: 'event',
      name: text,
      path: `/tool/${text}`,
      clientId: text,
      properties: { label: text, [text]: 1 },
    }));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/analytics/events`,
      payload: { events },
    });
    expect(res.statusCode, res.body).toBe(202);
    const stored = await ctx.deps.db.select().from(analyticsEvents);
    for (const event of events) {
      expect(stored).toContainEqual(
        expect.objectContaining({
          name: event.name,
          path: event.path,
          clientId: event.clientId,
          properties: event.properties,
        }),
      );
    }
  });

  it('transport addresses come back as data in the not-found answer', async () => {
    const { token } = await signedInUser(ctx);
    for (const text of HOSTILE) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/transport/calculate`,
        headers: bearer(token),
        payload: { source: text, destination: text, transport_mode: 'road', weight_tons: 1 },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().code).toBe('ADDRESS_NOT_FOUND');
      expect(res.json().params.address).toBe(text);
    }
  });

  it('provider imports store names and addresses verbatim', async () => {
    await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
    const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
    const rows = HOSTILE.map(
      (text, i) =>
        `${i},${quote(text)},${quote(text)},${quote(text)},AT,47.07,15.44,reuse-food-bank`,
    );
    const file = path.join(dir, 'hostile.csv');
    writeFileSync(
      file,
      ['id,name,street,city,country,latitude,longitude,solutions', ...rows].join('\n'),
    );
    const report = await providersImportCommand.run(ctx.deps.db, [
      file,
      '--key',
      'id',
      '--source',
      'hostile',
      '--map',
      'address=street',
    ]);
    expect(report).toMatchObject({ imported: HOSTILE.length, rejected: [] });
    for (const [i, text] of HOSTILE.entries()) {
      const [row] = await ctx.deps.db
        .select()
        .from(providerCompanies)
        .where(eq(providerCompanies.sourceKey, `hostile:${i}`));
      expect(row).toMatchObject({ companyName: text, address: text, city: text });
    }
  });
});
