import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_RETENTION_MONTHS,
  ERROR_DATA_RETENTION_DAYS,
  analyticsCutoff,
} from './retention';

const at = (iso: string) => new Date(iso);

describe('retention periods (spec part 2 §9 Privacy texts)', () => {
  it('keeps analytics 26 months and error data 14 days', () => {
    expect(ANALYTICS_RETENTION_MONTHS).toBe(26);
    expect(ERROR_DATA_RETENTION_DAYS).toBe(14);
  });
});

describe('analytics cutoff', () => {
  it('goes back 26 calendar months, keeping the time of day', () => {
    expect(analyticsCutoff(at('2026-04-15T10:20:30.456Z'))).toEqual(at('2024-02-15T10:20:30.456Z'));
    expect(analyticsCutoff(at('2026-03-01T00:00:00.000Z'))).toEqual(at('2024-01-01T00:00:00.000Z'));
  });

  it('crosses year boundaries', () => {
    expect(analyticsCutoff(at('2026-01-31T12:00:00Z'))).toEqual(at('2023-11-30T12:00:00Z'));
    expect(analyticsCutoff(at('2026-02-10T12:00:00Z'))).toEqual(at('2023-12-10T12:00:00Z'));
    expect(analyticsCutoff(at('2026-12-31T23:59:59.999Z'))).toEqual(at('2024-10-31T23:59:59.999Z'));
  });

  it('clamps to the last day of a shorter target month', () => {
    // 2024 is a leap year: 30 April 2026 → 29 February 2024.
    expect(analyticsCutoff(at('2026-04-30T08:00:00Z'))).toEqual(at('2024-02-29T08:00:00Z'));
    expect(analyticsCutoff(at('2026-04-29T08:00:00Z'))).toEqual(at('2024-02-29T08:00:00Z'));
    expect(analyticsCutoff(at('2026-04-28T08:00:00Z'))).toEqual(at('2024-02-28T08:00:00Z'));
    // 2025 is not: 30 April 2027 → 28 February 2025.
    expect(analyticsCutoff(at('2027-04-30T08:00:00Z'))).toEqual(at('2025-02-28T08:00:00Z'));
    // 31 May → 31 March, but 31 July → 31 May and 31 August → 30 June.
    expect(analyticsCutoff(at('2026-05-31T08:00:00Z'))).toEqual(at('2024-03-31T08:00:00Z'));
    expect(analyticsCutoff(at('2026-08-31T08:00:00Z'))).toEqual(at('2024-06-30T08:00:00Z'));
  });

  it('works in UTC whatever the local time zone says', () => {
    // Just after midnight UTC on the 1st is still the previous month in the Americas.
    expect(analyticsCutoff(at('2026-03-01T00:30:00-00:00'))).toEqual(at('2024-01-01T00:30:00Z'));
    // 1 May 01:00 in Zurich is 30 April 23:00 UTC, which clamps to 29 February.
    expect(analyticsCutoff(at('2026-05-01T01:00:00+02:00'))).toEqual(at('2024-02-29T23:00:00Z'));
  });

  it('does not change its argument', () => {
    const now = at('2026-04-30T08:00:00Z');
    analyticsCutoff(now);
    expect(now).toEqual(at('2026-04-30T08:00:00Z'));
  });

  it('refuses an invalid date', () => {
    expect(() => analyticsCutoff(new Date('not a date'))).toThrow(RangeError);
  });
});
