import type { Product, ProductNames } from '@foodhub/contracts';
import {
  productSearchIndex,
  searchableProducts,
  searchProducts,
  type ProductSearchIndex,
} from '@foodhub/domain';

/** The surplus-name list shows at most this many names: 2,500 options would make typing slow. */
export const PRODUCT_OPTION_LIMIT = 50;

/** A product as the surplus-name list offers it: under its name in the interface language. */
export interface ProductOption {
  name: string;
  product: Product;
}

/** The options and the index the typed text is searched in. */
export interface ProductOptions {
  options: ProductOption[];
  /** Built on first use: the words of 2,500 products take 40 ms on a laptop, 4x on a phone. */
  readonly index: ProductSearchIndex<ProductOption>;
}

/**
 * The product list under the interface language's names, each name once, searchable by its
 * everyday words and AGRIBALYSE's English and French names (searchableProducts).
 */
export function productOptions(
  products: readonly Product[],
  names: readonly ProductNames[] = [],
): ProductOptions {
  const searchable = searchableProducts(products, names).map((s) => ({
    ...s,
    item: { name: s.label, product: s.item },
  }));
  let index: ProductSearchIndex<ProductOption> | undefined;
  return {
    options: searchable.map((s) => s.item),
    get index() {
      index ??= productSearchIndex(searchable);
      return index;
    },
  };
}

/**
 * The option with exactly this name, case and surrounding spaces ignored; AGRIBALYSE's English
 * name typed in full finds its product too.
 */
export function findProductOption(
  { options }: ProductOptions,
  name: string,
): ProductOption | undefined {
  const key = name.trim().toLowerCase();
  if (key === '') return undefined;
  return (
    options.find((option) => option.name.toLowerCase() === key) ??
    options.find((option) => option.product.product_name.trim().toLowerCase() === key)
  );
}

export interface ProductOptionMatches {
  /** At most `limit` options, the best answers first. */
  shown: ProductOption[];
  /** How many options match in all. */
  total: number;
}

/**
 * The options answering the typed words (case, accents, umlauts and plural endings ignored),
 * best first: the same words, then names starting with them, then names holding them. Nothing
 * typed: the first `limit` options.
 */
export function matchProductOptions(
  { index }: ProductOptions,
  typed: string,
  limit = PRODUCT_OPTION_LIMIT,
): ProductOptionMatches {
  const { shown, total } = searchProducts(index, typed, limit);
  return { shown: shown.map((s) => s.item), total };
}
