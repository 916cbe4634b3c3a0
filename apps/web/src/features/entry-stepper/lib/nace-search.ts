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
  /**
   * At most `limit` codes: exact code first, then codes starting with the query, then whole-word
   * matches of code, title or everyday word, then matches inside a word or of a word begun.
   */
  codes: NaceCode[];
  /** How many codes match in all, before the limit. */
  total: number;
}

/** '01.11', '0111' and ' a ' meet as '0111' and 'A': how codes are compared. */
export const naceCodeKey = (code: string) => code.trim().toUpperCase().replace(/[.\s]/g, '');

/**
 * How texts are compared: case, accents and umlauts folded, and 'ae', 'oe', 'ue' read as the
 * umlaut they stand for ('Baeckerei' is 'Bäckerei' typed without umlauts), on both sides.
 */
const foldText = (text: string) => foldLatinLetters(text).replace(/([aou])e/g, '$1');

/** The text as typed, folded, spaces collapsed: searched anywhere in a title. */
const textKey = (text: string) => foldText(text.trim().replace(/\s+/g, ' '));

/** The text as words: folded, punctuation and hyphens as spaces ('Bäckerei-Konditorei'). */
const wordKey = (text: string) =>
  foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Words longer than the keyword by at most this many letters still count as its forms. */
const MAX_ENDING = 3;
/** Less for a four-letter keyword: 'kruha' and 'Brote' are forms, 'kavarna' is no 'kava'. */
const MAX_ENDING_SHORT = 2;

/**
 * Whether a typed word is a form of a one-word keyword: the keyword plus a short ending
 * ('Bäckereien', 'Brote', 'kruha'; the last vowel may change: 'pekarne', 'panifici'), or a German
 * compound ending in a keyword of five or more letters ('Dorfbäckerei'). Keywords of three
 * letters or fewer ('bar', 'Eis') only match as whole words, or they would be found everywhere.
 */
function isFormOf(word: string, keyword: string): boolean {
  if (keyword.length < 4 || keyword.includes(' ')) return false;
  const stems = [keyword];
  if (keyword.length >= 6 && /[aeiou]$/.test(keyword)) stems.push(keyword.slice(0, -1));
  return stems.some((stem) => {
    const at = stem.length >= 5 ? word.lastIndexOf(stem) : word.startsWith(stem) ? 0 : -1;
    const ending = stem.length >= 5 ? MAX_ENDING : MAX_ENDING_SHORT;
    return at >= 0 && word.length - at - stem.length <= ending;
  });
}

/** A code's texts, folded once per list item (the list is kept while the page is open). */
interface CodeKeys {
  title: string;
  titleWords: string;
  keywords: string[];
}
const keysCache = new WeakMap<NaceCode, CodeKeys>();
function keysOf(code: NaceCode): CodeKeys {
  let keys = keysCache.get(code);
  if (!keys) {
    keys = {
      title: textKey(code.description),
      titleWords: wordKey(code.description),
      keywords: (code.keywords ?? []).map(wordKey).filter(Boolean),
    };
    keysCache.set(code, keys);
  }
  return keys;
}

/** The query in the forms the ranking compares. */
interface Query {
  /** As typed, folded: found anywhere in a code or title. */
  text: string;
  /** As a code: '0111' for '01.11'. */
  compact: string;
  /** As words, folded, punctuation as spaces; and those words one by one. */
  words: string;
  wordList: string[];
}

const WHOLE_WORDS = 2;
const PART_OF_WORD = 3;

/** 2 when whole words or their forms match, 3 when only part of a word does, -1 when none. */
function textRank(keys: CodeKeys, query: Query): number {
  const { words, wordList } = query;
  if (words) {
    if (` ${keys.titleWords} `.includes(` ${words} `)) return WHOLE_WORDS;
    // A single typed word with a short ending in the title: 'kruh' finds 'kruha', 'bread' 'breads';
    // the last vowel of a longer word may change, as words are declined: 'sadje' (fruit) finds
    // 'sadja' and 'sadjem', 'verdura' 'verdure'.
    if (wordList.length === 1 && words.length >= 4) {
      const ending = words.length >= 5 ? MAX_ENDING : MAX_ENDING_SHORT;
      const stems = [words];
      if (words.length >= 5 && /[aeiou]$/.test(words)) stems.push(words.slice(0, -1));
      const titleWords = keys.titleWords.split(' ');
      const isForm = (w: string) =>
        stems.some((stem) => w.startsWith(stem) && w.length - stem.length <= ending);
      if (titleWords.some(isForm)) return WHOLE_WORDS;
    }
    for (const keyword of keys.keywords) {
      if (` ${words} `.includes(` ${keyword} `)) return WHOLE_WORDS;
      if (wordList.some((word) => isFormOf(word, keyword))) return WHOLE_WORDS;
    }
  }
  if (query.text && keys.title.includes(query.text)) return PART_OF_WORD;
  // A word begun: 'Bäck' finds 'Bäckerei', 'panif' 'panificio'.
  if (words.length >= 3 && keys.keywords.some((k) => ` ${k}`.includes(` ${words}`))) {
    return PART_OF_WORD;
  }
  return -1;
}

/**
 * 0 exact code, 1 code starting with the query, 2 code containing it or whole-word match of title
 * or keyword, 3 part of a word, -1 none.
 */
function rank(code: NaceCode, query: Query): number {
  if (!query.text) return WHOLE_WORDS;
  const key = naceCodeKey(code.code);
  if (query.compact && key === query.compact) return 0;
  if (query.compact && key.startsWith(query.compact)) return 1;
  if (code.code.toLowerCase().includes(query.text)) return WHOLE_WORDS;
  return textRank(keysOf(code), query);
}

/**
 * The NACE codes matching a search on code or description, case-insensitively (spec part 1 §5),
 * and on the everyday words the list carries for a code ('Bäckerei', 'pekarna' for 10.71), of the
 * chosen level, without the chosen codes and without duplicates. Within one rank the list keeps
 * its Eurostat order.
 */
export function searchNaceCodes(codes: readonly NaceCode[], search: NaceSearch): NaceSearchResult {
  const words = wordKey(search.query);
  const query: Query = {
    text: textKey(search.query),
    compact: naceCodeKey(search.query),
    words,
    wordList: words ? words.split(' ') : [],
  };
  const seen = new Set(search.chosen.map((c) => naceCodeKey(c.code)));
  const ranked: { code: NaceCode; rank: number }[] = [];
  for (const code of codes) {
    const key = naceCodeKey(code.code);
    if (seen.has(key)) continue;
    if (search.level !== 'all' && code.level !== search.level) continue;
    const place = rank(code, query);
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
