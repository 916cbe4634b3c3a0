import { roundSignificant } from './impact-model';
import type { Language } from './interface-language';

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

/**
 * An impact figure as every surface shows it (the screen, the PDF, the CSV): three significant
 * figures below 1,000 (396, 4.35, 0.0123: the model is not more precise than that), whole numbers
 * from 1,000; a value below 0.0005 in size is 0, never -0. Rounded once here, so that no two
 * formatters can round a half differently.
 */
export function roundFigure(value: number): number {
  if (!Number.isFinite(value) || Math.abs(value) < 0.0005) return 0;
  // Rounded by size, then signed: a saving of 10.25 and a net of -10.25 show the same digits
  // (Math.round rounds halves up, towards +infinity, which would give 10.3 and -10.2).
  const size = Math.abs(value);
  const rounded = size >= 1000 ? Math.round(size) : roundSignificant(size, 3);
  // A size rounded to 0 is 0, never -0 (which Intl writes as '-0').
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

/** The Intl options that write a figure rounded by roundFigure with exactly its digits. */
export function figureFormatOptions(rounded: number): Intl.NumberFormatOptions {
  return Math.abs(rounded) >= 1000 ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: 3 };
}

/** An impact figure in an interface language: roundFigure, then the language's separators. */
export function formatFigureIn(value: number, language: Language): string {
  const rounded = roundFigure(value);
  return formatNumberIn(rounded, language, figureFormatOptions(rounded));
}
