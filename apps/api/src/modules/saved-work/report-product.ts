import type { ProductRecogniseResponse, ReportHeader } from '@foodhub/contracts';
import { findProductImpacts } from '@foodhub/db';
import { productionImpactPerKg, type ProductImpacts } from '@foodhub/domain';
import type { AppDeps } from '../../deps';
import { productImpactsCache } from '../reference/product-impacts-cache';
import { productByName } from '../reference/product-names';
import { recogniseProduct } from '../reference/recognise-product';
import { catalogueCache } from '../solutions/catalogue-cache';

/** The per-kg impacts a report is calculated with, and what the document says they are. */
export interface ReportProduct {
  /** Null: the impact model uses the toast reference. */
  impacts: ProductImpacts | null;
  product: ReportHeader['product'];
}

const TOAST: ReportProduct = { impacts: null, product: { basis: 'toast-reference', name: null } };

type RecognisedImpacts = Pick<
  ProductRecogniseResponse,
  'climate_change' | 'water_resource_depletion' | 'land_use'
>;

const stage = (value: { total: number; consumption: number } | null) => ({
  total: value?.total ?? null,
  consumption: value?.consumption ?? null,
});

const fromRecognised = (found: RecognisedImpacts): ProductImpacts => ({
  climate_change: stage(found.climate_change),
  water_resource_depletion: stage(found.water_resource_depletion),
  land_use: stage(found.land_use),
});

/** What the model makes of the impacts: a product whose values it cannot use is toast's. */
function usable(found: ReportProduct): ReportProduct {
  return productionImpactPerKg(found.impacts).source === 'product' ? found : TOAST;
}

/**
 * The per-kg impacts of a surplus name, by the rule of the web's report (apps/web
 * src/api/product-impacts.ts loadProductImpacts), with the server's own look-ups: the product
 * the name names exactly (GET /products/by_name) when it has impact data; else the product or
 * food the name is recognised as (GET /products/recognise); else none, and the model uses the
 * toast reference. A blank name is toast's.
 */
export async function reportProduct(deps: AppDeps, surplusName: string): Promise<ReportProduct> {
  const name = surplusName.trim();
  if (!name) return TOAST;

  const product = await productByName(deps.db, name, deps.productNamesDir);
  if (product?.hasLciData) {
    const row = await findProductImpacts(deps.db, product.id);
    if (row) {
      return usable({
        impacts: {
          climate_change: {
            total: row.climateChangeTotal,
            consumption: row.climateChangeConsumption,
          },
          water_resource_depletion: {
            total: row.waterUseTotal,
            consumption: row.waterUseConsumption,
          },
          land_use: { total: row.landUseTotal, consumption: row.landUseConsumption },
        },
        product: { basis: 'product', name: product.productName },
      });
    }
  }

  const snapshot = await catalogueCache(deps.db).get();
  const index = await productImpactsCache(deps.db).get(snapshot);
  const recognised = recogniseProduct(name, snapshot.vocabulary, index);
  if (!recognised.found) return TOAST;
  return usable({
    impacts: fromRecognised(recognised),
    product: {
      basis: 'recognised',
      name:
        recognised.product_name ??
        recognised.term ??
        recognised.food_subgroup ??
        recognised.food_group ??
        null,
    },
  });
}
