import type { FiguresQuery, ProgrammeFigures } from '@foodhub/contracts';
import {
  accountsByMonth,
  matchCountsBetween,
  providersByMonth,
  providersNow,
  reportsByMonth,
  surplusesByMonth,
  handedOverByMonth,
  type Db,
  type TimeRange,
} from '@foodhub/db';
import { estimateSupply, type DonationInterval } from '@foodhub/domain';
import { HttpError } from '../../plugins/errors';
import { rollStaleReports } from '../saved-work/impact-rollup';
import { figuresCountry, utcMonth } from './match-counter';

const DONATION_INTERVALS: readonly DonationInterval[] = ['once', 'week', 'month', 'year'];

/** The default range: the last twelve months, the current one included. */
export const DEFAULT_FIGURES_MONTHS = 12;
/** The longest range asked for at once: ten years of months. */
export const MAX_FIGURES_MONTHS = 120;

/** Months counted from year 0: 'YYYY-MM' to a number that steps by one month. */
const monthNumber = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5)) - 1;
const monthText = (n: number) =>
  `${String(Math.floor(n / 12)).padStart(4, '0')}-${String((n % 12) + 1).padStart(2, '0')}`;
const monthStart = (n: number) => new Date(Date.UTC(Math.floor(n / 12), n % 12, 1));

export interface FiguresRange extends TimeRange {
  /** Every month of the range, oldest first. */
  months: string[];
}

/**
 * The months a figures query asks for, both ends included: `to` defaults to the current month
 * (UTC), `from` to eleven months before `to`. A range that runs backwards or spans more than
 * MAX_FIGURES_MONTHS months is a 400.
 */
export function figuresRange(query: FiguresQuery, now: Date): FiguresRange {
  const to = monthNumber(query.to ?? utcMonth(now));
  const from = query.from ? monthNumber(query.from) : to - (DEFAULT_FIGURES_MONTHS - 1);
  if (from > to) {
    throw new HttpError(400, `from (${monthText(from)}) is after to (${monthText(to)}).`);
  }
  const count = to - from + 1;
  if (count > MAX_FIGURES_MONTHS) {
    throw new HttpError(
      400,
      `The range has ${count} months; at most ${MAX_FIGURES_MONTHS} can be asked for at once.`,
    );
  }
  const months = Array.from({ length: count }, (_, i) => monthText(from + i));
  return { months, start: monthStart(from), end: monthStart(to + 1) };
}

/**
 * How much a saved surplus is, so that surpluses add up: a recurring one as kilograms per week
 * (read as the matching and the provider list read it, domain estimateSupply; seasons are not
 * read here), a one-time one as its whole amount once (amount × times). The other figure is 0;
 * one without an amount is 0 kg in both.
 */
export function surplusAmount(
  amount: number | null,
  times: number | null,
  interval: string | null,
): { kgPerWeek: number; onceKg: number } {
  const known = (DONATION_INTERVALS as readonly string[]).includes(interval ?? '')
    ? (interval as DonationInterval)
    : null;
  const supply = estimateSupply({
    amount: { value: amount },
    frequency: { times, interval: known },
  });
  if (!supply) return { kgPerWeek: 0, onceKg: 0 };
  return supply.oneOff
    ? { kgPerWeek: 0, onceKg: supply.kgPerWeek }
    : { kgPerWeek: supply.kgPerWeek, onceKg: 0 };
}

/** Sums rows into groups by key, in the order the keys sort. */
function sumGroups<G extends object>(
  rows: Iterable<{ key: string; group: G }>,
  add: (into: G, from: G) => void,
): G[] {
  const groups = new Map<string, G>();
  for (const { key, group } of rows) {
    const found = groups.get(key);
    if (found) add(found, group);
    else groups.set(key, { ...group });
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, g]) => g);
}

const addCount = (into: { count: number }, from: { count: number }) => {
  into.count += from.count;
};

/** The programme's figures over the range, from what the database stores. */
export async function computeFigures(
  db: Db,
  range: FiguresRange,
  now: Date,
): Promise<ProgrammeFigures> {
  const from = range.months[0]!;
  const to = range.months.at(-1)!;
  // Reports count as 'My impact' counts them: each report's months written by the same rule
  // (any not written up to today first), summed by the database.
  await rollStaleReports(db, now);
  // The same few countries typed the same ways come back in every month's rows: read each once.
  const countries = new Map<string | null, string>();
  const country = (typed: string | null) => {
    let code = countries.get(typed);
    if (code === undefined) countries.set(typed, (code = figuresCountry(typed)));
    return code;
  };
  const [accounts, matches, surpluses, reports, providers, providersAll, handed] =
    await Promise.all([
      accountsByMonth(db, range),
      matchCountsBetween(db, from, to),
      surplusesByMonth(db, range),
      reportsByMonth(db, range, now),
      providersByMonth(db, range),
      providersNow(db),
      handedOverByMonth(db, range),
    ]);
  return {
    generatedAt: now.toISOString(),
    months: range.months,
    accounts: sumGroups(
      accounts.map(({ period, accountType, country: typedCountry, count }) => {
        const group = { period, accountType, country: country(typedCountry), count };
        return { key: `${period}\t${accountType}\t${group.country}`, group };
      }),
      addCount,
    ),
    matches: matches.map(({ period, country, count }) => ({ period, country, count })),
    // Summed by country as typed in SQL; one country typed several ways is one group here.
    surpluses: sumGroups(
      surpluses.map((row) => {
        const group = {
          period: row.period,
          foodGroup: row.foodGroup,
          country: country(row.country),
          count: row.count,
          kgPerWeek: row.kgPerWeek,
          onceKg: row.onceKg,
        };
        return { key: `${group.period}\t${group.foodGroup}\t${group.country}`, group };
      }),
      (into, add) => {
        into.count += add.count;
        into.kgPerWeek += add.kgPerWeek;
        into.onceKg += add.onceKg;
      },
    ),
    reports: reports.map((month) => ({
      period: month.period,
      count: month.reports,
      donatedKg: month.donated_kg,
      co2Avoided: month.co2_avoided,
      co2Net: month.co2_net,
      waterAvoided: month.water_avoided,
      waterNet: month.water_net,
      landAvoided: month.land_avoided,
      landNet: month.land_net,
    })),
    handedOver: sumGroups(
      handed.map((row) => {
        const group = { ...row, country: country(row.country), count: row.offers };
        const { offers: _offers, ...counted } = group;
        return { key: `${row.period}\t${row.solutionId}\t${group.country}`, group: counted };
      }),
      (into, add) => {
        into.count += add.count;
        into.kg += add.kg;
        into.co2Avoided += add.co2Avoided;
        into.waterAvoided += add.waterAvoided;
        into.landAvoided += add.landAvoided;
      },
    ),
    // Grouped in SQL already; sumGroups gives them the order of the other lists.
    providers: sumGroups(
      providers.map(({ period, origin, status, count }) => ({
        key: `${period}\t${origin}\t${status}`,
        group: { period, origin, status, count },
      })),
      addCount,
    ),
    providersNow: sumGroups(
      providersAll.map(({ origin, status, count }) => ({
        key: `${origin}\t${status}`,
        group: { origin, status, count },
      })),
      addCount,
    ),
  };
}
