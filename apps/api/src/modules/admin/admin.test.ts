import type { AdminUser, AdminUserList, AuditEntry, AuditLog } from '@foodhub/contracts';
import { auditLogEntries, findUserByEmail, markEmailConfirmed, users } from '@foodhub/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, registerUser, registration, signedInUser } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { grantAdminsByConfig } from './role-changes';

const BOSS = 'boss@example.at';
const LATER = 'later.admin@example.at';

let ctx: TestContext;
/** The admin named in ADMIN_EMAILS, signed in. */
let boss: { email: string; password: string; token: string; id: string };

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: ` Boss@Example.at ,${LATER}` } });
  const user = await signedInUser(ctx, { email: BOSS });
  boss = { ...user, id: (await findUserByEmail(ctx.deps.db, BOSS))!.id };
});
afterAll(() => ctx.close());

const api = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url: `/tool/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const idOf = async (email: string) => (await findUserByEmail(ctx.deps.db, email))!.id;
const setRoles = (id: string, roles: unknown, token = boss.token) =>
  api('PUT', `/admin/users/${id}/roles`, token, { roles });
const rolesOf = async (token: string) => (await api('GET', '/user/info', token)).json().roles;
const audit = async (query = '') =>
  (await api('GET', `/admin/audit${query}`, boss.token)).json<AuditLog>().entries;
/** The audit entries about one account, oldest first. */
const auditOf = async (id: string) => (await audit()).filter((e) => e.targetId === id).reverse();

describe('every /admin call needs the admin role', () => {
  const calls = [
    ['GET', '/admin/users'],
    ['PUT', `/admin/users/00000000-0000-4000-8000-000000000000/roles`],
    ['GET', '/admin/audit'],
    ['GET', '/admin/figures'],
    ['GET', '/admin/provider-gaps'],
    ['GET', '/admin/provider-entries'],
    ['POST', `/admin/provider-entries/00000000-0000-4000-8000-000000000000/approve`],
    ['POST', `/admin/provider-entries/00000000-0000-4000-8000-000000000000/reject`],
    ['GET', '/admin/providers'],
    ['GET', '/admin/providers/export.csv'],
    ['GET', `/admin/providers/00000000-0000-4000-8000-000000000000`],
    ['PUT', `/admin/providers/00000000-0000-4000-8000-000000000000`],
    ['POST', '/admin/providers/import'],
    ['DELETE', '/admin/providers/samples'],
  ] as const;
  const bodies: Record<string, object> = { PUT: { roles: ['admin'] }, POST: { reason: 'Why' } };

  it('covers every call under /admin/ that the OpenAPI document lists', async () => {
    const doc = (await ctx.app.inject({ url: '/tool/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/tool/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.slice('/tool/api'.length)}`),
      );
    const tested = calls.map(([m, url]) => `${m} ${url.replace(/[0-9a-f-]{36}/, '{id}')}`);
    expect(documented.sort()).toEqual(tested.sort());
  });

  it.each(calls)('%s %s: 401 without a session, 403 for a user or a provider', async (m, url) => {
    const body = bodies[m];
    const anonymous = await api(m, url, undefined, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'NOT_AUTHENTICATED' });
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const plain = await signedInUser(ctx);
    const provider = await signedInUser(ctx);
    expect((await setRoles(await idOf(provider.email), ['provider'])).statusCode).toBe(200);
    for (const { token } of [plain, provider]) {
      const res = await api(m, url, token, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'This needs the admin role.',
        code: 'FORBIDDEN',
      });
      expect(res.headers['cache-control']).toBe('no-store');
      // The role is checked before the input: a bad input tells a non-admin nothing.
      expect((await api(m, `${url}?page=0&from=x`, token, { bad: 1 })).statusCode).toBe(403);
    }
  });

  it('answers an admin with no-store', async () => {
    for (const [m, url] of calls.filter(([m]) => m === 'GET')) {
      const res = await api(m, url, boss.token);
      // The unknown id of a call about one record is a 404, stored by no one either.
      expect(res.statusCode, res.body).toBe(/[0-9a-f-]{36}/.test(url) ? 404 : 200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('ADMIN_EMAILS', () => {
  it('gives the admin role once the address is confirmed, with an audit entry by the configuration', async () => {
    expect(await rolesOf(boss.token)).toEqual(['admin']);
    expect((await login(ctx, BOSS, boss.password)).statusCode).toBe(200);
    const entries = await auditOf(boss.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actorEmail: null,
        action: 'role.grant',
        targetType: 'user',
        targetId: boss.id,
        targetLabel: BOSS,
        details: { role: 'admin', by: 'ADMIN_EMAILS' },
      }),
    ]);
  });

  it('gives it at start-up to a confirmed account that exists, and never takes it away', async () => {
    // Registered without opening the link: no role, at start-up either.
    const body = registration({ email: LATER });
    const registered = await api('POST', '/register', undefined, body);
    const later = { password: registered.json().password as string };
    const id = await idOf(LATER);
    expect(await grantAdminsByConfig(ctx.deps.db, ctx.deps.config.adminEmails)).toEqual([]);
    // Confirmed before ADMIN_EMAILS named it, say: the next start gives the role.
    await markEmailConfirmed(ctx.deps.db, id);
    expect(await grantAdminsByConfig(ctx.deps.db, ctx.deps.config.adminEmails)).toEqual([id]);
    expect(await grantAdminsByConfig(ctx.deps.db, ctx.deps.config.adminEmails)).toEqual([]);
    const token = (await login(ctx, LATER, later.password)).json().access_token as string;
    expect(await rolesOf(token)).toEqual(['admin']);
    const listed = await api('GET', `/admin/users?q=${LATER}`, boss.token);
    expect(listed.json<AdminUserList>().users[0]).toMatchObject({ adminByConfig: true });

    // Taken off the list: the account keeps the role through a login, only the flag goes.
    const configured = ctx.deps.config.adminEmails;
    ctx.deps.config.adminEmails = [BOSS];
    try {
      expect((await login(ctx, LATER, later.password)).statusCode).toBe(200);
      expect(await rolesOf(token)).toEqual(['admin']);
      const again = await api('GET', `/admin/users?q=${LATER}`, boss.token);
      expect(again.json<AdminUserList>().users[0]).toMatchObject({
        roles: ['admin'],
        adminByConfig: false,
      });
    } finally {
      ctx.deps.config.adminEmails = configured;
    }
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['role.grant']);
  });
});

describe('PUT /admin/users/{id}/roles', () => {
  it('grants and revokes, in ROLES order, with one audit entry per role changed', async () => {
    const user = await signedInUser(ctx);
    const id = await idOf(user.email);
    const granted = await setRoles(id, ['provider', 'admin']);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.headers['cache-control']).toBe('no-store');
    expect(granted.json<AdminUser>()).toMatchObject({
      id,
      email: user.email,
      roles: ['admin', 'provider'],
      adminByConfig: false,
    });
    expect(await rolesOf(user.token)).toEqual(['admin', 'provider']);

    // A role given twice counts once.
    const revoked = await setRoles(id, ['provider', 'provider']);
    expect(revoked.json<AdminUser>().roles).toEqual(['provider']);
    expect(await rolesOf(user.token)).toEqual(['provider']);
    // The same roles again change nothing and write nothing.
    expect((await setRoles(id, ['provider'])).statusCode).toBe(200);

    const entries = await auditOf(id);
    const byBoss = { actorEmail: BOSS, targetType: 'user', targetId: id, targetLabel: user.email };
    expect(entries).toHaveLength(3);
    expect(entries.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...byBoss, action: 'role.grant', details: { role: 'admin' } }),
        expect.objectContaining({ ...byBoss, action: 'role.grant', details: { role: 'provider' } }),
      ]),
    );
    expect(entries[2]).toMatchObject({
      ...byBoss,
      action: 'role.revoke',
      details: { role: 'admin' },
    });

    expect((await setRoles(id, [])).json<AdminUser>().roles).toEqual([]);
    expect(await rolesOf(user.token)).toEqual([]);
  });

  it('refuses an admin removing their own admin role (409), but not their other roles', async () => {
    const res = await setRoles(boss.id, ['provider']);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'You cannot remove your own admin role; ask another admin.',
      code: 'OWN_ADMIN_ROLE',
    });
    expect(await rolesOf(boss.token)).toEqual(['admin']);
    expect((await setRoles(boss.id, ['admin', 'provider'])).json().roles).toEqual([
      'admin',
      'provider',
    ]);
    expect((await setRoles(boss.id, ['admin'])).json().roles).toEqual(['admin']);
  });

  it('keeps a role the console does not show when it sets the others', async () => {
    const user = await signedInUser(ctx);
    const id = await idOf(user.email);
    await ctx.deps.db
      .update(users)
      .set({ roles: ['member'] })
      .where(eq(users.id, id));
    expect((await setRoles(id, ['provider'])).json<AdminUser>().roles).toEqual([
      'provider',
      'member',
    ]);
    expect((await setRoles(id, [])).json<AdminUser>().roles).toEqual(['member']);
  });

  it('answers 404 for an unknown account', async () => {
    const res = await setRoles('00000000-0000-4000-8000-000000000000', ['provider']);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No account with id 00000000-0000-4000-8000-000000000000.');
  });

  it.each([
    ['a non-UUID id', 'not-a-uuid', { roles: [] }, 'id must be a UUID'],
    ['an unknown role', null, { roles: ['owner'] }, 'A role is one of admin, provider'],
    ['roles that are not a list', null, { roles: 'admin' }, 'roles must be a list'],
    ['an unknown field', null, { roles: [], email: 'x@example.at' }, 'Unrecognized key'],
  ])('answers 400 for %s', async (_case, id, body, message) => {
    const res = await api('PUT', `/admin/users/${id ?? boss.id}/roles`, boss.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('GET /admin/users', () => {
  let tag: string;
  let ids: Record<'bio' | 'near' | 'wild' | 'anna', string>;

  beforeAll(async () => {
    tag = `t${Date.now().toString(36)}`;
    const company = (name: string) => ({ accountType: 'company', company: `${name} ${tag}` });
    const bio = await registerUser(ctx, company('Hof 100% Bio'));
    const near = await registerUser(ctx, company('Hof 1005 Bio'));
    const wild = await registerUser(ctx, company('Hof_x'));
    const anna = await registerUser(ctx, { firstName: 'Annabel', lastName: `Moser${tag}` });
    ids = {
      bio: await idOf(bio.email),
      near: await idOf(near.email),
      wild: await idOf(wild.email),
      anna: await idOf(anna.email),
    };
    await setRoles(ids.near, ['provider']);
  });

  const search = async (query: string) => {
    const res = await api('GET', `/admin/users?${query}`, boss.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminUserList>();
  };
  const found = async (query: string) => (await search(query)).users.map((u) => u.id).sort();

  it('searches e-mail, names and company, each word anywhere, the latest first', async () => {
    const list = await search(`q=${tag}`);
    expect(list).toMatchObject({ total: 4, totalCapped: false, nextCursor: null, pageSize: 50 });
    expect(list.users.map((u) => u.id)).toEqual([ids.anna, ids.wild, ids.near, ids.bio]);
    expect(list.users[0]).toEqual({
      id: ids.anna,
      email: expect.stringMatching(/^anna\.[0-9a-f]+@example\.at$/),
      accountType: 'individual',
      company: null,
      firstName: 'Annabel',
      lastName: `Moser${tag}`,
      country: 'Austria',
      roles: [],
      adminByConfig: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const email = list.users[0]!.email;
    expect(await found(`q=${encodeURIComponent(email.slice(5, 13).toUpperCase())}`)).toEqual([
      ids.anna,
    ]);
    expect(await found(`q=${encodeURIComponent(`annabel ${tag}`)}`)).toEqual([ids.anna]);
    expect(await found(`q=${encodeURIComponent(`1005 bio ${tag}`)}`)).toEqual([ids.near]);
  });

  it('takes % and _ in q as plain characters', async () => {
    expect(await found(`q=${encodeURIComponent(`100% ${tag}`)}`)).toEqual([ids.bio]);
    expect(await found(`q=${encodeURIComponent(`hof_ ${tag}`)}`)).toEqual([ids.wild]);
  });

  it('filters by role', async () => {
    expect(await found(`q=${tag}&role=provider`)).toEqual([ids.near]);
    const admins = await search('role=admin');
    expect(admins.users.every((u) => u.roles.includes('admin'))).toBe(true);
    expect(admins.users.map((u) => u.email)).toContain(BOSS);
  });

  it.each([
    ['cursor=', 'cursor is empty'],
    ['role=owner', 'A role is one of admin, provider'],
    [`q=${'x'.repeat(201)}`, 'q is at most 200 characters'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await api('GET', `/admin/users?${query}`, boss.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('GET /admin/audit', () => {
  it('pages back with before and limit, the latest first', async () => {
    const all = await audit();
    expect(all.length).toBeGreaterThanOrEqual(3);
    const ats = all.map((e) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());
    const [first] = await audit('?limit=1');
    expect(first).toEqual(all[0]);
    const older = await audit(`?limit=100&before=${all.at(-1)!.id}`);
    expect(older).toEqual([]);
    // Page by page, one entry each: every entry once, in the same order, none skipped.
    const paged = [];
    let before = '';
    for (let i = 0; i < all.length + 1; i += 1) {
      const [next] = await audit(`?limit=1${before ? `&before=${before}` : ''}`);
      if (!next) break;
      paged.push(next);
      before = next.id;
    }
    expect(paged).toEqual(all);
  });

  it.each([
    ['before=yesterday', 'before must be the id of an audit entry'],
    ['limit=0', 'limit is at least 1'],
    ['limit=101', 'limit is at most 100'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await api('GET', `/admin/audit?${query}`, boss.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('keeps no e-mail: a deleted account shows as null, actor and target', async () => {
    const gone = await signedInUser(ctx);
    const goneId = await idOf(gone.email);
    const other = await signedInUser(ctx);
    const otherId = await idOf(other.email);
    await setRoles(goneId, ['admin']);
    expect((await setRoles(otherId, ['provider'], gone.token)).statusCode).toBe(200);
    expect((await api('DELETE', '/user/account', gone.token)).statusCode).toBe(200);

    const entries = await audit();
    const by = entries.find((e) => e.targetId === otherId)!;
    expect(by).toMatchObject({ actorEmail: null, targetLabel: other.email, action: 'role.grant' });
    const about = entries.find((e) => e.targetId === goneId)!;
    expect(about).toMatchObject<Partial<AuditEntry>>({ actorEmail: BOSS, targetLabel: null });

    const stored = JSON.stringify(await ctx.deps.db.select().from(auditLogEntries));
    expect(stored).not.toContain('@');
    expect(stored).not.toContain(gone.email);
  });
});
