import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  analyticsEvents,
  chatMessages,
  chatThreads,
  savedReports,
  savedSurpluses,
  stepperDrafts,
  users,
} from '../schema';
import { findOwnProviderEntry } from './provider-entries';

/**
 * Everything the database holds about one user, for 'Download my data' (GDPR Art. 20): the
 * account without its password hash, the chatbot conversations with their messages, the surpluses
 * matched with their entries and answers, the saved impact reports, the stepper draft, the
 * statistics events recorded with the session, and the organisation's provider entry with its
 * solutions. Null for an unknown user.
 */
export async function userDataExport(db: Db, userId: string) {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account) return null;
  const { passwordHash: _hash, ...accountFields } = account;
  const threads = await db
    .select()
    .from(chatThreads)
    .where(eq(chatThreads.userId, userId))
    .orderBy(asc(chatThreads.createdAt));
  const messages =
    threads.length === 0
      ? []
      : await db
          .select()
          .from(chatMessages)
          .where(
            inArray(
              chatMessages.threadId,
              threads.map((t) => t.id),
            ),
          )
          .orderBy(asc(chatMessages.id));
  const surpluses = await db
    .select()
    .from(savedSurpluses)
    .where(eq(savedSurpluses.userId, userId))
    .orderBy(asc(savedSurpluses.createdAt));
  const reports = await db
    .select()
    .from(savedReports)
    .where(eq(savedReports.userId, userId))
    .orderBy(asc(savedReports.createdAt));
  const [draft] = await db.select().from(stepperDrafts).where(eq(stepperDrafts.userId, userId));
  const events = await db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(asc(analyticsEvents.createdAt));
  return {
    account: accountFields,
    chatThreads: threads.map((thread) => ({
      ...thread,
      messages: messages.filter((m) => m.threadId === thread.id),
    })),
    savedSurpluses: surpluses,
    savedReports: reports,
    stepperDraft: draft ?? null,
    analyticsEvents: events,
    providerEntry: (await findOwnProviderEntry(db, userId)) ?? null,
  };
}
