import { IMPACT_INDICATORS, indicatorWording, type ImpactIndicator } from '@foodhub/domain';
import { csvText } from './report-csv';

/** What a CSV of impact totals says in the reader's words. */
export interface ImpactCsvWords {
  /** The interface language ('en'): the indicators are named in it. */
  language: string;
  /** The sentence explaining the sign of the saved and the net columns, in that language. */
  sign: string;
}

/**
 * The columns of each indicator in a CSV of impact totals (My impact's and the operator's
 * figures): `saved`, the net result with its sign turned, as the screens show it (positive:
 * saved); `net`, the net result as the model signs it (negative: saved).
 */
const INDICATOR_COLUMNS = {
  co2: { saved: 'co2_saved_kg_co2_eq', net: 'co2_net_kg_co2_eq' },
  water: { saved: 'water_saved_m3_world_eq', net: 'water_net_m3_world_eq' },
  land: { saved: 'land_saved_points', net: 'land_net_points' },
} as const satisfies Record<ImpactIndicator, { saved: string; net: string }>;

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
export function indicatorWordsLines(words: ImpactCsvWords): string[] {
  return [
    '',
    INDICATOR_WORDS_COLUMNS.join(','),
    ...IMPACT_INDICATORS.map((indicator) => {
      const wording = indicatorWording(words.language, indicator);
      return [
        indicator,
        csvText(wording.name),
        csvText(wording.unit),
        INDICATOR_COLUMNS[indicator].saved,
        INDICATOR_COLUMNS[indicator].net,
        csvText(wording.meaning),
      ].join(',');
    }),
    '',
    `sign,${csvText(words.sign)}`,
    `language,${csvText(words.language)}`,
  ];
}
