import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countProducts, findProductImpacts, listProducts, type DbHandle } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../test/test-app';
import { parseAgribalyse } from './agribalyse';
import { agribalyseImportCommand } from './agribalyse.load';

const fixtures = fileURLToPath(new URL('../../test/fixtures/', import.meta.url));
const productsFile = path.join(fixtures, 'agribalyse-synthese-small.csv');
const stagesFile = path.join(fixtures, 'agribalyse-stages-small.csv');
const read = (file: string) => readFileSync(file, 'utf8');

describe('parseAgribalyse', () => {
  const { records, rejected } = parseAgribalyse(read(productsFile), read(stagesFile));
  const byId = new Map(records.map((r) => [r.product.id, r]));

  it('keeps AGB codes as text, leading zeros and variant suffixes included', () => {
    expect([...byId.keys()]).toEqual(['0002', '7001', '13014_1', '24360', '24370', '6270']);
    expect(byId.get('13014_1')?.product.ciqualCode).toBe('13014');
  });

  it('translates food groups into English and keeps the French originals', () => {
    expect(byId.get('7001')?.product).toEqual({
      id: '7001',
      ciqualCode: '7001',
      productName: 'Bread, French bread, baguette',
      productNameFr: 'Pain, baguette, courante',
      foodGroup: 'Cereal products',
      foodSubgroup: 'Breads and breakfast pastries',
      foodGroupFr: 'produits céréaliers',
      foodSubgroupFr: 'pains et viennoiseries',
      hasLciData: true,
    });
  });

  it('takes total and consumption impacts from the stage table', () => {
    expect(byId.get('13014_1')?.impacts).toEqual({
      climateChangeTotal: 0.498048,
      climateChangeConsumption: 0.00993864,
      waterUseTotal: 6.88593,
      waterUseConsumption: 0.00034774,
      landUseTotal: 76.5042,
      landUseConsumption: 0.00610127,
    });
  });

  it('keeps a product whose stage row is refused, without LCI data', () => {
    expect(byId.get('6270')).toMatchObject({ product: { hasLciData: false }, impacts: null });
  });

  it('collects refused rows of both files with line and reason', () => {
    expect(rejected).toEqual([
      {
        line: 8,
        reason:
          "agribalyse_3.1_synthese.csv: food group 'aliments mystères' has no English name in agribalyse-groups.ts",
      },
      {
        line: 7,
        reason:
          "agribalyse_3.1_detail_par_etape.csv: climate_change__total 'not measured' is not a number",
      },
      {
        line: 8,
        reason:
          "agribalyse_3.1_detail_par_etape.csv: agb_code '55555' is not a product of agribalyse_3.1_synthese.csv",
      },
    ]);
  });

  it('throws when a file is not the expected table (e.g. the two files swapped)', () => {
    expect(() => parseAgribalyse(read(stagesFile), read(productsFile))).toThrow(
      /agribalyse_3.1_synthese.csv: unexpected header, missing column\(s\) ciqual_code/,
    );
  });
});

describe('npm run import -- agribalyse', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await freshDb();
  });
  afterAll(() => handle.close());

  it('replaces products and impacts; a re-run gives the same data', async () => {
    const report = await agribalyseImportCommand.run(handle.db, [productsFile, stagesFile]);
    expect(report).toMatchObject({ dataset: 'agribalyse', imported: 6 });
    expect(report.rejected).toHaveLength(3);
    const before = await listProducts(handle.db);
    await agribalyseImportCommand.run(handle.db, [productsFile, stagesFile]);
    expect(await listProducts(handle.db)).toEqual(before);
    expect(await findProductImpacts(handle.db, '0002')).toMatchObject({
      climateChangeTotal: 0.626886,
    });
    expect(await findProductImpacts(handle.db, '6270')).toBeUndefined();
  });

  it('changes nothing when a file has the wrong header', async () => {
    await expect(agribalyseImportCommand.run(handle.db, [stagesFile, stagesFile])).rejects.toThrow(
      /unexpected header/,
    );
    expect(await countProducts(handle.db)).toBe(6);
  });
});
