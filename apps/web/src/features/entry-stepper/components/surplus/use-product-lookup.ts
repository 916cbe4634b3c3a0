import type { Product, ProductByNameResponse } from '@foodhub/contracts';
import { useProductByName } from '../../../../api/product-by-name';

export interface ProductLookup {
  details: Product | null;
  notFound: boolean;
}

interface LookupAnswer {
  isPending: boolean;
  isError: boolean;
  data?: ProductByNameResponse;
}

/**
 * The rules of spec part 1 §4 'Product lookup': a blank name clears the details and is not 'not
 * found'; a failed or not-found lookup clears the details and marks not found. While an answer
 * is on its way nothing is known yet: no details, no note.
 */
export function productLookupOf(name: string, answer: LookupAnswer): ProductLookup {
  if (name.trim() === '' || answer.isPending) return { details: null, notFound: false };
  const product = answer.isError || !answer.data?.found ? null : answer.data.product;
  return product ? { details: product, notFound: false } : { details: null, notFound: true };
}

/** The product-list entry of the accepted surplus name, from the shared look-up query. */
export function useProductLookup(surplusName: string): ProductLookup {
  return productLookupOf(surplusName, useProductByName(surplusName));
}
