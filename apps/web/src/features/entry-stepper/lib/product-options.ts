import type { Product } from '@foodhub/contracts';
import { foldLatinLetters } from '@foodhub/domain';

/** The surplus-name list shows at most this many names: 2,500 options would make typing slow. */
export const PRODUCT_OPTION_LIMIT = 50;

/** A product as the surplus-name list offers it, with the key that typed text is compared to. */
export interface ProductOption {
  name: string;
  product: Product;
  searchKey: string;
}

/**
 * The product list with each name once (spec part 1 §5: deduplicated by lowercase name); the
 * first product of a name wins, blank names are left out.
 */
export function productOptions(products: readonly Product[]): ProductOption[] {
  const seen = new Set<string>();
  const options: ProductOption[] = [];
  for (const product of products) {
    const name = product.product_name.trim();
    const key = name.toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    options.push({ name, product, searchKey: foldLatinLetters(name) });
  }
  return options;
}

/** The option with exactly this name, case and surrounding spaces ignored. */
export function findProductOption(
  options: readonly ProductOption[],
  name: string,
): ProductOption | undefined {
  const key = name.trim().toLowerCase();
  if (key === '') return undefined;
  return options.find((option) => option.name.toLowerCase() === key);
}

export interface ProductOptionMatches {
  /** At most `limit` options, names starting with the typed text first. */
  shown: ProductOption[];
  /** How many options match in all. */
  total: number;
}

/**
 * The options whose name holds every word typed (case and accents ignored), names that start
 * with the typed text first, at most `limit`. Nothing typed: the first `limit` options.
 */
export function matchProductOptions(
  options: readonly ProductOption[],
  typed: string,
  limit = PRODUCT_OPTION_LIMIT,
): ProductOptionMatches {
  const query = foldLatinLetters(typed).trim();
  if (query === '') return { shown: options.slice(0, limit), total: options.length };
  const words = query.split(/[\s,]+/).filter(Boolean);
  const starting: ProductOption[] = [];
  const containing: ProductOption[] = [];
  for (const option of options) {
    if (!words.every((word) => option.searchKey.includes(word))) continue;
    (option.searchKey.startsWith(query) ? starting : containing).push(option);
  }
  const all = [...starting, ...containing];
  return { shown: all.slice(0, limit), total: all.length };
}
