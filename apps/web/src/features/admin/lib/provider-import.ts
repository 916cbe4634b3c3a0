import { PROVIDER_IMPORT_MAX_CHARS, type ProviderImportBody } from '@foodhub/contracts';

/** The file types the import takes; GeoJSON files are often saved as .json. */
export const IMPORT_ACCEPT = '.csv,.geojson,.json';

/** The source name's rule in providerImportBody (contracts admin-providers.ts). */
const SOURCE = /^[a-z0-9][a-z0-9_-]{0,59}$/i;

export type ImportFormat = ProviderImportBody['format'];

/** The format by the file's extension; null for a file the import does not read. */
export function importFormatOf(fileName: string): ImportFormat | null {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'csv') return 'csv';
  if (extension === 'geojson' || extension === 'json') return 'geojson';
  return null;
}

/**
 * A source name from the file's name ('Food banks AT (2026).csv' -> 'food-banks-at-2026'): the
 * contract's letters, digits, - and _, at most 60; '' when nothing of the name is left.
 */
export function proposedSource(fileName: string): string {
  return fileName
    .replace(/\.[^.]+$/, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^[-_]+/, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export const isSourceName = (value: string) => SOURCE.test(value.trim());

/** What is wrong with the import's fields, by field; {} when the file may be checked. */
export interface ImportProblems {
  file?: 'required' | 'format' | 'unreadable' | 'empty' | 'tooLarge';
  source?: 'required' | 'pattern';
}

export function importProblems(
  file: { name: string; content: string | null } | null,
  source: string,
): ImportProblems {
  const problems: ImportProblems = {};
  if (!file) problems.file = 'required';
  else if (!importFormatOf(file.name)) problems.file = 'format';
  else if (file.content === null) problems.file = 'unreadable';
  else if (file.content.length === 0) problems.file = 'empty';
  else if (file.content.length > PROVIDER_IMPORT_MAX_CHARS) problems.file = 'tooLarge';
  if (!source.trim()) problems.source = 'required';
  else if (!isSourceName(source)) problems.source = 'pattern';
  return problems;
}
