// How much surplus there is per donation, week, month and year: one implementation for the
// matching (kg per week), the provider list (kg per week) and the impact report (donations per
// month and year). Pure functions, no I/O.
import { MONTHLY_CAPACITY_DEFAULT, type Frequency } from './frequency';

/** Product specification's value (part 2 §9): average weeks in a month (52.14 / 12). */
export const WEEKS_PER_MONTH = 4.345;

/** Product specification's value (part 2 §9): weeks in a year. */
export const WEEKS_PER_YEAR = 52;

export const MONTHS_PER_YEAR = 12;

export type DonationInterval = 'once' | 'week' | 'month' | 'year';

/** A surplus as the report and the amount functions read it: one donation and how often. */
export interface DonationInput {
  /** One donation (one batch), in kg. */
  amountKg: number;
  frequency: { times: number; interval: DonationInterval };
  seasonal: boolean;
  /** 12 items when seasonal; capacity in % (100 = the whole amount). */
  monthlyCapacities: { name: string; capacity: number; active: boolean }[];
}

/** The parts of the surplus entry (spec part 1 §3 'wasteInfo') the amounts are read from. */
export interface SupplyInput {
  amount?: { value?: number | null } | null;
  frequency?: {
    times?: Frequency['times'];
    interval?: Frequency['interval'] | DonationInterval | null;
  } | null;
  seasonal?: boolean | null;
  monthlyCapacities?:
    { name?: string | null; capacity?: number | null; active?: boolean | null }[] | null;
}

/**
 * The donation of a surplus entry, or null when no amount above 0 is given. times defaults to 1
 * when it is not a number of 1 or more, interval to 'once'; the seasonal flag and the months are
 * copied (a month without capacity at MONTHLY_CAPACITY_DEFAULT, without name '#n').
 */
export function donationFromSurplus(waste: SupplyInput | null | undefined): DonationInput | null {
  const amount = waste?.amount?.value;
  if (typeof amount !== 'number' || !(amount > 0)) return null;
  const times = waste?.frequency?.times;
  return {
    amountKg: amount,
    frequency: {
      times: typeof times === 'number' && times >= 1 ? times : 1,
      interval: waste?.frequency?.interval ?? 'once',
    },
    seasonal: waste?.seasonal ?? false,
    monthlyCapacities: (waste?.monthlyCapacities ?? []).map((m, i) => ({
      name: m.name ?? `#${i + 1}`,
      capacity: m.capacity ?? MONTHLY_CAPACITY_DEFAULT,
      active: m.active ?? false,
    })),
  };
}

/** The periods amounts are given for. 'once': one donation. */
export type AmountPeriod = 'once' | 'week' | 'month' | 'year';

type RecurringInterval = Exclude<DonationInterval, 'once'>;

/** Donations per month for one `times` of each interval. */
const DONATIONS_PER_MONTH: Record<RecurringInterval, number> = {
  week: WEEKS_PER_MONTH,
  month: 1,
  year: 1 / MONTHS_PER_YEAR,
};

/** Donations per year for one `times` of each interval. */
const DONATIONS_PER_YEAR: Record<RecurringInterval, number> = {
  week: WEEKS_PER_YEAR,
  month: MONTHS_PER_YEAR,
  year: 1,
};

/** Weeks between donations for one `times` of each interval. */
const WEEKS_PER_INTERVAL: Record<RecurringInterval, number> = {
  week: 1,
  month: WEEKS_PER_MONTH,
  year: WEEKS_PER_YEAR,
};

/** The months that count: the active ones of a seasonal surplus; none otherwise. */
export function activeMonths(input: DonationInput): DonationInput['monthlyCapacities'] {
  return input.seasonal ? input.monthlyCapacities.filter((m) => m.active) : [];
}

function validateDonation(input: DonationInput): void {
  if (!Number.isFinite(input.amountKg) || input.amountKg <= 0) {
    throw new RangeError(
      `Donation amount must be a finite number of kg above 0 (got ${input.amountKg}).`,
    );
  }
  const { times } = input.frequency;
  if (!Number.isFinite(times) || times < 1) {
    throw new RangeError(`Donation frequency must be at least 1 time (got ${times}).`);
  }
  for (const month of activeMonths(input)) {
    if (!Number.isFinite(month.capacity) || month.capacity < 0) {
      throw new RangeError(
        `Monthly capacity of ${month.name} must be a finite percentage of 0 or more (got ${month.capacity}).`,
      );
    }
  }
}

/** donationsPerPeriod without the checks of its input (the caller vouches for it). */
function countDonations(input: DonationInput, period: AmountPeriod): number {
  if (period === 'once') return 1;
  const { times, interval } = input.frequency;
  if (interval === 'once') {
    throw new RangeError(
      `A one-time surplus has no '${period}' amount; only 'once' is available (see availablePeriods).`,
    );
  }
  const active = activeMonths(input);
  if (period === 'week') {
    const perWeek = times / WEEKS_PER_INTERVAL[interval];
    if (active.length === 0) return perWeek;
    // A week in season: the months' mean capacity; yearly donations fall in the active months.
    const share = active.reduce((sum, m) => sum + m.capacity, 0) / active.length / 100;
    return perWeek * share * (interval === 'year' ? MONTHS_PER_YEAR / active.length : 1);
  }
  if (active.length === 0) {
    return period === 'month'
      ? times * DONATIONS_PER_MONTH[interval]
      : times * DONATIONS_PER_YEAR[interval];
  }
  const capacityShare = active.reduce((sum, m) => sum + m.capacity / 100, 0);
  const yearly =
    interval === 'year'
      ? (times * capacityShare) / active.length
      : times * DONATIONS_PER_MONTH[interval] * capacityShare;
  return period === 'month' ? yearly / MONTHS_PER_YEAR : yearly;
}

/**
 * How many donations (deliveries of amountKg) fall in the period. once: 1.
 *
 * Non-seasonal: week = times × {week: 1, month: 1/4.345, year: 1/52}; month = times × {week:
 * 4.345, month: 1, year: 1/12}; year = times × {week: 52, month: 12, year: 1}.
 *
 * Seasonal (seasonal and at least one active month): only active months count, each at
 * capacity/100. Year = Σ over active months of (times × {week: 4.345, month: 1}) × capacity/100;
 * for interval 'year' the `times` yearly donations are spread over the active months, so
 * year = times × (Σ capacity/100) / (number of active months). Month = year / 12, the average
 * month of the year. Week = a week in season: the non-seasonal week × the mean capacity/100 of
 * the active months (for interval 'year' × 12 / active months, as the donations fall in them).
 * Seasonal with no active month is counted as non-seasonal.
 *
 * Throws a RangeError for week/month/year of a one-time surplus (interval 'once'; check
 * availablePeriods first) and for invalid inputs.
 */
export function donationsPerPeriod(input: DonationInput, period: AmountPeriod): number {
  validateDonation(input);
  return countDonations(input, period);
}

/** Kilograms in the period: amountKg × donationsPerPeriod (same rules, same errors). */
export function amountPerPeriod(input: DonationInput, period: AmountPeriod): number {
  return input.amountKg * donationsPerPeriod(input, period);
}

/** How much surplus there is, in the unit providers think in: kilograms per week. */
export interface SupplyEstimate {
  /** A single batch (interval once): all of it (amount × times); otherwise kg a week in season. */
  kgPerWeek: number;
  oneOff: boolean;
  /** Active months of a seasonal surplus (names as the form keeps them), else empty. */
  activeMonths: string[];
}

/**
 * Kilograms per week of a surplus, used by the matching engine and by the provider list to judge
 * capacities: amountPerPeriod(donationFromSurplus(waste), 'week'), or for a one-off surplus its
 * whole amount. Null when no amount is given: the quantity then does not count. Never throws:
 * the entry is read as it is (a negative capacity is not checked).
 */
export function estimateSupply(waste: SupplyInput | null | undefined): SupplyEstimate | null {
  const donation = donationFromSurplus(waste);
  if (!donation) return null;
  const oneOff = donation.frequency.interval === 'once';
  return {
    kgPerWeek: oneOff
      ? donation.amountKg * donation.frequency.times
      : donation.amountKg * countDonations(donation, 'week'),
    oneOff,
    activeMonths: activeMonths(donation).map((m) => m.name),
  };
}
