import type { Product, ProductByNameResponse } from '@foodhub/contracts';
import { useEffect } from 'react';
import { useProductByName } from '../../api/get-product-by-name';
import { useStepperStore } from '../../store';

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

/**
 * Looks the accepted surplus name up and keeps productDetails and productNotFound of the store
 * in step with it; runs again for a saved name after a reload (the result is not persisted).
 */
export function useProductLookup(surplusName: string) {
  const answer = useProductByName(surplusName);
  const { details, notFound } = productLookupOf(surplusName, answer);
  useEffect(() => {
    const store = useStepperStore.getState();
    if (store.productDetails !== details) store.setProductDetails(details);
    if (store.productNotFound !== notFound) store.setProductNotFound(notFound);
  }, [details, notFound]);
}
