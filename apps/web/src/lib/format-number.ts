import { figureFormatOptions, roundFigure } from '@foodhub/domain';
import i18n from './i18n';

/**
 * A number with the separators of a language (by default the interface language), through
 * i18next's built-in 'number' format: Intl.NumberFormat with these options, one cached formatter
 * per language and options.
 */
export function formatNumber(
  value: number,
  options?: Intl.NumberFormatOptions,
  lng: string = i18n.language,
): string {
  // Set up synchronously by init() in ./i18n, which this module imports.
  return i18n.services.formatter!.format(value, 'number', lng, options);
}

/**
 * The decimal separator of a language (by default the interface language): ',' in German,
 * Slovenian, Italian and French, '.' in English. Number fields accept it as typed.
 */
export function decimalSeparator(lng: string = i18n.language): string {
  const parts = new Intl.NumberFormat(lng).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * A result figure of the impact model in a language (by default the interface language),
 * thousands grouped: three significant figures below 1,000 (396, 4.35, 0.0123: the model is not
 * more precise than that), whole numbers above; a value that rounds to 0 shows as 0, never -0.
 */
export function formatFigure(value: number, lng: string = i18n.language): string {
  // The domain's rounding, which the PDF and the CSV use too: the same digits on every surface.
  const shown = roundFigure(value);
  return formatNumber(shown, figureFormatOptions(shown), lng);
}
