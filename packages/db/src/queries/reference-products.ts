import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { productImpacts, products } from '../schema';
import {
  insertInBatches,
  upsertReferenceDataset,
  type ReferenceDatasetInfo,
} from './reference-datasets';

export type ProductRow = typeof products.$inferSelect;
export type ProductImpactsRow = typeof productImpacts.$inferSelect;
/** A product with its per-kg impacts; impacts null when the source has none (has_lci_data false). */
export interface ProductWithImpacts {
  product: ProductRow;
  impacts: Omit<ProductImpactsRow, 'productId'> | null;
}

const productColumns = {
  id: products.id,
  ciqualCode: products.ciqualCode,
  productName: products.productName,
  productNameFr: products.productNameFr,
  foodGroup: products.foodGroup,
  foodSubgroup: products.foodSubgroup,
  foodGroupFr: products.foodGroupFr,
  foodSubgroupFr: products.foodSubgroupFr,
  hasLciData: products.hasLciData,
};

/** Replaces every product and its impacts in one transaction (impacts go with their product). */
export async function replaceProducts(
  db: Db,
  records: ProductWithImpacts[],
  dataset: ReferenceDatasetInfo,
): Promise<number> {
  const impacts = records.flatMap(({ product, impacts }) =>
    impacts ? [{ productId: product.id, ...impacts }] : [],
  );
  await db.transaction(async (tx) => {
    await tx.delete(products); // ON DELETE CASCADE removes product_impacts
    await insertInBatches(
      tx,
      products,
      records.map((r) => r.product),
    );
    await insertInBatches(tx, productImpacts, impacts);
    await upsertReferenceDataset(tx, dataset, records.length);
  });
  return records.length;
}

/** Every product by name (then code, so equal names keep a stable order). */
export async function listProducts(db: Db): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(products)
    .orderBy(asc(products.productName), asc(products.id));
}

/**
 * Case-insensitive exact match on the English name, served by products_name_lower_idx. Both
 * sides go through the database's lower(), so non-ASCII letters fold the same way on each. Two
 * AGRIBALYSE products share a name ('Wafer cookie'): the lowest code answers, every time.
 */
export async function findProductByName(db: Db, name: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(eq(sql`lower(${products.productName})`, sql`lower(${name})`))
    .orderBy(asc(products.id))
    .limit(1);
  return row;
}

export async function findProductImpacts(
  db: Db,
  productId: string,
): Promise<ProductImpactsRow | undefined> {
  const [row] = await db
    .select({
      productId: productImpacts.productId,
      climateChangeTotal: productImpacts.climateChangeTotal,
      climateChangeConsumption: productImpacts.climateChangeConsumption,
      waterUseTotal: productImpacts.waterUseTotal,
      waterUseConsumption: productImpacts.waterUseConsumption,
      landUseTotal: productImpacts.landUseTotal,
      landUseConsumption: productImpacts.landUseConsumption,
    })
    .from(productImpacts)
    .where(eq(productImpacts.productId, productId));
  return row;
}

/** A product with impact data, with its group and per-kg impacts (GET /products/recognise). */
export type ProductImpactsListRow = Pick<
  ProductRow,
  'id' | 'productName' | 'productNameFr' | 'foodGroup' | 'foodSubgroup'
> &
  Omit<ProductImpactsRow, 'productId'>;

/** Every product with LCI data and its impacts, by name (then code, as listProducts). */
export async function listProductsWithImpacts(db: Db): Promise<ProductImpactsListRow[]> {
  return db
    .select({
      id: products.id,
      productName: products.productName,
      productNameFr: products.productNameFr,
      foodGroup: products.foodGroup,
      foodSubgroup: products.foodSubgroup,
      climateChangeTotal: productImpacts.climateChangeTotal,
      climateChangeConsumption: productImpacts.climateChangeConsumption,
      waterUseTotal: productImpacts.waterUseTotal,
      waterUseConsumption: productImpacts.waterUseConsumption,
      landUseTotal: productImpacts.landUseTotal,
      landUseConsumption: productImpacts.landUseConsumption,
    })
    .from(products)
    .innerJoin(productImpacts, eq(productImpacts.productId, products.id))
    .where(eq(products.hasLciData, true))
    .orderBy(asc(products.productName), asc(products.id));
}

export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}
