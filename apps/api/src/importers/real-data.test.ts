import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAgribalyse } from './agribalyse';
import { AGRIBALYSE_FOOD_GROUPS } from './agribalyse-groups';
import { parseNaceCsv } from './nace';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const dir = path.resolve(repoRoot, '../shared/data');
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

// The public source files live outside the repository (only their derived seed files are
// committed), so these checks run where that folder exists and are skipped elsewhere.
describe.skipIf(!existsSync(dir))('importers on the real source files', () => {
  it('reads all 996 NACE Rev. 2 codes with 21/88/272/615 per level and no rejection', () => {
    const { codes, rejected } = parseNaceCsv(read('nace-rev2/nace_rev2.csv'));
    expect(rejected).toEqual([]);
    expect(codes).toHaveLength(996);
    const perLevel = (level: string) => codes.filter((c) => c.level === level).length;
    expect([
      perLevel('Section'),
      perLevel('Division'),
      perLevel('Group'),
      perLevel('Class'),
    ]).toEqual([21, 88, 272, 615]);
    expect(codes.find((c) => c.code === '10.71')).toMatchObject({
      level: 'Class',
      parentCode: '10.7',
      sectionCode: 'C',
      titleEn: 'Manufacture of bread; manufacture of fresh pastry goods and cakes',
      titleDe: 'Herstellung von Backwaren (ohne Dauerbackwaren)',
    });
    expect(codes.find((c) => c.code === '01')?.parentCode).toBe('A');
  });

  it('reads all 2,517 AGRIBALYSE products with impacts from the stage table', () => {
    const { records, rejected } = parseAgribalyse(
      read('agribalyse-3.1/agribalyse_3.1_synthese.csv'),
      read('agribalyse-3.1/agribalyse_3.1_detail_par_etape.csv'),
    );
    expect(rejected).toEqual([]);
    expect(records).toHaveLength(2517);
    expect(records.every((r) => r.product.hasLciData)).toBe(true);
    const baguette = records.find((r) => r.product.id === '7001');
    expect(baguette?.product.productName).toBe('Bread, French bread, baguette');
    // climate_change__total of 7001 in agribalyse_3.1_detail_par_etape.csv
    expect(baguette?.impacts?.climateChangeTotal).toBe(0.687684);
    expect(records.find((r) => r.product.id === '0002')?.product.productName).toBe(
      'Mixed red fruits juice, pure juice',
    );
  });

  it('has an English name for each of the 11 groups and 61 subgroups, all used and distinct', () => {
    const { records } = parseAgribalyse(
      read('agribalyse-3.1/agribalyse_3.1_synthese.csv'),
      read('agribalyse-3.1/agribalyse_3.1_detail_par_etape.csv'),
    );
    const groups = Object.values(AGRIBALYSE_FOOD_GROUPS);
    const subgroups = groups.flatMap((g) => Object.values(g.subgroups));
    expect(new Set(groups.map((g) => g.en)).size).toBe(11);
    expect(new Set(subgroups).size).toBe(61);
    expect(new Set(records.map((r) => r.product.foodGroup)).size).toBe(11);
    expect(new Set(records.map((r) => r.product.foodSubgroup)).size).toBe(61);
  });
});
