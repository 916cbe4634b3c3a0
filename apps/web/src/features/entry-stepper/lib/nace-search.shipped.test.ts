import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NaceCode, NaceLevel } from '@foodhub/contracts';
import { SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import { describe, expect, it } from 'vitest';
import { searchNaceCodes } from './nace-search';

// The search over the shipped data: the NACE table of data/seed with the project's Slovenian
// titles and everyday words of data/nace, put together per language as GET /nace_codes sends
// them (the API's own tests check that it does).
const ROOT = path.resolve(__dirname, '../../../../../..');
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

interface SeedRow {
  code: string;
  level: NaceLevel;
  titleEn: string;
  titleDe: string | null;
  titleFr: string | null;
  titleIt: string | null;
}
const seed = read<{ codes: SeedRow[] }>('data/seed/nace-codes.json').codes;
const titlesSl = read<{ titles: Record<string, string> }>('data/nace/titles-sl.json').titles;
const words = read<{ keywords: Record<string, Partial<Record<Language, string[]>>> }>(
  'data/nace/keywords.json',
).keywords;

function listFor(language: Language): NaceCode[] {
  return seed.map((row) => {
    const titles: Record<Language, string | null | undefined> = {
      en: row.titleEn,
      de: row.titleDe,
      sl: titlesSl[row.code],
      it: row.titleIt,
      fr: row.titleFr,
    };
    const own = words[row.code]?.[language] ?? [];
    const keywords = [...own, ...(language === 'en' ? [] : (words[row.code]?.en ?? []))];
    return {
      _id: row.code,
      code: row.code,
      description: titles[language] ?? row.titleEn,
      level: row.level,
      ...(keywords.length > 0 ? { keywords } : {}),
    };
  });
}
const lists = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [language, listFor(language)]),
) as Record<Language, NaceCode[]>;

const firstCodes = (language: Language, query: string, count = 3) =>
  searchNaceCodes(lists[language], { query, level: 'all', chosen: [] })
    .codes.slice(0, count)
    .map((c) => c.code);

describe('NACE search over the shipped titles and everyday words', () => {
  it.each([
    ['sl', 'kruh'],
    ['sl', 'pekarna'],
    ['sl', 'slaščičarna'],
    ['de', 'Brot'],
    ['de', 'Bäckerei'],
    ['de', 'Bäckereien'],
    ['de', 'Brote'],
    ['de', 'Backstube'],
    ['de', 'Konditorei'],
    ['it', 'panificio'],
    ['it', 'pane'],
    ['it', 'forno'],
    ['fr', 'boulangerie'],
    ['fr', 'pain'],
    ['en', 'bakery'],
    ['en', 'bread'],
  ] as const)('%s: "%s" lists 10.71 among the first three', (language, query) => {
    expect(firstCodes(language, query)).toContain('10.71');
  });

  it.each([
    ['de', 'Metzgerei', '47.22'],
    ['de', 'Fleischhauerei', '47.22'],
    ['sl', 'mesnica', '47.22'],
    ['it', 'macelleria', '47.22'],
    ['fr', 'boucherie', '47.22'],
    ['de', 'Gasthaus', '56.10'],
    ['de', 'Wirtshaus', '56.10'],
    ['de', 'Buschenschank', '56.10'],
    ['sl', 'gostilna', '56.10'],
    ['it', 'trattoria', '56.10'],
    ['it', 'pizzeria', '56.10'],
    ['fr', 'bistrot', '56.10'],
    ['de', 'Supermarkt', '47.11'],
    ['sl', 'trgovina z živili', '47.11'],
    ['de', 'Molkerei', '10.51'],
    ['de', 'Sennerei', '10.51'],
    ['sl', 'mlekarna', '10.51'],
    ['it', 'caseificio', '10.51'],
    ['fr', 'fromagerie', '10.51'],
    ['de', 'Brauerei', '11.05'],
    ['sl', 'pivovarna', '11.05'],
    ['it', 'birrificio', '11.05'],
    ['de', 'Kantine', '56.29'],
    ['sl', 'menza', '56.29'],
    ['de', 'Biogas', '35.21'],
    ['sl', 'bioplin', '35.21'],
    ['it', 'compostaggio', '38.21'],
    ['fr', 'banque alimentaire', '88.99'],
  ] as const)('%s: "%s" lists %s among the first three', (language, query, code) => {
    expect(firstCodes(language, query)).toContain(code);
  });

  // The everyday word for the group finds its classes, as a fruit's name finds its own:
  // 'jabolka' (apples) and 'sadje' (fruit) both find the growing of apples.
  it.each([
    ['sl', 'jabolka'],
    ['sl', 'sadje'],
    ['de', 'Obst'],
    ['it', 'frutta'],
    ['fr', 'fruits'],
    ['en', 'fruit'],
  ] as const)(
    '%s: "%s" lists 01.24 (pome and stone fruit) among the first three',
    (language, query) => {
      expect(firstCodes(language, query)).toContain('01.24');
    },
  );

  it.each([
    ['sl', 'sadje'],
    ['de', 'Obst'],
    ['it', 'frutta'],
    ['fr', 'fruits'],
    ['en', 'fruit'],
  ] as const)('%s: "%s" lists the fruit-growing classes first', (language, query) => {
    expect(firstCodes(language, query, 4)).toEqual(['01.22', '01.23', '01.24', '01.25']);
  });

  it('shows Slovenian titles to a Slovenian interface', () => {
    const bread = lists.sl.find((c) => c.code === '10.71');
    expect(bread?.description).toBe('Peka kruha; proizvodnja svežega peciva in slaščic');
  });

  it.each(SUPPORTED_LANGUAGES)(
    '%s: both examples of the search placeholder find class 10.71',
    (language) => {
      const matching = read<{ companyData: { nace: { searchPlaceholder: string } } }>(
        `apps/web/src/locales/${language}/matching.json`,
      );
      const placeholder = matching.companyData.nace.searchPlaceholder;
      const [, code, word] = /(\d{2}\.\d{2})\s+\S+\s+(.+)$/.exec(placeholder) ?? [];
      expect(code, placeholder).toBeDefined();
      expect(firstCodes(language, code!, 1)).toEqual([code]);
      expect(firstCodes(language, word!)).toContain('10.71');
    },
  );
});
