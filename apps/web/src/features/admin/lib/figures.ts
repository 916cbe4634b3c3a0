import {
  PROVIDER_ORIGINS,
  type AccountType,
  type ProgrammeFigures,
  type ProviderOrigin,
} from '@foodhub/contracts';
import type { BarChartMonth } from '../../../components/bar-chart';

/** What the chosen months add up to. */
export interface FiguresTotals {
  accounts: number;
  accountsByType: Record<AccountType, number>;
  searches: number;
  surpluses: number;
  /** Recurring surpluses entered: their kg per week together. */
  kgPerWeek: number;
  /** One-time surpluses entered: their whole amounts together, kg. */
  onceKg: number;
  /**
   * Reports counting in the range's last month. A recurring report counts in every month it
   * runs, so the months' counts added up would count it again each month.
   */
  reportsLastMonth: number;
  /** Food donated in the range, kg, as My impact counts it. */
  donatedKg: number;
  /**
   * What each indicator saved in the range, as My impact leads with it: net, after transport,
   * the net's sign turned (below 0: transport outweighs the saving).
   */
  co2Saved: number;
  waterSaved: number;
  landSaved: number;
  /** Providers in the catalogue now, whenever they were added. */
  providersNow: number;
  providersNowByOrigin: Record<ProviderOrigin, number>;
}

const sum = <T>(rows: readonly T[], value: (row: T) => number) =>
  rows.reduce((total, row) => total + value(row), 0);

export function figuresTotals(figures: ProgrammeFigures): FiguresTotals {
  const byOrigin = Object.fromEntries(PROVIDER_ORIGINS.map((o) => [o, 0])) as Record<
    ProviderOrigin,
    number
  >;
  for (const row of figures.providersNow) byOrigin[row.origin] += row.count;
  return {
    accounts: sum(figures.accounts, (r) => r.count),
    accountsByType: {
      individual: sum(
        figures.accounts.filter((r) => r.accountType === 'individual'),
        (r) => r.count,
      ),
      company: sum(
        figures.accounts.filter((r) => r.accountType === 'company'),
        (r) => r.count,
      ),
    },
    searches: sum(figures.matches, (r) => r.count),
    surpluses: sum(figures.surpluses, (r) => r.count),
    kgPerWeek: sum(figures.surpluses, (r) => r.kgPerWeek),
    onceKg: sum(figures.surpluses, (r) => r.onceKg),
    reportsLastMonth: sum(
      figures.reports.filter((r) => r.period === figures.months.at(-1)),
      (r) => r.count,
    ),
    donatedKg: sum(figures.reports, (r) => r.donatedKg),
    // 0 - sum: no '-0' for a range without reports.
    co2Saved: 0 - sum(figures.reports, (r) => r.co2Net),
    waterSaved: 0 - sum(figures.reports, (r) => r.waterNet),
    landSaved: 0 - sum(figures.reports, (r) => r.landNet),
    providersNow: sum(figures.providersNow, (r) => r.count),
    providersNowByOrigin: byOrigin,
  };
}

/**
 * One bar per month of the range (the API leaves out months with nothing: they are 0). A month
 * below 0 (more emitted than saved) keeps its value: the chart draws its bar below the axis.
 */
export function monthlySeries<T extends { period: string }>(
  months: readonly string[],
  rows: readonly T[],
  value: (row: T) => number,
): BarChartMonth[] {
  const byPeriod = new Map<string, number>();
  for (const row of rows) byPeriod.set(row.period, (byPeriod.get(row.period) ?? 0) + value(row));
  // 0 + -0 would otherwise write '-0' in the table.
  return months.map((period) => ({ period, value: (byPeriod.get(period) ?? 0) + 0 }));
}

/**
 * A group's totals over the range: how many, and where the rows have them, the recurring
 * surpluses' kg per week and the one-time surpluses' kg, kept apart.
 */
export interface GroupTotal {
  key: string;
  count: number;
  kgPerWeek: number;
  onceKg: number;
}

/**
 * Rows summed by a key, the largest count first; among equal counts the named groups before the
 * unknown one (''), then by key, for a stable order.
 */
export function totalsBy<T extends { count: number; kgPerWeek?: number; onceKg?: number }>(
  rows: readonly T[],
  key: (row: T) => string,
): GroupTotal[] {
  const groups = new Map<string, GroupTotal>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k) ?? { key: k, count: 0, kgPerWeek: 0, onceKg: 0 };
    group.count += row.count;
    group.kgPerWeek += row.kgPerWeek ?? 0;
    group.onceKg += row.onceKg ?? 0;
    groups.set(k, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      b.count - a.count ||
      Number(a.key.trim() === '') - Number(b.key.trim() === '') ||
      a.key.localeCompare(b.key),
  );
}

export interface CountryAccounts {
  country: string;
  individual: number;
  company: number;
  total: number;
}

/** Accounts registered in the range by country, with the split by account type. */
export function accountsByCountry(figures: ProgrammeFigures): CountryAccounts[] {
  return totalsBy(figures.accounts, (r) => r.country).map(({ key, count }) => {
    const rows = figures.accounts.filter((r) => r.country === key);
    return {
      country: key,
      individual: sum(
        rows.filter((r) => r.accountType === 'individual'),
        (r) => r.count,
      ),
      company: sum(
        rows.filter((r) => r.accountType === 'company'),
        (r) => r.count,
      ),
      total: count,
    };
  });
}

export interface ProviderGroup {
  origin: ProviderOrigin;
  status: string;
  /** In the catalogue now. */
  now: number;
  /** Added in the chosen months. */
  added: number;
}

/** Providers by origin and status: how many there are now, and how many the range added. */
export function providerGroups(figures: ProgrammeFigures): ProviderGroup[] {
  const groups = new Map<string, ProviderGroup>();
  const group = (origin: ProviderOrigin, status: string) => {
    const k = `${origin}\u0000${status}`;
    const found = groups.get(k) ?? { origin, status, now: 0, added: 0 };
    groups.set(k, found);
    return found;
  };
  for (const row of figures.providersNow) group(row.origin, row.status).now += row.count;
  for (const row of figures.providers) group(row.origin, row.status).added += row.count;
  return [...groups.values()].sort(
    (a, b) =>
      PROVIDER_ORIGINS.indexOf(a.origin) - PROVIDER_ORIGINS.indexOf(b.origin) ||
      a.status.localeCompare(b.status),
  );
}

/** Offers handed over in a group (the whole range, a month, a solution, a country). */
export interface HandedOverGroup {
  key: string;
  count: number;
  kg: number;
  co2Avoided: number;
  waterAvoided: number;
  landAvoided: number;
}

/**
 * The handed-over offers summed by a key: the most kilograms first; among equal amounts the
 * named groups before the unknown one (''), then by key, for a stable order.
 */
export function handedOverBy(
  rows: ProgrammeFigures['handedOver'],
  key: (row: ProgrammeFigures['handedOver'][number]) => string,
): HandedOverGroup[] {
  const groups = new Map<string, HandedOverGroup>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k) ?? {
      key: k,
      count: 0,
      kg: 0,
      co2Avoided: 0,
      waterAvoided: 0,
      landAvoided: 0,
    };
    group.count += row.count;
    group.kg += row.kg;
    group.co2Avoided += row.co2Avoided;
    group.waterAvoided += row.waterAvoided;
    group.landAvoided += row.landAvoided;
    groups.set(k, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      b.kg - a.kg ||
      Number(a.key.trim() === '') - Number(b.key.trim() === '') ||
      a.key.localeCompare(b.key),
  );
}

/** Everything handed over in the range, in one group (zeros when nothing was). */
export function handedOverTotal(figures: ProgrammeFigures): HandedOverGroup {
  return (
    handedOverBy(figures.handedOver, () => 'all')[0] ?? {
      key: 'all',
      count: 0,
      kg: 0,
      co2Avoided: 0,
      waterAvoided: 0,
      landAvoided: 0,
    }
  );
}
