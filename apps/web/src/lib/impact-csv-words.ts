import { IMPACT_INDICATORS, indicatorWording, type ImpactIndicator } from '@foodhub/domain';
import { csvText } from './report-csv';

/** What a CSV of impact totals says in the reader's words. */
export interface ImpactCsvWords {
  /** The interface language ('en'): the indicators are named in it. */
  language: string;
  /** The sentence explaining the sign of the saved and the net columns, in that language. */
  sign: string;
}

/** The columns of one indicator in a CSV of impact totals. */
export interface IndicatorColumns {
  /** The net result with its sign turned, as the screens show it (positive: saved). */
  saved: string;
  /** The net result as the model signs it (negative: saved). */
  net: string;
}

/** The column row of the words after the table. */
export const INDICATOR_WORDS_COLUMNS = [
  'indicator',
  'indicator_name',
  'unit',
  'saved_column',
  'net_column',
  'meaning',
] as const;

/**
 * The lines that follow a table of impact totals (after an empty line, as the report CSV sets
 * its header apart): per indicator its name, unit and meaning in the reader's language, with the
 * columns holding its saved and its net value; then the sentence on the sign and the language.
 * The table keeps its machine column names first, so a program reading it finds it unchanged.
 */
export function indicatorWordsLines(
  columns: Record<ImpactIndicator, IndicatorColumns>,
  words: ImpactCsvWords,
): string[] {
  return [
    '',
    INDICATOR_WORDS_COLUMNS.join(','),
    ...IMPACT_INDICATORS.map((indicator) => {
      const wording = indicatorWording(words.language, indicator);
      return [
        indicator,
        csvText(wording.name),
        csvText(wording.unit),
        columns[indicator].saved,
        columns[indicator].net,
        csvText(wording.meaning),
      ].join(',');
    }),
    '',
    `sign,${csvText(words.sign)}`,
    `language,${csvText(words.language)}`,
  ];
}
