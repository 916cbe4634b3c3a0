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
