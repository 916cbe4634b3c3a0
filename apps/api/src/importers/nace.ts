// NACE Rev. 2 (spec part 1 §3 'NACE code'): all four levels with English titles from Eurostat and
// German, French and Italian titles from the Swiss NOGA 2008, which equals NACE at levels 1-4.
// The Slovenian titles and the everyday search words are the project's own (data/nace); the API
// merges them in, so an import neither carries nor drops them.
import type { NaceLevel } from '@foodhub/contracts';
import type { NaceCodeRow } from '@foodhub/db';
import type { RejectedRow } from '../cli/import-commands';
import { readCsvTable, type CsvRecord } from './csv-table';

export const NACE_DATASET = {
  name: 'nace',
  source: 'Eurostat, NACE Rev. 2 (English); BFS, NOGA 2008 (German, French, Italian titles)',
};

const COLUMNS = [
  'code',
  'level',
  'parent_code',
  'section_code',
  'title_en',
  'title_de',
  'title_fr',
  'title_it',
  'eurostat_order',
] as const;

// Eurostat notation per level, and the parent each level must name: a division hangs under its
// section, a group or class under the code cut to the level above.
interface LevelRule {
  level: NaceLevel;
  pattern: RegExp;
  parentOf: (code: string, section: string) => string;
}
const LEVELS: Record<string, LevelRule> = {
  '1': { level: 'Section', pattern: /^[A-U]$/, parentOf: () => '' },
  '2': { level: 'Division', pattern: /^\d{2}$/, parentOf: (_code, section) => section },
  '3': { level: 'Group', pattern: /^\d{2}\.\d$/, parentOf: (code) => code.slice(0, 2) },
  '4': { level: 'Class', pattern: /^\d{2}\.\d{2}$/, parentOf: (code) => code.slice(0, 4) },
};

/** One record to a table row, or the reason it is refused. */
function toNaceRow(r: CsvRecord): NaceCodeRow | string {
  const code = r.get('code');
  const spec = LEVELS[r.get('level')];
  const parent = r.get('parent_code');
  const section = r.get('section_code');
  const order = r.get('eurostat_order');
  if (!spec) return `level '${r.get('level')}' is not 1, 2, 3 or 4`;
  const levelName = spec.level.toLowerCase();
  if (!spec.pattern.test(code)) return `code '${code}' is not a ${levelName} code`;
  if (!/^[A-U]$/.test(section)) return `section_code '${section}' is not a letter A-U`;
  if (spec.level === 'Section' && section !== code)
    return `section_code '${section}' is not ${code}`;
  if (spec.parentOf(code, section) !== parent) {
    return `parent_code '${parent}' does not fit ${levelName} ${code}`;
  }
  if (!r.get('title_en')) return 'title_en is empty';
  if (!/^\d+$/.test(order)) return `eurostat_order '${order}' is not a whole number`;
  return {
    code,
    level: spec.level,
    parentCode: parent || null,
    sectionCode: section,
    titleEn: r.get('title_en'),
    titleDe: r.get('title_de') || null,
    titleFr: r.get('title_fr') || null,
    titleIt: r.get('title_it') || null,
    sortOrder: Number(order),
  };
}

/** Pure: the file's text to validated rows, and the rows refused with their reason. */
export function parseNaceCsv(text: string, fileLabel = 'nace_rev2.csv') {
  const table = readCsvTable(text, fileLabel, COLUMNS);
  const rejected: RejectedRow[] = [...table.rejected];
  const refuse = (line: number, reason: string) =>
    rejected.push({ line, reason: `${fileLabel}: ${reason}` });
  const byCode = new Map<string, { row: NaceCodeRow; line: number }>();
  for (const record of table.records) {
    const row = toNaceRow(record);
    const first = typeof row === 'string' ? undefined : byCode.get(row.code);
    if (typeof row === 'string') refuse(record.line, row);
    else if (first) refuse(record.line, `duplicate code ${row.code} (first on line ${first.line})`);
    else byCode.set(row.code, { row, line: record.line });
  }
  // A code whose parent is missing would hang outside the tree; refusing it may orphan its own
  // children, so repeat until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    for (const [code, { row, line }] of byCode) {
      if (row.parentCode && !byCode.has(row.parentCode)) {
        refuse(line, `parent ${row.parentCode} of ${code} is not in the file`);
        byCode.delete(code);
        changed = true;
      }
    }
  }
  const codes = [...byCode.values()].map((v) => v.row).sort((a, b) => a.sortOrder - b.sortOrder);
  return { codes, rejected: rejected.sort((a, b) => a.line - b.line) };
}
