/*
 * Months written 'YYYY-MM', as the API names them (GET /me/impact, GET /admin/figures): read,
 * written and counted. How they read in a language: lib/format-date.
 */

/** '2026-11' → a date in that month (the 15th at noon UTC: no time zone moves it). */
export function monthDate(period: string): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15, 12));
}

/** The month of a date as 'YYYY-MM' (local time), as GET /me/impact names months. */
export function monthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The months from one 'YYYY-MM' to another, both included (empty when from is after to). */
export function monthsBetween(from: string, to: string): string[] {
  const start = monthDate(from);
  const end = monthDate(to);
  if (!start || !end) return [];
  const months: string[] = [];
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth();
  while (
    year < end.getUTCFullYear() ||
    (year === end.getUTCFullYear() && month <= end.getUTCMonth())
  ) {
    months.push(`${year}-${String(month + 1).padStart(2, '0')}`);
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return months;
}
