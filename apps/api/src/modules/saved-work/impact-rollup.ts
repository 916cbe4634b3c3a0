import type {
  HandedOverTotals,
  ImpactTotals,
  MyImpact,
  ReportHeader,
  SavedReport,
} from '@foodhub/contracts';
import {
  analyzeRollups,
  handedOverByMonth,
  impactOfUser,
  rollReports,
  type Db,
  type HandedOverRow,
  type ReportToRoll,
} from '@foodhub/db';
import { rollReport, rolledAhead, rolledBy, TOTAL_PERIOD } from './impact-totals';

// The roll-ups of saved reports (migration 0016): each report's months written by the counting
// rule (impact-totals rollReport), summed by the database. Written when a report is saved or
// stopped, before the figures or My impact read them (any report left stale: saved before the
// roll-up, changed by hand, or a running one whose next month is not written yet), and ahead of
// time in the background, so that the first read of a month does not write every running report.

interface RollupLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How often the background catch-up looks for running reports to write ahead: hourly. */
export const ROLLUP_INTERVAL_MS = 60 * 60 * 1000;

/** A catch-up writing this many reports or more refreshes the tables' statistics after it. */
const ANALYZE_AFTER_REPORTS = 1000;

const asReport = (row: ReportToRoll) => ({
  createdAt: row.createdAt,
  endedOn: row.endedOn,
  header: row.header as unknown as ReportHeader,
  reports: row.reports as unknown as SavedReport['reports'],
});

/**
 * Writes the months of every report (of one account with `userId`) that the roll-up does not
 * hold up to `now`'s day, waiting for any another process is writing. Answers how many it wrote.
 */
export function rollStaleReports(db: Db, now: Date, userId?: string): Promise<number> {
  return rollReports(db, rolledBy(now), (row) => rollReport(asReport(row), now), { userId });
}

/**
 * Writes running reports ahead, up to the end of next month, and reports never written (saved
 * before the roll-up existed), leaving those another process is writing to it.
 */
export function rollReportsAhead(db: Db, now: Date): Promise<number> {
  return rollReports(db, rolledAhead(now), (row) => rollReport(asReport(row), now), {
    skipLocked: true,
  });
}

/**
 * Runs rollReportsAhead once now and then every ROLLUP_INTERVAL_MS, never two at once in this
 * process. Answers a function that stops the timer.
 */
export function startReportRollup(db: Db, log: RollupLog): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    const started = performance.now();
    try {
      const written = await rollReportsAhead(db, new Date());
      if (written > 0) {
        const ms = Math.round(performance.now() - started);
        log.info({ reports: written, ms }, 'saved reports rolled up');
      }
      // After a large catch-up (an upgrade, a new month) the planner's statistics still see
      // every report as stale, and would read them all to find the few that are.
      if (written >= ANALYZE_AFTER_REPORTS) await analyzeRollups(db);
    } catch (err) {
      log.error({ err }, 'saved reports could not be rolled up');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), ROLLUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

const totals = (
  period: string,
  row: Awaited<ReturnType<typeof impactOfUser>>['months'][number] | undefined,
): ImpactTotals => ({
  period,
  reports: row?.reports ?? 0,
  donations: row?.donations ?? 0,
  donated_kg: row?.donated_kg ?? 0,
  co2_avoided: row?.co2_avoided ?? 0,
  co2_net: row?.co2_net ?? 0,
  water_avoided: row?.water_avoided ?? 0,
  water_net: row?.water_net ?? 0,
  land_avoided: row?.land_avoided ?? 0,
  land_net: row?.land_net ?? 0,
});

/**
 * 'My impact': the account's reports summed by month, year and in total up to `now`'s day (UTC),
 * as sumImpact counts them, from the roll-up: its stale reports are written first.
 */
export async function myImpact(db: Db, userId: string, now: Date): Promise<MyImpact> {
  await rollStaleReports(db, now, userId);
  const [{ months, years, total }, handed] = await Promise.all([
    impactOfUser(db, userId, now),
    handedOverByMonth(db, { donorUserId: userId }),
  ]);
  return {
    months: months.map((row) => totals(row.period, row)),
    years: years.map((row) => totals(row.period, row)),
    total: totals(TOTAL_PERIOD, total),
    handed_over: handedOverTotals(handed),
    as_of: rolledBy(now),
  };
}

/** The handed-over offers' rows (by month, solution, country) summed by month and in all. */
function handedOverTotals(rows: HandedOverRow[]): MyImpact['handed_over'] {
  const empty = (period: string): HandedOverTotals => ({
    period,
    offers: 0,
    kg: 0,
    co2_avoided: 0,
    water_avoided: 0,
    land_avoided: 0,
  });
  const months = new Map<string, HandedOverTotals>();
  const total = empty(TOTAL_PERIOD);
  for (const row of rows) {
    const month = months.get(row.period) ?? empty(row.period);
    months.set(row.period, month);
    for (const into of [month, total]) {
      into.offers += row.offers;
      into.kg += row.kg;
      into.co2_avoided += row.co2Avoided;
      into.water_avoided += row.waterAvoided;
      into.land_avoided += row.landAvoided;
    }
  }
  return { months: [...months.values()], total };
}
