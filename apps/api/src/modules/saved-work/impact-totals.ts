import {
  emptyImpactTotals,
  type ImpactTotals,
  type MyImpact,
  type ReportHeader,
  type SavedReport,
} from '@foodhub/contracts';
import type { RolledReport } from '@foodhub/db';
import { MONTH_NAMES } from '@foodhub/domain';

/** What 'My impact' reads of a saved report: when it ran, how often, and its periods. */
export interface ReportForImpact {
  createdAt: Date;
  /** The day the user stopped the donation ('YYYY-MM-DD'), null while it runs. */
  endedOn: string | null;
  header: Pick<ReportHeader, 'frequency' | 'seasonal' | 'active_months'>;
  reports: SavedReport['reports'];
}

type Period = SavedReport['reports'][number];

/** The `period` of the sum over every report. */
export const TOTAL_PERIOD = 'total';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 (UTC) of a time, or of a 'YYYY-MM-DD' day. */
const dayOf = (time: Date | string) =>
  Math.floor(
    (typeof time === 'string' ? Date.parse(`${time}T00:00:00Z`) : time.getTime()) / DAY_MS,
  );

/** Months since year 0 of a day number: steps by one month. */
function monthOfDay(day: number): number {
  const date = new Date(day * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** The first day of a month number, as a day number. */
const firstDay = (month: number) => Date.UTC(Math.floor(month / 12), month % 12, 1) / DAY_MS;

const monthText = (month: number) =>
  `${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}`;

/** Adds `factor` times the period's figures (every figure is linear in the donations). */
function add(totals: ImpactTotals, counted: Period, factor: number): void {
  const { co2, water, land } = counted.indicators;
  totals.donations += counted.donations * factor;
  totals.donated_kg += counted.donatedKg * factor;
  totals.co2_avoided += co2.avoided * factor;
  totals.co2_net += co2.net * factor;
  totals.water_avoided += water.avoided * factor;
  totals.water_net += water.net * factor;
  totals.land_avoided += land.avoided * factor;
  totals.land_net += land.net * factor;
}

/** What one report adds in one month: a period of the report times a factor, over its days. */
interface MonthShare {
  month: number;
  period: Period;
  factor: number;
  /** The first and last day counted (day numbers, both included). */
  from: number;
  to: number;
}

/**
 * The donations of a recurring surplus in a whole calendar month (0-11), as a factor of its
 * 'month' period (the average month). A seasonal surplus gives its year to its active months in
 * equal shares (the report keeps their names, not their capacities), so that a whole year sums
 * to its 'year' period; any other gives every month its average month, as the report does.
 */
function monthFactor(report: ReportForImpact, month: Period, year: Period | undefined) {
  const active = report.header.seasonal ? report.header.active_months : [];
  const indexes = active.map((name) => (MONTH_NAMES as readonly string[]).indexOf(name));
  if (!year || active.length === 0 || indexes.includes(-1) || month.donations <= 0) {
    return () => 1;
  }
  const inSeason = year.donations / active.length / month.donations;
  return (calendarMonth: number) => (indexes.includes(calendarMonth) ? inSeason : 0);
}

/**
 * The months a report counts in, up to `today` (a day number): a one-time surplus its donation
 * in the month it was made; a recurring one every day from the day it was made to today or to
 * the day the user stopped it, each month with the share of its days that ran.
 */
function shares(report: ReportForImpact, today: number): MonthShare[] {
  const start = dayOf(report.createdAt);
  if (start > today) return [];
  const once = report.reports.find((r) => r.period === 'once');
  const month = report.reports.find((r) => r.period === 'month');
  if (report.header.frequency.interval === 'once' || !month) {
    return once
      ? [{ month: monthOfDay(start), period: once, factor: 1, from: start, to: start }]
      : [];
  }
  const last = report.endedOn ? Math.min(dayOf(report.endedOn), today) : today;
  const factor = monthFactor(
    report,
    month,
    report.reports.find((r) => r.period === 'year'),
  );
  const counted: MonthShare[] = [];
  // At most the months from the report's day to today: an account keeps SAVED_REPORTS_MAX.
  for (let m = monthOfDay(start); m <= monthOfDay(last); m += 1) {
    const monthDays = firstDay(m + 1) - firstDay(m);
    const from = Math.max(start, firstDay(m));
    const to = Math.min(last, firstDay(m + 1) - 1);
    const share = factor(m % 12) * ((to - from + 1) / monthDays);
    if (share > 0) counted.push({ month: m, period: month, factor: share, from, to });
  }
  return counted;
}

function sorted(byPeriod: Map<string, ImpactTotals>): ImpactTotals[] {
  return [...byPeriod.values()].sort((a, b) => (a.period < b.period ? -1 : 1));
}

/**
 * The saved reports summed by month ('2026-11'), by year ('2026') and in total, months and years
 * in ascending order, counted up to `now` (UTC calendar days). A one-time surplus counts its
 * donation once, in the month the report was made. A recurring one counts its average month
 * (the report's 'month' period) in every month from the day the report was made to today, or to
 * the day the user stopped it (both days included); a month it runs only part of counts the
 * share of its days. A seasonal one counts only in its active months, each with an equal share
 * of its year. `reports` of a period counts the reports that count in it.
 */
export function sumImpact(
  reports: readonly ReportForImpact[],
  now: Date,
): Omit<MyImpact, 'handed_over'> {
  const months = new Map<string, ImpactTotals>();
  const years = new Map<string, ImpactTotals>();
  const total = emptyImpactTotals(TOTAL_PERIOD);
  const today = dayOf(now);
  const totalsOf = (byPeriod: Map<string, ImpactTotals>, period: string) => {
    let totals = byPeriod.get(period);
    if (!totals) byPeriod.set(period, (totals = emptyImpactTotals(period)));
    return totals;
  };
  for (const report of reports) {
    const counted = shares(report, today);
    if (counted.length === 0) continue;
    const yearsCounted = new Set<string>();
    for (const { month, period, factor } of counted) {
      const monthTotals = totalsOf(months, monthText(month));
      monthTotals.reports += 1;
      add(monthTotals, period, factor);
      const year = monthText(month).slice(0, 4);
      const yearTotals = totalsOf(years, year);
      if (!yearsCounted.has(year)) yearTotals.reports += 1;
      yearsCounted.add(year);
      add(yearTotals, period, factor);
      add(total, period, factor);
    }
    total.reports += 1;
  }
  return {
    months: sorted(months),
    years: sorted(years),
    total,
    as_of: new Date(today * DAY_MS).toISOString().slice(0, 10),
  };
}

/** 'YYYY-MM-DD' of a day number. */
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * What a report counts in each month, as the roll-up stores it (db rollReports): the months up
 * to the end of the month after `now`'s, each with its figures once its days have run. The
 * database counts a month on an earlier day with the share of those days that ran, which is
 * what `shares` gives for that day, so sumImpact and the roll-up agree. A report whose months no
 * longer change (one-time, stopped) is written through 'infinity'; a running one again before
 * the month after next begins.
 */
export function rollReport(report: ReportForImpact, now: Date): RolledReport {
  const today = dayOf(now);
  const horizon = firstDay(monthOfDay(today) + 2) - 1;
  const counted = shares(report, horizon);
  const final =
    report.header.frequency.interval === 'once' ||
    report.endedOn !== null ||
    !report.reports.some((r) => r.period === 'month');
  const months = counted.map(({ month, period, factor, from, to }) => {
    const figures = emptyImpactTotals('');
    add(figures, period, factor);
    return {
      month: dayText(firstDay(month)),
      fromDay: dayText(from),
      toDay: dayText(to),
      donations: figures.donations,
      donatedKg: figures.donated_kg,
      co2Avoided: figures.co2_avoided,
      co2Net: figures.co2_net,
      waterAvoided: figures.water_avoided,
      waterNet: figures.water_net,
      landAvoided: figures.land_avoided,
      landNet: figures.land_net,
    };
  });
  return { months, through: final ? 'infinity' : dayText(horizon) };
}

/** The day reports must be written through before the roll-up is read on `now`'s day. */
export const rolledBy = (now: Date) => dayText(dayOf(now));

/**
 * The day the background catch-up writes running reports through: the end of the month after
 * `now`'s, so that when a month begins every running report has its row for it already.
 */
export const rolledAhead = (now: Date) => dayText(firstDay(monthOfDay(dayOf(now)) + 2) - 1);
