import type { ImpactTotals, MyImpact, SavedReport } from '@foodhub/contracts';

/** What 'My impact' reads of a saved report: when it was made and its periods. */
export interface ReportForImpact {
  createdAt: Date;
  reports: SavedReport['reports'];
}

/** The `period` of the sum over every report. */
export const TOTAL_PERIOD = 'total';

/**
 * The period a report counts with: one month of a recurring surplus, the one donation of a
 * one-time surplus (which has no month). Undefined for a report without either.
 */
function countedPeriod(report: ReportForImpact) {
  return (
    report.reports.find((r) => r.period === 'month') ??
    report.reports.find((r) => r.period === 'once')
  );
}

function empty(period: string): ImpactTotals {
  return {
    period,
    reports: 0,
    donated_kg: 0,
    co2_avoided: 0,
    co2_net: 0,
    water_avoided: 0,
    water_net: 0,
    land_avoided: 0,
    land_net: 0,
  };
}

function add(totals: ImpactTotals, counted: SavedReport['reports'][number]): void {
  const { co2, water, land } = counted.indicators;
  totals.reports += 1;
  totals.donated_kg += counted.donatedKg;
  totals.co2_avoided += co2.avoided;
  totals.co2_net += co2.net;
  totals.water_avoided += water.avoided;
  totals.water_net += water.net;
  totals.land_avoided += land.avoided;
  totals.land_net += land.net;
}

function sorted(byPeriod: Map<string, ImpactTotals>): ImpactTotals[] {
  return [...byPeriod.values()].sort((a, b) => (a.period < b.period ? -1 : 1));
}

/**
 * The saved reports summed by month ('2026-11'), by year ('2026') and in total, months and years
 * in ascending order. A report counts once, in the month of its creation (UTC): a one-time surplus
 * with its donation, a recurring one with one month of its donations.
 */
export function sumImpact(reports: readonly ReportForImpact[]): MyImpact {
  const months = new Map<string, ImpactTotals>();
  const years = new Map<string, ImpactTotals>();
  const total = empty(TOTAL_PERIOD);
  for (const report of reports) {
    const counted = countedPeriod(report);
    if (!counted) continue;
    const month = report.createdAt.toISOString().slice(0, 7);
    const year = month.slice(0, 4);
    for (const [byPeriod, period] of [
      [months, month],
      [years, year],
    ] as const) {
      let totals = byPeriod.get(period);
      if (!totals) byPeriod.set(period, (totals = empty(period)));
      add(totals, counted);
    }
    add(total, counted);
  }
  return { months: sorted(months), years: sorted(years), total };
}
