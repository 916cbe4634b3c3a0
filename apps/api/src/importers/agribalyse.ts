// AGRIBALYSE 3.1 (ADEME/INRAE): the food products of spec part 1 §3 'Product' and their per-kg
// climate, water and land impacts (spec part 2 §3), total and consumption stage.
import type { ProductWithImpacts } from '@foodhub/db';
import type { RejectedRow } from '../cli/import-commands';
import { translateFoodGroup } from './agribalyse-groups';
import { parseDecimal, readCsvTable, type CsvRecord } from './csv-table';

export const AGRIBALYSE_DATASET = {
  name: 'agribalyse',
  source: 'ADEME, AGRIBALYSE 3.1 (2023), French consumption',
};

const PRODUCT_COLUMNS = [
  'agb_code',
  'ciqual_code',
  'food_group_fr',
  'food_subgroup_fr',
  'product_name_fr',
  'product_name_en_lci',
] as const;

// The stage table's <indicator>__<stage> columns the impact report needs, by table column. Its
// totals, not the synthese values, are used: the stages add up to them (SOURCE.md 'Checks').
const IMPACT_COLUMNS = {
  climateChangeTotal: 'climate_change__total',
  climateChangeConsumption: 'climate_change__consumption',
  waterUseTotal: 'water_use__total',
  waterUseConsumption: 'water_use__consumption',
  landUseTotal: 'land_use__total',
  landUseConsumption: 'land_use__consumption',
} as const;

type Impacts = NonNullable<ProductWithImpacts['impacts']>;

/** AGB codes are digits with an optional variant suffix (13014_1); leading zeros matter (0002). */
const AGB_CODE = /^\d+(_\d+)?$/;

function toProduct(r: CsvRecord): ProductWithImpacts['product'] | string {
  const id = r.get('agb_code');
  if (!AGB_CODE.test(id)) return `agb_code '${id}' is not an AGRIBALYSE code`;
  if (!r.get('product_name_en_lci')) return 'product_name_en_lci is empty';
  if (!r.get('product_name_fr')) return 'product_name_fr is empty';
  const groups = translateFoodGroup(r.get('food_group_fr'), r.get('food_subgroup_fr'));
  if (typeof groups === 'string') return groups;
  return {
    id,
    ciqualCode: r.get('ciqual_code') || null,
    productName: r.get('product_name_en_lci'),
    productNameFr: r.get('product_name_fr'),
    ...groups,
    foodGroupFr: r.get('food_group_fr'),
    foodSubgroupFr: r.get('food_subgroup_fr'),
    hasLciData: false,
  };
}

function toImpacts(r: CsvRecord): Impacts | string {
  const impacts: Partial<Impacts> = {};
  for (const [key, column] of Object.entries(IMPACT_COLUMNS) as [keyof Impacts, string][]) {
    const value = parseDecimal(r.get(column));
    if (value === undefined) return `${column} '${r.get(column)}' is not a number`;
    impacts[key] = value;
  }
  return impacts as Impacts;
}

/**
 * Pure: the synthese (one row per product) and the per-stage table to products with impacts.
 * A product without a valid stage row is kept with has_lci_data false.
 */
export function parseAgribalyse(
  productsText: string,
  stagesText: string,
  labels = {
    products: 'agribalyse_3.1_synthese.csv',
    stages: 'agribalyse_3.1_detail_par_etape.csv',
  },
) {
  const productTable = readCsvTable(productsText, labels.products, PRODUCT_COLUMNS);
  const stageTable = readCsvTable(stagesText, labels.stages, [
    'agb_code',
    ...Object.values(IMPACT_COLUMNS),
  ]);
  const rejected: RejectedRow[] = [...productTable.rejected, ...stageTable.rejected];
  const refuse = (file: string, line: number, reason: string) =>
    rejected.push({ line, reason: `${file}: ${reason}` });

  const byCode = new Map<string, { record: ProductWithImpacts; line: number }>();
  for (const r of productTable.records) {
    const product = toProduct(r);
    const first = typeof product === 'string' ? undefined : byCode.get(product.id);
    if (typeof product === 'string') refuse(labels.products, r.line, product);
    else if (first)
      refuse(
        labels.products,
        r.line,
        `duplicate agb_code ${product.id} (first on line ${first.line})`,
      );
    else byCode.set(product.id, { record: { product, impacts: null }, line: r.line });
  }
  const stageLines = new Map<string, number>();
  for (const r of stageTable.records) {
    const id = r.get('agb_code');
    const entry = byCode.get(id);
    const impacts = toImpacts(r);
    if (!entry)
      refuse(labels.stages, r.line, `agb_code '${id}' is not a product of ${labels.products}`);
    else if (stageLines.has(id))
      refuse(
        labels.stages,
        r.line,
        `duplicate agb_code ${id} (first on line ${stageLines.get(id)})`,
      );
    else if (typeof impacts === 'string') refuse(labels.stages, r.line, impacts);
    else {
      stageLines.set(id, r.line);
      entry.record.impacts = impacts;
      entry.record.product.hasLciData = true;
    }
  }
  const records = [...byCode.values()].map((v) => v.record);
  return { records, rejected };
}
