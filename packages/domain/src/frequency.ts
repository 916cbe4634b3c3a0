// How often a surplus occurs, as text (spec part 1 §9 'Frequency text').

/** The intervals of the surplus form (spec part 1 §3 'wasteInfo.frequency'). */
export const FREQUENCY_INTERVALS = ['once', 'week', 'month'] as const;
export type FrequencyInterval = (typeof FREQUENCY_INTERVALS)[number];

/** Monthly capacity of a seasonal surplus, in percent of the amount (spec part 1 §5, §9). */
export const MONTHLY_CAPACITY_MIN = 0;
export const MONTHLY_CAPACITY_MAX = 999;
export const MONTHLY_CAPACITY_DEFAULT = 100;

/** The twelve months of a seasonal surplus, January to December (spec part 1 §2 step 2). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface Frequency {
  times?: number | null;
  interval?: FrequencyInterval | null;
}

/** Default frequency of a new surplus: 1 time, once (spec part 1 §9). */
export const DEFAULT_FREQUENCY = { times: 1, interval: 'once' } as const;

/**
 * '1 time' for a single time once; 'N times' for several times once; otherwise
 * 'N times per {interval}'; 'n/a' when no times are given.
 */
export function frequencyText(frequency: Frequency | null | undefined): string {
  const times = frequency?.times;
  if (times === undefined || times === null || !Number.isFinite(times)) return 'n/a';
  const interval = frequency?.interval ?? 'once';
  if (interval === 'once') return times === 1 ? '1 time' : `${times} times`;
  // The spec's wording, kept as written: 'N times per {interval}', also for N = 1.
  return `${times} times per ${interval}`;
}
