import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { chatMessages, chatThreads, type ChatRole, type ChatThread } from '../schema';

export interface ChatTurn {
  role: ChatRole;
  text: string;
}

/** The thread when it exists and belongs to the user; another user's thread is not found. */
export async function findChatThread(
  db: Db,
  threadId: string,
  userId: string,
): Promise<ChatThread | undefined> {
  const [row] = await db
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.id, threadId), eq(chatThreads.userId, userId)));
  return row;
}

/** The last `limit` messages of a thread, oldest first. */
export async function recentChatMessages(
  db: Db,
  threadId: string,
  limit: number,
): Promise<ChatTurn[]> {
  const rows = await db
    .select({ role: chatMessages.role, text: chatMessages.text })
    .from(chatMessages)
    .where(eq(chatMessages.threadId, threadId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * Stores one question and its answer in one transaction: in the given thread, or, with
 * threadId null, in a new thread of the user. Returns the thread id.
 */
export async function appendChatExchange(
  db: Db,
  exchange: { userId: string; threadId: string | null; question: string; answer: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    let threadId = exchange.threadId;
    if (threadId) {
      await tx
        .update(chatThreads)
        .set({ updatedAt: sql`now()` })
        .where(eq(chatThreads.id, threadId));
    } else {
      const [thread] = await tx
        .insert(chatThreads)
        .values({ userId: exchange.userId })
        .returning({ id: chatThreads.id });
      threadId = thread!.id;
    }
    await tx.insert(chatMessages).values([
      { threadId, role: 'user', text: exchange.question },
      { threadId, role: 'assistant', text: exchange.answer },
    ]);
    return threadId;
  });
}

/** How many threads and messages a user has (for tests and account checks). */
export async function countChatRows(db: Db, userId: string) {
  const [row] = await db
    .select({
      threads: sql<number>`count(distinct ${chatThreads.id})::int`,
      messages: sql<number>`count(${chatMessages.id})::int`,
    })
    .from(chatThreads)
    .leftJoin(chatMessages, eq(chatMessages.threadId, chatThreads.id))
    .where(eq(chatThreads.userId, userId));
  return { threads: row?.threads ?? 0, messages: row?.messages ?? 0 };
}
