import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUPPORTED_LANGUAGES } from '@foodhub/domain';
import type { NaceCodeRow } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNaceSeed } from '../../importers/nace.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';
import {
  naceKeywords,
  naceTitles,
  readNaceVocabulary,
  type NaceVocabulary,
} from './nace-vocabulary';

// The shipped files of data/nace against the shipped NACE table of data/seed: every code has a
// Slovenian title, and the food-related codes have search words in every interface language.
describe('shipped NACE vocabulary (data/nace)', () => {
  let seed: NaceCodeRow[];
  let vocabulary: NaceVocabulary;
  beforeAll(async () => {
    [seed, vocabulary] = await Promise.all([readNaceSeed(defaultSeedDir()), readNaceVocabulary()]);
  });

  it('has a Slovenian title for every code of nace-codes.json and for no other code', () => {
    expect(seed).toHaveLength(996);
    const missing = seed.filter((c) => !vocabulary.titlesSl.get(c.code)?.trim());
    expect(missing.map((c) => c.code)).toEqual([]);
    const codes = new Set(seed.map((c) => c.code));
    expect([...vocabulary.titlesSl.keys()].filter((code) => !codes.has(code))).toEqual([]);
  });

  it('gives codes with different English titles different Slovenian titles', () => {
    const englishBySlovenian = new Map<string, Set<string>>();
    for (const row of seed) {
      const sl = vocabulary.titlesSl.get(row.code) ?? '';
      englishBySlovenian.set(sl, (englishBySlovenian.get(sl) ?? new Set()).add(row.titleEn));
    }
    const clashes = [...englishBySlovenian].filter(([, english]) => english.size > 1);
    expect(clashes).toEqual([]);
  });

  it('keeps the SKD 2008 wording of the classes people search most', () => {
    expect(vocabulary.titlesSl.get('10.71')).toBe(
      'Peka kruha; proizvodnja svežega peciva in slaščic',
    );
    expect(vocabulary.titlesSl.get('56.10')).toBe('Dejavnost restavracij in druga strežba jedi');
    expect(vocabulary.titlesSl.get('I')).toBe('GOSTINSTVO');
  });

  it('has search words in every language for the food-related codes, each word once', () => {
    const foodRelated = seed
      .filter((c) => c.level === 'Class')
      .map((c) => c.code)
      .filter(
        (code) =>
          (/^(01|03|10|11)\./.test(code) && !['01.15', '01.16', '01.29'].includes(code)) ||
          /^(46\.3|47\.[128]|55\.|56\.)/.test(code) ||
          ['35.21', '38.21'].includes(code),
      );
    expect(foodRelated.length).toBeGreaterThan(80);
    for (const code of foodRelated) {
      for (const language of SUPPORTED_LANGUAGES) {
        const words = vocabulary.keywords.get(code)?.[language] ?? [];
        expect(words.length, `${code} ${language}`).toBeGreaterThan(0);
        const folded = words.map((w) => w.toLowerCase());
        expect(new Set(folded).size, `${code} ${language} repeats a word`).toBe(folded.length);
      }
    }
    const codes = new Set(seed.map((c) => c.code));
    expect([...vocabulary.keywords.keys()].filter((code) => !codes.has(code))).toEqual([]);
  });

  it('knows the everyday words of bakeries, butchers and restaurants in the Alpine languages', () => {
    const words = (code: string, language: (typeof SUPPORTED_LANGUAGES)[number]) =>
      vocabulary.keywords.get(code)?.[language] ?? [];
    expect(words('10.71', 'de')).toEqual(expect.arrayContaining(['Bäckerei', 'Brot', 'Beck']));
    expect(words('10.71', 'sl')).toEqual(expect.arrayContaining(['pekarna', 'kruh']));
    expect(words('10.71', 'it')).toEqual(expect.arrayContaining(['panificio', 'pane']));
    expect(words('10.71', 'fr')).toEqual(expect.arrayContaining(['boulangerie', 'pain']));
    expect(words('47.22', 'de')).toEqual(
      expect.arrayContaining(['Metzgerei', 'Fleischerei', 'Fleischhauerei']),
    );
    expect(words('56.10', 'de')).toEqual(
      expect.arrayContaining(['Gasthaus', 'Wirtshaus', 'Heuriger', 'Buschenschank']),
    );
    expect(words('56.10', 'sl')).toContain('gostilna');
    expect(words('56.10', 'it')).toEqual(expect.arrayContaining(['trattoria', 'pizzeria']));
  });

  it('gives every fruit-growing class the everyday word for fruit in each language', () => {
    const fruit = { en: 'fruit', de: 'Obst', sl: 'sadje', it: 'frutta', fr: 'fruits' } as const;
    for (const code of ['01.22', '01.23', '01.24', '01.25']) {
      for (const language of SUPPORTED_LANGUAGES) {
        expect(vocabulary.keywords.get(code)?.[language], `${code} ${language}`).toContain(
          fruit[language],
        );
      }
    }
  });
});

describe('naceTitles and naceKeywords', () => {
  const row: NaceCodeRow = {
    code: '10.71',
    level: 'Class',
    parentCode: '10.7',
    sectionCode: 'C',
    titleEn: 'Manufacture of bread',
    titleDe: 'Herstellung von Backwaren',
    titleFr: null,
    titleIt: 'Produzione di pane',
    sortOrder: 1,
  };
  const vocabulary: NaceVocabulary = {
    titlesSl: new Map([['10.71', 'Peka kruha']]),
    keywords: new Map([
      [
        '10.71',
        { en: ['bakery', 'Pizzeria'], de: ['Bäckerei'], it: ['panificio', 'pizzeria'], sl: [] },
      ],
    ]),
  };

  it('gives each language its title, English where one is missing', () => {
    expect(naceTitles(row, vocabulary)).toEqual({
      en: 'Manufacture of bread',
      de: 'Herstellung von Backwaren',
      sl: 'Peka kruha',
      it: 'Produzione di pane',
      fr: 'Manufacture of bread',
    });
    expect(naceTitles({ ...row, code: '10.72' }, vocabulary).sl).toBe('Manufacture of bread');
  });

  it("gives the language's words, then the English ones, each once", () => {
    expect(naceKeywords('10.71', 'de', vocabulary)).toEqual(['Bäckerei', 'bakery', 'Pizzeria']);
    expect(naceKeywords('10.71', 'it', vocabulary)).toEqual(['panificio', 'pizzeria', 'bakery']);
    expect(naceKeywords('10.71', 'en', vocabulary)).toEqual(['bakery', 'Pizzeria']);
    expect(naceKeywords('10.71', 'sl', vocabulary)).toEqual(['bakery', 'Pizzeria']);
    expect(naceKeywords('10.72', 'de', vocabulary)).toEqual([]);
  });
});

describe('readNaceVocabulary', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'nace-vocabulary-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads nothing from a folder without the files, so English titles are served', async () => {
    const empty = await readNaceVocabulary(path.join(dir, 'missing'));
    expect(empty.titlesSl.size).toBe(0);
    expect(empty.keywords.size).toBe(0);
  });

  it('refuses a broken file, naming it and the entry', async () => {
    await writeFile(path.join(dir, 'titles-sl.json'), JSON.stringify({ titles: { A: ' ' } }));
    await expect(readNaceVocabulary(dir)).rejects.toThrow(/titles-sl\.json: titles\.A: /);
    await writeFile(path.join(dir, 'titles-sl.json'), '{ "titles": ');
    await expect(readNaceVocabulary(dir)).rejects.toThrow(/titles-sl\.json: /);
    await writeFile(
      path.join(dir, 'titles-sl.json'),
      JSON.stringify({ titles: { A: 'Kmetijstvo' } }),
    );
    await writeFile(
      path.join(dir, 'keywords.json'),
      JSON.stringify({ keywords: { '10.71': { xx: ['bread'] } } }),
    );
    await expect(readNaceVocabulary(dir)).rejects.toThrow(/keywords\.json: keywords\.10\.71/);
  });
});
