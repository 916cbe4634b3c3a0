// Checks that chat messages are stored in their threads, reading the database with the driver the
// server uses (there is no API to read a conversation back). Used by the durability benchmark;
// with PGlite the server must be stopped.
// Usage: tsx bench/chat-messages.ts <expected.json> <pglite dir | postgres:// URL>
// expected.json: [{ "threadId": "...", "email": "...", "question": "..." }]; prints
// { checked, verified, lost, lostExamples }.
import { readFileSync } from 'node:fs';
import { chatMessages, chatThreads, createDb, users } from '@foodhub/db';
import { eq } from 'drizzle-orm';

const [expectedFile, database] = process.argv.slice(2);
if (!expectedFile || !database) {
  throw new Error('Usage: tsx bench/chat-messages.ts <expected.json> <pglite dir | URL>');
}
const expected: { threadId: string; email: string; question: string }[] = JSON.parse(
  readFileSync(expectedFile, 'utf8'),
);
const handle = database.startsWith('postgres')
  ? await createDb({ driver: 'postgres', url: database })
  : await createDb({ driver: 'pglite', dataDir: database });
try {
  // Every question of a user, with the thread it is in and the owner of that thread.
  const rows = await handle.db
    .select({ threadId: chatMessages.threadId, text: chatMessages.text, email: users.email })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .innerJoin(users, eq(users.id, chatThreads.userId))
    .where(eq(chatMessages.role, 'user'));
  const stored = new Set(rows.map((r) => `${r.email}\n${r.threadId}\n${r.text}`));
  const lost = expected.filter((e) => !stored.has(`${e.email}\n${e.threadId}\n${e.question}`));
  console.log(
    JSON.stringify({
      checked: expected.length,
      verified: expected.length - lost.length,
      lost: lost.length,
      lostExamples: lost.slice(0, 3),
    }),
  );
} finally {
  await handle.close();
}
