import type { Language } from './session';

// One formatter per language and options: building an Intl.NumberFormat is far slower than using
// one, and the same few options come back for every number of a text.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number as an interface language writes it (Intl.NumberFormat of the bare language code, as
 * the web's i18next formatter does): '1,234.5' in English, '1.234,5' in German, '1 234,5' in
 * French with a narrow no-break space.
 */
export function formatNumberIn(
  value: number,
  language: Language,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
