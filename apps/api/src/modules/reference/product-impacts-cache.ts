import { listProductsWithImpacts, type Db, type ProductImpactsListRow } from '@foodhub/db';
import { DatasetVersionCheck } from '../../lib/dataset-version';
import { Lazy, perKey } from '../../lib/lazy';
import type { CatalogueSnapshot } from '../solutions/catalogue-cache';
import { foldFoodText, foodStems } from '../solutions/food-text';

/** The products with impact data, indexed the ways GET /products/recognise looks them up. */
export interface ProductImpactsIndex {
  /** By folded English and French name; of equal names the first by name, then code, answers. */
  byName: Map<string, ProductImpactsListRow>;
  /** By the stems of the English name's head ('Potato' of 'Potato, boiled'), joined by spaces. */
  byHead: Map<string, ProductImpactsListRow[]>;
  bySubgroup: Map<string, ProductImpactsListRow[]>;
  byGroup: Map<string, ProductImpactsListRow[]>;
}

/** The key of a food group and subgroup in `bySubgroup`. */
export const subgroupKey = (group: string, subgroup: string) => `${group}\u0000${subgroup}`;

/** The stems of a name, as one key: the head of a product name, or a name of a food term. */
export const stemsKey = (name: string) => foodStems(name).join(' ');

/** AGRIBALYSE names lead with what the product is: 'Bread, baguette, ...'. */
export const nameHead = (productName: string) => productName.split(',')[0] ?? '';

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The index of the rows of listProductsWithImpacts (in their order: by name, then code). */
export function productImpactsIndex(rows: ProductImpactsListRow[]): ProductImpactsIndex {
  const index: ProductImpactsIndex = {
    byName: new Map(),
    byHead: new Map(),
    bySubgroup: new Map(),
    byGroup: new Map(),
  };
  for (const row of rows) {
    for (const name of [row.productName, row.productNameFr]) {
      const folded = foldFoodText(name);
      if (folded !== '' && !index.byName.has(folded)) index.byName.set(folded, row);
    }
    const head = stemsKey(nameHead(row.productName));
    if (head !== '') push(index.byHead, head, row);
    push(index.bySubgroup, subgroupKey(row.foodGroup, row.foodSubgroup), row);
    push(index.byGroup, row.foodGroup, row);
  }
  return index;
}

/** The products with their impacts of one database, built on first use. */
class ProductImpactsCache {
  private readonly index: Lazy<ProductImpactsIndex>;
  private readonly versionCheck: DatasetVersionCheck;
  private servedWith: CatalogueSnapshot | undefined;

  constructor(db: Db) {
    this.index = new Lazy(async () => productImpactsIndex(await listProductsWithImpacts(db)));
    this.versionCheck = new DatasetVersionCheck(db, ['agribalyse'], () => this.index.clear());
  }

  /**
   * The index for a text read with this catalogue snapshot. A new snapshot (the importers drop
   * the catalogue after every product import) rebuilds it too, so the vocabulary and the
   * products it names are of the same release.
   */
  async get(snapshot: CatalogueSnapshot): Promise<ProductImpactsIndex> {
    if (this.servedWith !== snapshot) {
      if (this.servedWith !== undefined) this.index.clear();
      this.servedWith = snapshot;
    }
    await this.versionCheck.check();
    return this.index.get();
  }

  invalidate() {
    this.index.clear();
    this.versionCheck.reset();
  }
}

const caches = perKey((db: Db) => new ProductImpactsCache(db));

export function productImpactsCache(db: Db): ProductImpactsCache {
  return caches.get(db);
}

/** For an importer of products: the next request reads the new release. */
export function invalidateProductImpactsCache(db: Db) {
  caches.peek(db)?.invalidate();
}
