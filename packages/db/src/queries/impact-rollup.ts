import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reportMonths, savedReports } from '../schema';

// The roll-ups behind the figures and My impact (schema/impact.ts). The API says what a report
// counts in each month (its one counting rule); these functions store that and add it up.

/** The figures of a month as stored: what it counts once its days up to to_day have run. */
export interface MonthFigures {
  donations: number;
  donatedKg: number;
  co2Avoided: number;
  co2Net: number;
  waterAvoided: number;
  waterNet: number;
  landAvoided: number;
  landNet: number;
}

/** One month a report counts in ('YYYY-MM-01'), the days it counts (both included). */
export interface ReportMonthRow extends MonthFigures {
  month: string;
  fromDay: string;
  toDay: string;
}

/** A report whose months must be written (again): what the counting rule reads of it. */
export interface ReportToRoll {
  id: string;
  userId: string;
  createdAt: Date;
  endedOn: string | null;
  header: Record<string, unknown>;
  reports: Record<string, unknown>[];
  /** Null: its months are written again from scratch; else only months after this day's. */
  impactThrough: string | null;
}

/** What the API answers for a report: its months and the day they are written through. */
export interface RolledReport {
  months: ReportMonthRow[];
  /** 'YYYY-MM-DD', or 'infinity' when its months no longer change. */
  through: string;
}

/**
 * Taken by every transaction that changes report months in more than one statement (or deletes
 * reports): the sums by month are then changed by one transaction at a time, so two never wait on
 * each other's sums. Held to the end of the transaction.
 */
export async function lockImpactSums(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('impact_months'))`);
}

/** Reports not written through `day` ('YYYY-MM-DD'): null, or an earlier day. */
const staleBefore = (day: string) =>
  or(isNull(savedReports.impactThrough), lt(savedReports.impactThrough, day))!;

/**
 * Writes the months of reports not written through `day`, `batch` at a time, each batch in one
 * transaction with its reports locked: two processes never write one report twice, and every
 * change of a report (saved again, stopped, deleted) waits for or follows its writing. With
 * `skipLocked` a batch leaves reports another process is writing (background catch-up);
 * without it, it waits for them and then sees them written. `userId` limits it to one account.
 * Answers how many reports it wrote.
 */
export async function rollReports(
  db: Db,
  day: string,
  roll: (report: ReportToRoll) => RolledReport,
  options: { userId?: string; skipLocked?: boolean; batch?: number } = {},
): Promise<number> {
  let written = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const query = tx
        .select({
          id: savedReports.id,
          userId: savedReports.userId,
          createdAt: savedReports.createdAt,
          endedOn: savedReports.endedOn,
          // Only what the counting reads of the header.
          header: sql<Record<string, unknown>>`jsonb_build_object(
            'frequency', ${savedReports.header} -> 'frequency',
            'seasonal', ${savedReports.header} -> 'seasonal',
            'active_months', ${savedReports.header} -> 'active_months')`,
          reports: savedReports.reports,
          impactThrough: savedReports.impactThrough,
        })
        .from(savedReports)
        .where(
          options.userId
            ? and(eq(savedReports.userId, options.userId), staleBefore(day))
            : staleBefore(day),
        )
        // Locked in one order: two writers never hold each other's reports.
        .orderBy(savedReports.id)
        .limit(options.batch ?? 200);
      const rows = await (options.skipLocked
        ? query.for('update', { skipLocked: true })
        : query.for('update'));
      if (rows.length === 0) return 0;
      await lockImpactSums(tx);
      const rewrite = rows.filter((r) => r.impactThrough === null).map((r) => r.id);
      if (rewrite.length > 0) {
        await tx.delete(reportMonths).where(inArray(reportMonths.reportId, rewrite));
      }
      const months: (typeof reportMonths.$inferInsert)[] = [];
      const through: { id: string; day: string }[] = [];
      for (const row of rows) {
        const rolled = roll(row);
        // A running report only gains months: those written before stay as they are.
        const after = row.impactThrough ?? '';
        for (const month of rolled.months) {
          if (month.fromDay > after)
            months.push({ reportId: row.id, userId: row.userId, ...month });
        }
        through.push({ id: row.id, day: rolled.through });
      }
      for (let i = 0; i < months.length; i += 1000) {
        await tx.insert(reportMonths).values(months.slice(i, i + 1000));
      }
      await tx.execute(sql`
        update saved_reports r set impact_through = v.day::date
        from (values ${sql.join(
          through.map((t) => sql`(${t.id}::uuid, ${t.day})`),
          sql`, `,
        )}) as v(id, day)
        where r.id = v.id`);
      return rows.length;
    });
    written += count;
    if (count === 0) return written;
  }
}

/**
 * Clears what a large catch-up left behind in the reports and their roll-up (old row versions,
 * index entries) and refreshes the planner's statistics. The embedded database has no autovacuum;
 * on a server this only comes before it. Outside a transaction, as VACUUM must be.
 */
export async function analyzeRollups(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) saved_reports, report_months, impact_months`);
}
