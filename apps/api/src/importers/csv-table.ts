import { parse } from 'csv-parse/sync';
import type { RejectedRow } from '../cli/import-commands';

/** One data record of a CSV file: its values by column name and its line in the file. */
export interface CsvRecord {
  line: number;
  get(column: string): string;
}

/** A file that is not the expected format at all: the importer stops and changes nothing. */
export class CsvFormatError extends Error {}

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/**
 * Reads a comma-separated UTF-8 file with a header. Every value stays text (codes such as '01'
 * or '13014_1' keep their form). Throws CsvFormatError when the header lacks a required column
 * or the file cannot be parsed as CSV; a record with the wrong number of fields becomes a
 * rejected row instead.
 */
export function readCsvTable(
  text: string,
  fileLabel: string,
  requiredColumns: readonly string[],
): { records: CsvRecord[]; rejected: RejectedRow[] } {
  let parsed: ParsedRecord[];
  try {
    parsed = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as ParsedRecord[];
  } catch (err) {
    throw new CsvFormatError(
      `${fileLabel}: not a comma-separated CSV file (${(err as Error).message})`,
    );
  }
  const [head, ...rows] = parsed;
  const header = head?.record.map((c) => c.trim()) ?? [];
  const missing = requiredColumns.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    throw new CsvFormatError(
      `${fileLabel}: unexpected header, missing column(s) ${missing.join(', ')}. ` +
        `Expected a header with ${requiredColumns.join(', ')}.`,
    );
  }
  const index = new Map(header.map((name, i) => [name, i]));
  const records: CsvRecord[] = [];
  const rejected: RejectedRow[] = [];
  for (const { record, info } of rows) {
    if (record.length !== header.length) {
      rejected.push({
        line: info.lines,
        reason: `${fileLabel}: ${record.length} fields, the header has ${header.length}`,
      });
      continue;
    }
    records.push({
      line: info.lines,
      get: (column) => (record[index.get(column) ?? -1] ?? '').trim(),
    });
  }
  return { records, rejected };
}

/** A finite number written in the file, or undefined (empty text is not zero). */
export function parseDecimal(text: string): number | undefined {
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
