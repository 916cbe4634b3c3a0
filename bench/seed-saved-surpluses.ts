// Grows one user's saved surpluses to BENCH_SURPLUSES rows for the export benchmark: copies of
// the one the user's real match saved (entries and answer as the server wrote them), each under
// its own input key and a creation time a millisecond apart. The server must be stopped when the
// database is PGlite. Prints {"rows": n, "answerBytes": n} as its last line.
// Usage: BENCH_SURPLUSES=10000 tsx bench/seed-saved-surpluses.ts <pglite dir | postgres URL> <email>
import { createDb, type DbOptions } from '@foodhub/db';
import { sql } from 'drizzle-orm';

const [target, email] = process.argv.slice(2);
if (!target || !email) {
  throw new Error('Usage: tsx bench/seed-saved-surpluses.ts <pglite dir | postgres URL> <email>');
}
const ROWS = Number(process.env.BENCH_SURPLUSES ?? 10_000);
// 100-250 KB a row: a few megabytes a statement, which the embedded database's memory takes.
const BATCH = 25;

const options: DbOptions = /^postgres(ql)?:\/\//.test(target)
  ? { driver: 'postgres', url: target }
  : { driver: 'pglite', dataDir: target };
const handle = await createDb(options);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
try {
  const [original] = rowsOf<{ id: string; user_id: string; answer_bytes: number }>(
    await handle.db.execute(sql`
      select s.id, s.user_id, octet_length(s.answer::text) as answer_bytes
      from saved_surpluses s join users u on u.id = s.user_id
      where u.email = ${email}
      order by s.created_at limit 1`),
  );
  if (!original) throw new Error(`${email} has no saved surplus to copy`);
  for (let from = 1; from < ROWS; from += BATCH) {
    const to = Math.min(ROWS - 1, from + BATCH - 1);
    await handle.db.execute(sql`
      insert into saved_surpluses (user_id, input_key, surplus_name, inputs, answer, created_at, updated_at)
      select user_id, input_key || '-copy-' || n, surplus_name || ' ' || n, inputs, answer,
        created_at + n * interval '1 millisecond', updated_at + n * interval '1 millisecond'
      from saved_surpluses, generate_series(${from}::int, ${to}::int) as n
      where id = ${original.id}`);
  }
  const [count] = rowsOf<{ n: number }>(
    await handle.db.execute(
      sql`select count(*)::int as n from saved_surpluses where user_id = ${original.user_id}`,
    ),
  );
  console.log(JSON.stringify({ rows: count?.n, answerBytes: Number(original.answer_bytes) }));
} finally {
  await handle.close();
}
