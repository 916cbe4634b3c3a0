// Writes AGRIBALYSE products and impacts into the database: from the two CSV files (npm run
// import -- agribalyse <synthese> <stages>) or from the shipped seed file on first start. Both go
// through loadProducts.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { countProducts, replaceProducts, type Db, type ProductWithImpacts } from '@foodhub/db';
import { z } from 'zod';
import type { ImportCommand, ImportReport } from '../cli/import-commands';
import { invalidateReferenceCache } from '../modules/reference/reference-cache';
import { invalidateCatalogueCache } from '../modules/solutions/catalogue-cache';
import type { SeedBuilder } from '../seed/builders';
import type { SeedDataset } from '../seed/datasets';
import { AGRIBALYSE_DATASET, parseAgribalyse } from './agribalyse';

export const AGRIBALYSE_SEED_FILE = 'agribalyse-products.json.gz';
const SOURCE_FILES = [
  'agribalyse-3.1/agribalyse_3.1_synthese.csv',
  'agribalyse-3.1/agribalyse_3.1_detail_par_etape.csv',
];

/** Replaces products and impacts in the database and drops the API's precomputed lists. */
export async function loadProducts(db: Db, records: ProductWithImpacts[]): Promise<number> {
  const rows = await replaceProducts(db, records, AGRIBALYSE_DATASET);
  invalidateReferenceCache(db);
  invalidateCatalogueCache(db);
  return rows;
}

export async function readAgribalyseFiles(productsFile: string, stagesFile: string) {
  return parseAgribalyse(await readFile(productsFile, 'utf8'), await readFile(stagesFile, 'utf8'), {
    products: path.basename(productsFile),
    stages: path.basename(stagesFile),
  });
}

const USAGE = '<agribalyse_3.1_synthese.csv> <agribalyse_3.1_detail_par_etape.csv>';

export const agribalyseImportCommand: ImportCommand = {
  usage: USAGE,
  async run(db, files): Promise<ImportReport> {
    const [productsFile, stagesFile] = files;
    if (!productsFile || !stagesFile || files.length !== 2) {
      throw new Error(`Usage: npm run import -- agribalyse ${USAGE}`);
    }
    const { records, rejected } = await readAgribalyseFiles(productsFile, stagesFile);
    if (records.length === 0) {
      throw new Error(`${productsFile}: no valid products; nothing changed.`);
    }
    return {
      dataset: AGRIBALYSE_DATASET.name,
      imported: await loadProducts(db, records),
      rejected,
    };
  },
};

// Seed file: one array per product instead of objects keeps it small and fast to parse at start;
// the last element holds the six impact values, or null for a product without LCI data.
const IMPACT_KEYS = [
  'climateChangeTotal',
  'climateChangeConsumption',
  'waterUseTotal',
  'waterUseConsumption',
  'landUseTotal',
  'landUseConsumption',
] as const;
const SEED_COLUMNS = [
  'id',
  'ciqualCode',
  'productName',
  'productNameFr',
  'foodGroup',
  'foodSubgroup',
  'foodGroupFr',
  'foodSubgroupFr',
  `impacts: ${IMPACT_KEYS.join(', ')}`,
];

const text = z.string();
const n = z.number();
const seedFile = z.object({
  source: z.string(),
  columns: z
    .array(z.string())
    .refine((c) => c.join('|') === SEED_COLUMNS.join('|'), 'unexpected columns; run seed:build'),
  rows: z.array(
    z.tuple([
      text,
      text.nullable(),
      text,
      text,
      text,
      text,
      text,
      text,
      z.tuple([n, n, n, n, n, n]).nullable(),
    ]),
  ),
});
type SeedRow = z.infer<typeof seedFile>['rows'][number];

function toSeedRow({ product: p, impacts }: ProductWithImpacts): SeedRow {
  const values = impacts ? IMPACT_KEYS.map((k) => impacts[k]) : null;
  return [
    p.id,
    p.ciqualCode,
    p.productName,
    p.productNameFr,
    p.foodGroup,
    p.foodSubgroup,
    p.foodGroupFr,
    p.foodSubgroupFr,
    values as [number, number, number, number, number, number] | null,
  ];
}

function fromSeedRow(row: SeedRow): ProductWithImpacts {
  const [
    id,
    ciqualCode,
    productName,
    productNameFr,
    foodGroup,
    foodSubgroup,
    groupFr,
    subgroupFr,
    values,
  ] = row;
  return {
    product: {
      id,
      ciqualCode,
      productName,
      productNameFr,
      foodGroup,
      foodSubgroup,
      foodGroupFr: groupFr,
      foodSubgroupFr: subgroupFr,
      hasLciData: values !== null,
    },
    impacts: values && {
      climateChangeTotal: values[0],
      climateChangeConsumption: values[1],
      waterUseTotal: values[2],
      waterUseConsumption: values[3],
      landUseTotal: values[4],
      landUseConsumption: values[5],
    },
  };
}

export const agribalyseSeedBuilder: SeedBuilder = {
  name: AGRIBALYSE_DATASET.name,
  sources: SOURCE_FILES,
  async build(sourceDir, seedDir) {
    const [productsFile = '', stagesFile = ''] = SOURCE_FILES.map((f) => path.join(sourceDir, f));
    const { records, rejected } = await readAgribalyseFiles(productsFile, stagesFile);
    const seed = {
      source: AGRIBALYSE_DATASET.source,
      columns: SEED_COLUMNS,
      rows: records.map(toSeedRow),
    };
    await writeFile(
      path.join(seedDir, AGRIBALYSE_SEED_FILE),
      gzipSync(JSON.stringify(seed), { level: 9 }),
    );
    return { rows: records.length, rejected: rejected.length };
  },
};

export async function readAgribalyseSeed(seedDir: string): Promise<ProductWithImpacts[]> {
  const gz = await readFile(path.join(seedDir, AGRIBALYSE_SEED_FILE));
  return seedFile.parse(JSON.parse(gunzipSync(gz).toString('utf8'))).rows.map(fromSeedRow);
}

export const agribalyseSeedDataset: SeedDataset = {
  name: AGRIBALYSE_DATASET.name,
  isMissing: async (db) => (await countProducts(db)) === 0,
  load: async (db, seedDir) => loadProducts(db, await readAgribalyseSeed(seedDir)),
};
