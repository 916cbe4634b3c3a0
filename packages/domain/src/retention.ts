// Retention periods promised by the privacy policy, shared by the server and its documentation.

/** Analytics data is kept 26 months (spec part 2 §9 'Privacy texts'). */
export const ANALYTICS_RETENTION_MONTHS = 26;

/** Error data is deleted after 14 days (spec part 2 §9 'Privacy texts'). */
export const ERROR_DATA_RETENTION_DAYS = 14;

/**
 * The instant `months` calendar months before `date`, in UTC, with the same time of day. A day of
 * month the target month does not have becomes its last day (31 March minus one month: 28 or 29
 * February), so the result never spills into the following month.
 */
function subtractUtcMonths(date: Date, months: number): Date {
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/**
 * Analytics events created before this instant are past their retention period and are deleted:
 * `now` minus {@link ANALYTICS_RETENTION_MONTHS} calendar months (UTC).
 */
export function analyticsCutoff(now: Date): Date {
  if (Number.isNaN(now.getTime())) throw new RangeError('analyticsCutoff needs a valid date');
  return subtractUtcMonths(now, ANALYTICS_RETENTION_MONTHS);
}
