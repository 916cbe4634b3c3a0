import { MONTH_NAMES } from '@foodhub/domain';
import i18n from './i18n';

/**
 * The name of a month of the seasonal surplus in a language (by default the interface language),
 * from the browser's own calendar data. The months are stored by their English name ('March').
 *
 * Languages write month names differently inside a sentence: German capitalises them ('im März'),
 * Slovenian, Italian and French do not ('marec', 'marzo', 'mars'). That form is the default; a
 * name that begins a label or a list item takes a capital letter in every language.
 */
export function monthName(
  stored: string,
  { atStart = false, lng = i18n.language }: { atStart?: boolean; lng?: string } = {},
): string {
  const index = (MONTH_NAMES as readonly string[]).indexOf(stored);
  if (index < 0) return stored;
  let name: string;
  try {
    // The 15th at noon: no time zone moves the day into another month.
    name = new Intl.DateTimeFormat(lng, { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, index, 15, 12)),
    );
  } catch {
    return stored;
  }
  return atStart ? name.charAt(0).toLocaleUpperCase(lng) + name.slice(1) : name;
}
