import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  analyticsEvents,
  chatMessages,
  chatThreads,
  savedReports,
  savedSurpluses,
  stepperDrafts,
  users,
  type ChatMessageRow,
  type ChatThread,
} from '../schema';
import { findOwnProviderEntry } from './provider-entries';

/**
 * Rows per query of the export. A saved surplus holds its match's record (a few KB), but one
 * saved before the words were left out holds the whole answer (100-250 KB), so its pages stay
 * short; the other rows are a few KB or less.
 */
export const USER_EXPORT_PAGE_SIZE = {
  chatThreads: 50,
  savedSurpluses: 25,
  savedReports: 25,
  analyticsEvents: 500,
} as const;

/**
 * Where a page ended: the last row's created_at as PostgreSQL writes it (a Date would lose the
 * microseconds, and the next page would repeat or skip rows) and its id.
 */
interface PageEnd {
  at: string;
  id: string;
}

/** Rows after `end` in (created_at, id) order. */
function after(createdAt: PgColumn, id: PgColumn, end: PageEnd | undefined): SQL | undefined {
  return end ? sql`(${createdAt}, ${id}) > (${end.at}::timestamptz, ${end.id}::uuid)` : undefined;
}

/** Reads page after page until one comes back short, handing each on before the next is read. */
async function* keysetPages<Row extends { id: string }>(
  size: number,
  read: (end: PageEnd | undefined, size: number) => Promise<(Row & { pageAt: string })[]>,
): AsyncGenerator<Row[]> {
  let end: PageEnd | undefined;
  for (;;) {
    const page = await read(end, size);
    const last = page.at(-1);
    if (!last) return;
    yield page.map(({ pageAt: _at, ...row }) => row as unknown as Row);
    if (page.length < size) return;
    end = { at: last.pageAt, id: last.id };
  }
}

const pageAt = (createdAt: PgColumn) => sql<string>`${createdAt}::text`;

/**
 * Everything the database holds about one user, for 'Download my data' (GDPR Art. 20): the
 * account without its password hash, the chatbot conversations with their messages, the surpluses
 * matched with their entries and what the match decided, the saved impact reports, the stepper draft, the
 * statistics events recorded with the session, and the organisation's provider entry with its
 * solutions. Null for an unknown user. Only the account is read here; the rest is read when asked
 * for, the lists a page at a time in creation order, so that a download is written as it is read
 * and the server holds one page, whatever the user has stored.
 */
export async function userDataExport(db: Db, userId: string) {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account) return null;
  // Neither the password's hash nor the console's search column (the fields above in one text).
  const { passwordHash: _hash, searchText: _search, ...accountFields } = account;
  return {
    account: accountFields,
    chatThreads: () =>
      withMessages(
        db,
        keysetPages(USER_EXPORT_PAGE_SIZE.chatThreads, (end, size) =>
          db
            .select({ ...getTableColumns(chatThreads), pageAt: pageAt(chatThreads.createdAt) })
            .from(chatThreads)
            .where(
              and(
                eq(chatThreads.userId, userId),
                after(chatThreads.createdAt, chatThreads.id, end),
              ),
            )
            .orderBy(asc(chatThreads.createdAt), asc(chatThreads.id))
            .limit(size),
        ),
      ),
    savedSurpluses: () =>
      keysetPages(USER_EXPORT_PAGE_SIZE.savedSurpluses, (end, size) =>
        db
          // What the download shows (export.route): not the summary columns made from these.
          .select({
            id: savedSurpluses.id,
            surplusName: savedSurpluses.surplusName,
            foodGroup: savedSurpluses.foodGroup,
            inputs: savedSurpluses.inputs,
            answer: savedSurpluses.answer,
            createdAt: savedSurpluses.createdAt,
            updatedAt: savedSurpluses.updatedAt,
            pageAt: pageAt(savedSurpluses.createdAt),
          })
          .from(savedSurpluses)
          .where(
            and(
              eq(savedSurpluses.userId, userId),
              after(savedSurpluses.createdAt, savedSurpluses.id, end),
            ),
          )
          .orderBy(asc(savedSurpluses.createdAt), asc(savedSurpluses.id))
          .limit(size),
      ),
    savedReports: () =>
      keysetPages(USER_EXPORT_PAGE_SIZE.savedReports, (end, size) =>
        db
          .select({ ...getTableColumns(savedReports), pageAt: pageAt(savedReports.createdAt) })
          .from(savedReports)
          .where(
            and(
              eq(savedReports.userId, userId),
              after(savedReports.createdAt, savedReports.id, end),
            ),
          )
          .orderBy(asc(savedReports.createdAt), asc(savedReports.id))
          .limit(size),
      ),
    stepperDraft: async () => {
      const [draft] = await db.select().from(stepperDrafts).where(eq(stepperDrafts.userId, userId));
      return draft ?? null;
    },
    analyticsEvents: () =>
      keysetPages(USER_EXPORT_PAGE_SIZE.analyticsEvents, (end, size) =>
        db
          .select({
            ...getTableColumns(analyticsEvents),
            pageAt: pageAt(analyticsEvents.createdAt),
          })
          .from(analyticsEvents)
          .where(
            and(
              eq(analyticsEvents.userId, userId),
              after(analyticsEvents.createdAt, analyticsEvents.id, end),
            ),
          )
          .orderBy(asc(analyticsEvents.createdAt), asc(analyticsEvents.id))
          .limit(size),
      ),
    providerEntry: async () => (await findOwnProviderEntry(db, userId)) ?? null,
  };
}

export type UserDataExportSource = NonNullable<Awaited<ReturnType<typeof userDataExport>>>;

/** Each page of threads with their messages, in the order they were written. */
async function* withMessages(
  db: Db,
  pages: AsyncGenerator<ChatThread[]>,
): AsyncGenerator<(ChatThread & { messages: ChatMessageRow[] })[]> {
  for await (const threads of pages) {
    const messages = await db
      .select()
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.threadId,
          threads.map((t) => t.id),
        ),
      )
      .orderBy(asc(chatMessages.id));
    yield threads.map((thread) => ({
      ...thread,
      messages: messages.filter((m) => m.threadId === thread.id),
    }));
  }
}
