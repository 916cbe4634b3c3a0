import type { AdminProviderList, AdminUserList, AuditLog } from '@foodhub/contracts';
import { auditLogEntries, providerCompanies, users } from '@foodhub/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

// The console's lists at size: pages by cursor (none lost or repeated, rows of one moment
// included), a count that stops at 1,000, a cursor that is not one, and the audit log's labels
// read for its page only.

const BOSS = 'lists.boss@example.at';
/** More accounts than the count goes to, all registered at one moment. */
const CROWD = 1010;
// Microseconds too: a cursor that kept milliseconds only would lose or repeat these rows.
const MOMENT = sql`'2026-03-02T10:00:00.123456Z'::timestamptz`;

let ctx: TestContext;
let token: string;
let crowdIds: string[];

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: BOSS } });
  token = (await signedInUser(ctx, { email: BOSS })).token;
  const rows = Array.from({ length: CROWD }, (_, i) => ({
    email: `crowd${i}@crowd.example`,
    passwordHash: 'not a hash',
    firstName: 'Crowd',
    lastName: `Member${i}`,
    streetAddress: 'Street 1',
    city: 'Graz',
    postalCode: '8010',
    country: 'AT',
    accountType: 'individual' as const,
    acceptPledge: true,
    createdAt: MOMENT,
  }));
  const inserted = await ctx.deps.db.insert(users).values(rows).returning({ id: users.id });
  crowdIds = inserted.map((r) => r.id);
});
afterAll(() => ctx.close());

async function get<T>(url: string): Promise<T> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/tool/api${url}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** Every page of a list from the first, following nextCursor. */
async function allPages<T extends { nextCursor: string | null }>(url: string): Promise<T[]> {
  const pages = [await get<T>(url)];
  for (let cursor = pages[0]!.nextCursor; cursor; cursor = pages.at(-1)!.nextCursor) {
    pages.push(await get<T>(`${url}&cursor=${encodeURIComponent(cursor)}`));
  }
  return pages;
}

describe('GET /admin/users by cursor', () => {
  it('pages through accounts of one moment: each once, by id, the count capped', async () => {
    const pages = await allPages<AdminUserList>('/admin/users?q=crowd.example');
    expect(pages).toHaveLength(Math.ceil(CROWD / 50));
    expect(pages.map((p) => p.users.length)).toEqual([...Array(20).fill(50), CROWD - 1000]);
    for (const page of pages) {
      expect(page).toMatchObject({ total: 1000, totalCapped: true, pageSize: 50 });
    }
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const ids = pages.flatMap((p) => p.users.map((u) => u.id));
    expect(new Set(ids).size).toBe(CROWD);
    expect([...ids].sort()).toEqual([...crowdIds].sort());
    // One moment: the id decides, the highest first.
    expect(ids).toEqual([...ids].sort().reverse());
    expect(pages[0]!.users[0]!.createdAt).toBe('2026-03-02T10:00:00.123Z');
  });

  it('counts exactly up to the cap', async () => {
    const few = await get<AdminUserList>('/admin/users?q=member100');
    // member100, member1000..member1009
    expect(few).toMatchObject({ total: 11, totalCapped: false, nextCursor: null });
    const some = await get<AdminUserList>('/admin/users?q=member1');
    expect(some.users).toHaveLength(50);
    // member1, member10-19, member100-199, member1000-1009: 1 + 10 + 100 + 10
    expect(some).toMatchObject({ total: 121, totalCapped: false });
  });

  it('finds a word inside names and addresses, any case', async () => {
    const found = await get<AdminUserList>('/admin/users?q=EMBER1009%20OWD.EXA');
    expect(found.users.map((u) => u.email)).toEqual(['crowd1009@crowd.example']);
  });

  it.each([
    ['not base64 JSON', '%%%'],
    [
      'another list’s cursor',
      Buffer.from(JSON.stringify([null, crypto.randomUUID()])).toString('base64url'),
    ],
    ['a key of the wrong shape', Buffer.from(JSON.stringify(['12.5', 'x'])).toString('base64url')],
  ])('answers 400 CURSOR_INVALID for %s', async (_name, cursor) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/tool/api/admin/users?cursor=${encodeURIComponent(cursor)}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'CURSOR_INVALID',
      message: expect.stringContaining('cursor is not a cursor of this list'),
    });
  });
});

describe('GET /admin/providers by cursor', () => {
  it('pages by name (any case, nameless last), ties by id, each once', async () => {
    const rows = Array.from({ length: 130 }, (_, i) => ({
      sourceKey: `lists:${i}`,
      dataSource: 'lists',
      // Three providers share each name, written in two cases; every tenth has none.
      companyName:
        i % 10 === 9 ? null : `${i % 2 ? 'Qzlist' : 'qzlist'} ${String(i % 40).padStart(3, '0')}`,
      city: 'Wien',
      country: 'AT',
    }));
    const inserted = await ctx.deps.db
      .insert(providerCompanies)
      .values(rows)
      .returning({ id: providerCompanies.id });
    // 'lists:' is in every source key: the search covers it too.
    const pages = await allPages<AdminProviderList>('/admin/providers?q=lists%3A');
    expect(pages.map((p) => p.providers.length)).toEqual([50, 50, 30]);
    expect(pages[0]).toMatchObject({ total: 130, totalCapped: false });
    const listed = pages.flatMap((p) => p.providers);
    expect(new Set(listed.map((p) => p.id))).toEqual(new Set(inserted.map((r) => r.id)));
    const names = listed.map((p) => p.company_name?.toLowerCase() ?? null);
    const named = names.filter((n) => n !== null);
    expect(names.slice(named.length)).toEqual(Array(13).fill(null));
    expect(named).toEqual([...named].sort());
    // Within one name, and among the nameless, by id.
    const key = (p: (typeof listed)[number]) => p.company_name?.toLowerCase() ?? '~';
    for (let i = 1; i < listed.length; i += 1) {
      if (key(listed[i - 1]!) === key(listed[i]!)) {
        expect(listed[i - 1]!.id < listed[i]!.id).toBe(true);
      }
    }
  });
});

describe('GET /admin/audit', () => {
  it('labels user and provider targets, and keeps a target that is gone', async () => {
    const [provider] = await ctx.deps.db
      .insert(providerCompanies)
      .values({ sourceKey: 'lists:audit', dataSource: 'lists', companyName: 'Audited Tafel' })
      .returning({ id: providerCompanies.id });
    const gone = crypto.randomUUID();
    await ctx.deps.db.insert(auditLogEntries).values([
      { action: 'role.grant', targetType: 'user', targetId: crowdIds[0]!, details: { role: 'x' } },
      { action: 'provider.admin-edit', targetType: 'provider', targetId: provider!.id },
      { action: 'provider.admin-edit', targetType: 'provider', targetId: gone },
      { action: 'provider.import', targetType: 'provider', targetId: null },
    ]);
    const { entries } = await get<AuditLog>('/admin/audit?limit=4');
    const byTarget = new Map(entries.map((e) => [e.targetId, e]));
    expect(byTarget.get(crowdIds[0]!)).toMatchObject({
      targetType: 'user',
      targetLabel: expect.stringMatching(/^crowd\d+@crowd\.example$/),
      actorEmail: null,
      details: { role: 'x' },
    });
    expect(byTarget.get(provider!.id)).toMatchObject({ targetLabel: 'Audited Tafel' });
    expect(byTarget.get(gone)).toMatchObject({ targetId: gone, targetLabel: null });
    expect(byTarget.get(null)).toMatchObject({ action: 'provider.import', targetLabel: null });
  });
});
