// How often a surplus occurs, as text (spec part 1 §9 'Frequency text').

export type FrequencyInterval = 'once' | 'week' | 'month' | 'year';

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
