import type { NaceCode } from '@foodhub/contracts';
import { describe, expect, it } from 'vitest';
import { naceFixture } from '../../../test/nace-fixtures';
import {
  addNaceCode,
  NACE_RESULT_LIMIT,
  naceCodeKey,
  removeNaceCode,
  searchNaceCodes,
  type NaceSearch,
} from './nace-search';

const search = (query: string, options: Partial<NaceSearch> = {}) =>
  searchNaceCodes(naceFixture, { query, level: 'all', chosen: [], ...options });
const codesOf = (query: string, options: Partial<NaceSearch> = {}) =>
  search(query, options).codes.map((c) => c.code);

describe('searchNaceCodes', () => {
  it('lists every code in Eurostat order when nothing is typed', () => {
    expect(codesOf('')).toEqual(naceFixture.map((c) => c.code));
    expect(codesOf('   ')).toHaveLength(naceFixture.length);
  });

  it('finds codes by code: exact first, then codes starting with it', () => {
    expect(codesOf('10.7')).toEqual(['10.7', '10.71', '10.72']);
    expect(codesOf('10.71')).toEqual(['10.71']);
    expect(codesOf('01.1')[0]).toBe('01.1');
  });

  it('finds a class typed without its dot (0111 is 01.11)', () => {
    expect(codesOf('1071')).toEqual(['10.71']);
  });

  it('finds codes by description, case-insensitively, in any part of the text', () => {
    expect(codesOf('bread')).toEqual(['10.71', '47.24']);
    expect(codesOf('BREAD')).toEqual(['10.71', '47.24']);
    expect(codesOf('Restaurants')).toEqual(['56.10']);
    expect(codesOf('  mobile   FOOD ')).toEqual(['56.10']);
  });

  it('matches section letters in either case, and section titles too', () => {
    expect(codesOf('c')[0]).toBe('C');
    expect(codesOf('manufacturing')).toEqual(['C']);
  });

  it('ignores accents, so translated titles are found as typed', () => {
    const german = [
      {
        ...naceFixture[7]!,
        description: 'Herstellung von Backwaren (ohne Dauerbackwaren), Brötchen',
      },
    ];
    const found = searchNaceCodes(german, { query: 'BROTCHEN', level: 'all', chosen: [] });
    expect(found.codes.map((c) => c.code)).toEqual(['10.71']);
  });

  it('filters by level: Section, Division, Group, Class', () => {
    expect(codesOf('', { level: 'Section' })).toEqual(['A', 'C', 'G', 'I']);
    expect(codesOf('', { level: 'Division' })).toEqual(['01', '10']);
    expect(codesOf('', { level: 'Group' })).toEqual(['01.1', '10.7']);
    expect(codesOf('bakery', { level: 'Group' })).toEqual(['10.7']);
    expect(codesOf('bakery', { level: 'Class' })).toEqual([]);
    expect(codesOf('food', { level: 'Class' })).toEqual(['56.10']);
  });

  it('hides the chosen codes, in whatever notation they were stored', () => {
    const chosen = [
      { code: '10.71', description: 'Manufacture of bread' },
      { code: '4724', description: null },
    ];
    expect(codesOf('bread', { chosen })).toEqual([]);
    expect(codesOf('10.7', { chosen })).toEqual(['10.7', '10.72']);
  });

  it('lists a code only once even when the list holds it twice', () => {
    const doubled = [...naceFixture, { ...naceFixture[7]! }];
    const found = searchNaceCodes(doubled, { query: 'bread', level: 'all', chosen: [] });
    expect(found.codes.map((c) => c.code)).toEqual(['10.71', '47.24']);
    expect(found.total).toBe(2);
  });

  it(`shows at most ${NACE_RESULT_LIMIT} codes and counts them all`, () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      _id: `99.${i}`,
      code: `99.${i}`,
      description: `Food activity ${i}`,
      level: 'Class' as const,
    }));
    const found = searchNaceCodes(many, { query: 'food', level: 'all', chosen: [] });
    expect(found.codes).toHaveLength(NACE_RESULT_LIMIT);
    expect(found.total).toBe(120);
    expect(
      searchNaceCodes(many, { query: '', level: 'all', chosen: [], limit: 5 }).codes,
    ).toHaveLength(5);
  });

  it('finds nothing for text no code or description contains', () => {
    expect(search('submarine')).toEqual({ codes: [], total: 0 });
  });

  it('lists whole-word matches before matches inside a word', () => {
    // 'food' is a word of 56.10's title but only part of 'foodstuffs' in the other.
    const codes = [
      { ...naceFixture[10]!, description: 'Retail sale of foodstuffs' },
      naceFixture[12]!,
    ];
    const found = searchNaceCodes(codes, { query: 'food', level: 'all', chosen: [] });
    expect(found.codes.map((c) => c.code)).toEqual(['56.10', '47.24']);
  });
});

describe('searchNaceCodes with everyday words (keywords)', () => {
  // Titles as the API sends them per interface language, with that language's words and English.
  const withWords = (code: string, description: string, keywords: string[]): NaceCode => ({
    ...naceFixture.find((c) => c.code === code)!,
    description,
    keywords,
  });
  const lists: Record<string, NaceCode[]> = {
    de: [
      withWords('10.7', 'Herstellung von Back- und Teigwaren', ['Bäckerei', 'bakery']),
      withWords('10.71', 'Herstellung von Backwaren (ohne Dauerbackwaren)', [
        'Bäckerei',
        'Brot',
        'Konditorei',
        'Beck',
        'bakery',
        'bread',
      ]),
      withWords('47.24', 'Detailhandel mit Back- und Süsswaren', ['Bäckereifiliale', 'Brotladen']),
      withWords('56.10', 'Restaurants, Gaststätten, Imbissstuben', [
        'Gasthaus',
        'Wirtshaus',
        'Eis',
        'bar',
      ]),
    ],
    sl: [
      withWords('10.71', 'Peka kruha; proizvodnja svežega peciva in slaščic', [
        'pekarna',
        'kruh',
        'slaščičarna',
        'bakery',
      ]),
      withWords('56.10', 'Dejavnost restavracij in druga strežba jedi', ['gostilna', 'pizzeria']),
    ],
    it: [
      withWords('10.71', 'Produzione di pane; prodotti di pasticceria freschi', [
        'panificio',
        'pasticceria',
        'bakery',
      ]),
      withWords('56.10', 'Ristoranti e attività di ristorazione mobile', ['trattoria', 'pizzeria']),
    ],
    fr: [
      withWords('10.71', 'Fabrication de pain et de pâtisserie fraîche', [
        'boulangerie',
        'pain',
        'bakery',
      ]),
      withWords('56.10', 'Restaurants et services de restauration mobile', [
        'bistrot',
        'brasserie',
      ]),
    ],
  };
  const find = (language: string, query: string, options: Partial<NaceSearch> = {}) =>
    searchNaceCodes(lists[language]!, { query, level: 'all', chosen: [], ...options }).codes.map(
      (c) => c.code,
    );

  it('finds a code by a word of the interface language that its title does not hold', () => {
    expect(find('sl', 'kruh')).toEqual(['10.71']);
    expect(find('de', 'Brot').slice(0, 1)).toEqual(['10.71']);
    expect(find('de', 'Bäckerei')).toEqual(['10.7', '10.71', '47.24']);
    expect(find('it', 'panificio')).toEqual(['10.71']);
    expect(find('fr', 'boulangerie')).toEqual(['10.71']);
    expect(find('de', 'Wirtshaus')).toEqual(['56.10']);
    expect(find('sl', 'gostilna')).toEqual(['56.10']);
  });

  it('finds the English words in every language', () => {
    expect(find('it', 'bakery')).toEqual(['10.71']);
    expect(find('sl', 'Pizzeria')).toEqual(['56.10']);
  });

  it('ignores case, accents and umlauts, also umlauts typed as ae, oe, ue', () => {
    expect(find('de', 'BACKEREI')).toEqual(['10.7', '10.71', '47.24']);
    expect(find('de', 'baeckerei')).toEqual(['10.7', '10.71', '47.24']);
    expect(find('sl', 'slascicarna')).toEqual(['10.71']);
    expect(find('fr', 'boulangérie')).toEqual(['10.71']);
  });

  it('finds plurals, other endings and German compounds of a word', () => {
    expect(find('de', 'Bäckereien')).toEqual(['10.7', '10.71']);
    expect(find('de', 'Brote')).toEqual(['10.71']);
    expect(find('de', 'Gasthäuser')).toEqual(['56.10']);
    expect(find('de', 'Dorfbäckerei')).toEqual(['10.7', '10.71']);
    expect(find('sl', 'pekarne')).toEqual(['10.71']);
    expect(find('sl', 'gostilne')).toEqual(['56.10']);
    expect(find('it', 'trattorie')).toEqual(['56.10']);
    expect(find('fr', 'boulangeries')).toEqual(['10.71']);
    // In a longer search: one of its words is enough.
    expect(find('de', 'Bio-Bäckerei Müller')).toEqual(['10.7', '10.71']);
  });

  it('finds a title word declined with another last vowel: sadje (fruit) finds sadja, sadjem', () => {
    const fruit: NaceCode[] = [
      { _id: '01.24', code: '01.24', level: 'Class', description: 'Gojenje pečkatega sadja' },
      {
        _id: '47.21',
        code: '47.21',
        level: 'Class',
        description: 'Trgovina na drobno s sadjem in zelenjavo',
      },
      { _id: '01.11', code: '01.11', level: 'Class', description: 'Pridelovanje žit' },
    ];
    const found = (query: string) =>
      searchNaceCodes(fruit, { query, level: 'all', chosen: [] }).codes.map((c) => c.code);
    expect(found('sadje')).toEqual(['01.24', '47.21']);
    expect(found('zelenjava')).toEqual(['47.21']);
    // Only a word of five letters or more may change its last vowel: 'žito' is not read as 'žit'.
    expect(found('žito')).toEqual([]);
  });

  it('finds a word begun (three letters or more), after the whole-word matches', () => {
    expect(find('de', 'Bäck')).toEqual(['10.7', '47.24', '10.71']);
    expect(find('it', 'panif')).toEqual(['10.71']);
    expect(find('de', 'Br')).toEqual([]);
  });

  it('matches short words only whole, and does not read a word into a longer one', () => {
    expect(find('de', 'Eis')).toEqual(['56.10']);
    expect(find('de', 'Eisen')).toEqual([]);
    expect(find('de', 'Barock')).toEqual([]);
    expect(find('de', 'Becken')).toEqual(['10.71']);
    expect(find('de', 'Beckenrand')).toEqual([]);
  });

  it('ranks a keyword match after code matches, with title matches', () => {
    const list = [
      ...lists.de!,
      { ...naceFixture[8]!, description: 'Herstellung von Dauerbackwaren', keywords: ['Zwieback'] },
    ];
    const found = searchNaceCodes(list, { query: '10.7', level: 'all', chosen: [] });
    expect(found.codes.map((c) => c.code)).toEqual(['10.7', '10.71', '10.72']);
    // 'Teigwaren' is a title word of 10.7, 'Brot' a keyword of 10.71: both whole words, so
    // the two keep their Eurostat order.
    const both = searchNaceCodes(
      [{ ...lists.de![0]!, description: 'Herstellung von Brot und Teigwaren' }, lists.de![1]!],
      { query: 'Brot', level: 'all', chosen: [] },
    );
    expect(both.codes.map((c) => c.code)).toEqual(['10.7', '10.71']);
  });

  it('applies the level filter and the chosen codes to keyword matches too', () => {
    expect(find('de', 'Bäckerei', { level: 'Class' })).toEqual(['10.71', '47.24']);
    expect(find('de', 'Bäckerei', { chosen: [{ code: '1071', description: null }] })).toEqual([
      '10.7',
      '47.24',
    ]);
  });
});

describe('addNaceCode and removeNaceCode', () => {
  const bread = naceFixture[7]!;
  const biscuits = naceFixture[8]!;

  it('adds a code with its description, after the ones chosen before', () => {
    const chosen = addNaceCode(addNaceCode([], bread), biscuits);
    expect(chosen).toEqual([
      { code: '10.71', description: bread.description },
      { code: '10.72', description: biscuits.description },
    ]);
  });

  it('never adds a code twice, also when written another way', () => {
    const once = addNaceCode([], bread);
    expect(addNaceCode(once, bread)).toEqual(once);
    expect(addNaceCode(once, { code: '1071', description: 'x' })).toEqual(once);
  });

  it('removes a code and keeps the others in order', () => {
    const chosen = addNaceCode(addNaceCode([], bread), biscuits);
    expect(removeNaceCode(chosen, '10.71')).toEqual([
      { code: '10.72', description: biscuits.description },
    ]);
    expect(removeNaceCode(chosen, '99.99')).toEqual(chosen);
  });

  it('compares codes without dots, spaces or case', () => {
    expect(naceCodeKey(' 01.11 ')).toBe('0111');
    expect(naceCodeKey('c')).toBe('C');
  });
});
