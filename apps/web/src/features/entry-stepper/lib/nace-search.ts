import type { NaceCode, NaceLevel } from '@foodhub/contracts';
import { foldLatinLetters } from '@foodhub/domain';
import type { NaceSelection } from '../../../stores/stepper-data';

/** The level filter of the NACE search (spec part 1 §2 'Step 1'): all, or one NACE level. */
export const NACE_LEVEL_FILTERS = ['all', 'Section', 'Division', 'Group', 'Class'] as const;
export type NaceLevelFilter = 'all' | NaceLevel;

/** Enough to choose from; a longer list asks for a narrower search instead. */
export const NACE_RESULT_LIMIT = 50;

export interface NaceSearch {
  query: string;
  level: NaceLevelFilter;
  /** Codes already chosen: hidden from the results (spec part 1 §2). */
  chosen: readonly NaceSelection[];
  limit?: number;
}

export interface NaceSearchResult {
  /** At most `limit` codes: exact code first, then codes starting with the query, then the rest. */
  codes: NaceCode[];
  /** How many codes match in all, before the limit. */
  total: number;
}

/** '01.11', '0111' and ' a ' meet as '0111' and 'A': how codes are compared. */
export const naceCodeKey = (code: string) => code.trim().toUpperCase().replace(/[.\s]/g, '');

/** Case-insensitive (and accent-insensitive, for the German, French and Italian titles). */
const textKey = (text: string) => foldLatinLetters(text.trim().replace(/\s+/g, ' '));

/** 0 exact code, 1 code starting with the query, 2 code or description containing it, -1 none. */
function rank(code: NaceCode, text: string, compact: string): number {
  if (!text) return 2;
  const key = naceCodeKey(code.code);
  if (compact && key === compact) return 0;
  if (compact && key.startsWith(compact)) return 1;
  if (code.code.toLowerCase().includes(text)) return 2;
  return textKey(code.description).includes(text) ? 2 : -1;
}

/**
 * The NACE codes matching a search on code or description, case-insensitively (spec part 1 §5),
 * of the chosen level, without the chosen codes and without duplicates. Within one rank the
 * list keeps its Eurostat order.
 */
export function searchNaceCodes(codes: readonly NaceCode[], search: NaceSearch): NaceSearchResult {
  const text = textKey(search.query);
  const compact = naceCodeKey(search.query);
  const seen = new Set(search.chosen.map((c) => naceCodeKey(c.code)));
  const ranked: { code: NaceCode; rank: number }[] = [];
  for (const code of codes) {
    const key = naceCodeKey(code.code);
    if (seen.has(key)) continue;
    if (search.level !== 'all' && code.level !== search.level) continue;
    const place = rank(code, text, compact);
    if (place < 0) continue;
    seen.add(key);
    ranked.push({ code, rank: place });
  }
  // Array.prototype.sort is stable: equal ranks keep the Eurostat order.
  ranked.sort((a, b) => a.rank - b.rank);
  const limit = search.limit ?? NACE_RESULT_LIMIT;
  return { codes: ranked.slice(0, limit).map((r) => r.code), total: ranked.length };
}

/** Adds a code once: a code already chosen (in any notation) leaves the list as it is. */
export function addNaceCode(
  chosen: readonly NaceSelection[],
  code: Pick<NaceCode, 'code' | 'description'>,
): NaceSelection[] {
  const key = naceCodeKey(code.code);
  if (chosen.some((c) => naceCodeKey(c.code) === key)) return [...chosen];
  return [...chosen, { code: code.code, description: code.description || null }];
}

export function removeNaceCode(chosen: readonly NaceSelection[], code: string): NaceSelection[] {
  const key = naceCodeKey(code);
  return chosen.filter((c) => naceCodeKey(c.code) !== key);
}
