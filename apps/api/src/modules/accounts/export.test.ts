import { userDataExport, type UserDataExport } from '@foodhub/contracts';
import {
  analyticsEvents,
  chatMessages,
  chatThreads,
  findUserByEmail,
  savedReports,
  savedSurpluses,
  USER_EXPORT_PAGE_SIZE,
} from '@foodhub/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { entryInput, saveEntry } from '../../../test/provider-entry-fixtures';
import { reportBody, savedReportOf, loadReportReferences } from '../../../test/report-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // The catalogue and products a saved report (and a provider entry) is made of.
  await loadReportReferences(ctx.deps.db);
});
afterAll(() => ctx.close());

const exportOf = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/tool/api/me/export', headers: bearer(token) });

async function chat(token: string, userMessage: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/tool/api/chatbot',
    headers: bearer(token),
    payload: { userMessage, thread_id: null },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function event(token: string, name: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/tool/api/analytics/events',
    headers: bearer(token),
    payload: { events: [{ type: 'event', name, clientId: `client-${name}` }] },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('GET /me/export', () => {
  it('downloads the account, its conversations and its statistics events, and no one else’s', async () => {
    const anna = await signedInUser(ctx, {
      firstName: 'Anna',
      accountType: 'company',
      company: 'Huber KG',
    });
    const other = await signedInUser(ctx, { firstName: 'Otto' });
    await chat(anna.token, 'What data is stored?');
    await chat(other.token, 'How is the score calculated?');
    await event(anna.token, 'login');
    await event(other.token, 'logout');
    const report = await savedReportOf(ctx, anna.token);
    await savedReportOf(ctx, other.token, reportBody({ provider: { name: 'Tafel Otto' } }));

    const draft = await ctx.app.inject({
      method: 'PUT',
      url: '/tool/api/me/draft',
      headers: bearer(anna.token),
      payload: { data: { stepper: { companyProfile: { name: 'Huber KG, Filiale Lend' } } } },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const entry = await saveEntry(ctx, anna.token, entryInput({ company_name: 'Huber Tafel' }));
    await saveEntry(ctx, other.token, entryInput({ company_name: 'Tafel Otto' }));

    const res = await exportOf(anna.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="alpine-food-hub-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const body = userDataExport.parse(res.json()) as UserDataExport;
    expect(body.account).toMatchObject({
      email: anna.email,
      firstName: 'Anna',
      company: 'Huber KG',
      accountType: 'company',
    });
    // Never the password hash.
    const stored = await findUserByEmail(ctx.deps.db, anna.email);
    expect(res.body).not.toContain(stored!.passwordHash);
    expect(Object.keys(body.account)).not.toContain('passwordHash');
    expect(Object.keys(body.account)).not.toContain('searchText');
    expect(body.chatThreads).toHaveLength(1);
    expect(body.chatThreads[0]?.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(body.chatThreads[0]?.messages[0]?.text).toBe('What data is stored?');
    expect(body.analyticsEvents.map((e) => e.name)).toEqual(['login']);
    expect(body.savedReports.map((r) => r.id)).toEqual([report.id]);
    expect(body.savedReports[0]?.header).toMatchObject({ company_name: 'Bäckerei Huber' });
    expect(body.savedReports[0]?.shared).toBe(false);
    expect(body.savedReports[0]?.endedOn).toBeNull();
    expect(JSON.stringify(body.stepperDraft?.data)).toContain('Huber KG, Filiale Lend');
    // The organisation's provider entry as GET /me/provider shows it.
    expect(body.providerEntry).toEqual(entry);
    // Nothing of the other user.
    expect(res.body).not.toContain(other.email);
    expect(res.body).not.toContain('How is the score calculated?');
    expect(res.body).not.toContain('Tafel Otto');
  });

  it('says null for an account without a provider entry', async () => {
    const plain = await signedInUser(ctx);
    expect(userDataExport.parse((await exportOf(plain.token)).json()).providerEntry).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/tool/api/me/export' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 once the account is deleted', async () => {
    const gone = await signedInUser(ctx);
    await ctx.app.inject({
      method: 'DELETE',
      url: '/tool/api/user/account',
      headers: bearer(gone.token),
    });
    expect((await exportOf(gone.token)).statusCode).toBe(401);
  });
});

/** A time `micros` microseconds after a fixed instant: rows a millisecond cannot tell apart. */
const at = (micros: number) =>
  sql`'2025-03-01 10:00:00+00'::timestamptz + ${`${micros} microseconds`}::interval`;

async function userIdOf(email: string): Promise<string> {
  return (await findUserByEmail(ctx.deps.db, email))!.id;
}

/** Saved surpluses created one microsecond apart, each with `answerKb` KB of text in its entries. */
async function seedSurpluses(userId: string, count: number, answerKb = 1) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const [row] = await ctx.deps.db
      .insert(savedSurpluses)
      .values({
        userId,
        inputKey: `key-${i}`,
        surplusName: `Surplus ${i}`,
        // The entries go into the download as they are (an answer goes as its record).
        inputs: { wasteInfo: { name: `Surplus ${i}`, notes: 'x'.repeat(answerKb * 1024) } },
        answer: { solutions: [] },
        // Newest id first, so that the id alone would give the wrong order.
        createdAt: at(count - i) as unknown as Date,
      })
      .returning({ id: savedSurpluses.id });
    ids.push(row!.id);
  }
  return ids.reverse();
}

describe('GET /me/export of an account with more than a page of everything', () => {
  it('writes every row once, oldest first, exactly as the contract serializes the document', async () => {
    const user = await signedInUser(ctx);
    const userId = await userIdOf(user.email);
    const pages = USER_EXPORT_PAGE_SIZE;
    const surplusIds = await seedSurpluses(userId, 2 * pages.savedSurpluses + 3);
    const threadCount = pages.chatThreads + 2;
    for (let i = 0; i < threadCount; i++) {
      const [thread] = await ctx.deps.db
        .insert(chatThreads)
        .values({ userId, createdAt: at(i) as unknown as Date })
        .returning({ id: chatThreads.id });
      await ctx.deps.db.insert(chatMessages).values([
        { threadId: thread!.id, role: 'user', text: `question ${i}` },
        { threadId: thread!.id, role: 'assistant', text: `answer ${i}` },
      ]);
    }
    const reportCount = pages.savedReports + 1;
    for (let i = 0; i < reportCount; i++) {
      await ctx.deps.db.insert(savedReports).values({
        userId,
        inputKey: `report-${i}`,
        language: 'en',
        header: { surplus_name: `Report ${i}` },
        reports: [{ period: 'year' }],
        model: { version: 1 },
        createdAt: at(i) as unknown as Date,
      });
    }
    const eventCount = pages.analyticsEvents + 5;
    await ctx.deps.db.insert(analyticsEvents).values(
      Array.from({ length: eventCount }, (_, i) => ({
        type: 'event' as const,
        name: `event-${i}`,
        clientId: 'client',
        userId,
        createdAt: at(i) as unknown as Date,
      })),
    );

    const res = await exportOf(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = userDataExport.parse(res.json());
    // The text is the contract's serialization of itself: its keys, in its order, nothing else.
    expect(res.body).toBe(JSON.stringify(body));
    expect(body.savedSurpluses.map((s) => s.id)).toEqual(surplusIds);
    expect(body.chatThreads.map((t) => t.messages.map((m) => m.text))).toEqual(
      Array.from({ length: threadCount }, (_, i) => [`question ${i}`, `answer ${i}`]),
    );
    expect(body.savedReports.map((r) => r.header.surplus_name)).toEqual(
      Array.from({ length: reportCount }, (_, i) => `Report ${i}`),
    );
    expect(body.analyticsEvents.map((e) => e.name)).toEqual(
      Array.from({ length: eventCount }, (_, i) => `event-${i}`),
    );
  });

  it('sends the first saved surpluses before it has read the last', async () => {
    const user = await signedInUser(ctx);
    const userId = await userIdOf(user.email);
    const count = 3 * USER_EXPORT_PAGE_SIZE.savedSurpluses;
    // 20 KB entries: a few of them fill what the stream buffers ahead of the client.
    const ids = await seedSurpluses(userId, count, 20);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/tool/api/me/export',
      headers: bearer(user.token),
      payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    const chunks: Buffer[] = [];
    const stream = res.stream();
    for await (const chunk of stream.iterator({ destroyOnReturn: false })) {
      chunks.push(chunk as Buffer);
      if (Buffer.concat(chunks).includes(ids[0]!)) break;
    }
    // The first one has arrived; the last page is removed before the download reads it.
    const lastPage = ids.slice(-USER_EXPORT_PAGE_SIZE.savedSurpluses);
    await ctx.deps.db.execute(
      sql`delete from saved_surpluses where id in (${sql.join(
        lastPage.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    // The rest of the download (the loop above stopped reading the stream, not ended it).
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const body = userDataExport.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    expect(body.savedSurpluses.map((s) => s.id)).toEqual(ids.slice(0, -lastPage.length));
  });
});

describe('deleting the account', () => {
  it('leaves nothing of the user in any table', async () => {
    const gone = await signedInUser(ctx, { accountType: 'company', company: 'Weg GmbH' });
    await chat(gone.token, 'What data is stored?');
    await event(gone.token, 'login');
    const report = await savedReportOf(ctx, gone.token);
    const share = await ctx.app.inject({
      method: 'POST',
      url: `/tool/api/me/reports/${report.id}/share`,
      headers: bearer(gone.token),
      payload: {},
    });
    expect(share.statusCode, share.body).toBe(200);
    const { share_token: shareToken } = share.json<{ share_token: string }>();
    const entry = await saveEntry(ctx, gone.token, entryInput({ company_name: 'Weg Tafel' }));
    const user = await findUserByEmail(ctx.deps.db, gone.email);
    await ctx.app.inject({
      method: 'DELETE',
      url: '/tool/api/user/account',
      headers: bearer(gone.token),
    });
    // Every table that refers to a user, found in the schema: a new one is checked too.
    const columns = (await ctx.deps.db.execute(
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id'`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(columns.rows.length).toBeGreaterThan(2);
    for (const { table_name: table } of columns.rows) {
      const left = (await ctx.deps.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${user!.id}`,
      )) as unknown as { rows: { n: number }[] };
      expect(left.rows[0]?.n, table).toBe(0);
    }
    expect(await findUserByEmail(ctx.deps.db, gone.email)).toBeUndefined();
    // The provider entry (it names a contact person) and its solution links went with it.
    const provider = (await ctx.deps.db.execute(
      sql`select (select count(*) from provider_companies where id = ${entry.id} or owner_user_id = ${user!.id})::int as entries,
        (select count(*) from provider_solutions where provider_id = ${entry.id})::int as links`,
    )) as unknown as { rows: { entries: number; links: number }[] };
    expect(provider.rows[0]).toEqual({ entries: 0, links: 0 });
    // The share link died with the account.
    const shared = await ctx.app.inject({
      method: 'GET',
      url: `/tool/api/shared/reports/${shareToken}`,
    });
    expect(shared.statusCode).toBe(404);
    // The chat messages hang on the threads, not on the user.
    const messages = (await ctx.deps.db.execute(
      sql`select count(*)::int as n from chat_messages where text = 'What data is stored?' and thread_id not in (select id from chat_threads)`,
    )) as unknown as { rows: { n: number }[] };
    expect(messages.rows[0]?.n).toBe(0);
  });
});
