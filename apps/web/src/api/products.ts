import type { Product, ProductNames, ProductNamesResponse } from '@foodhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';
import { apiFetch } from '../lib/api-client';

/** The product list changes only with a data import: one load serves a whole visit. */
export const PRODUCT_LIST_STALE_MS = 24 * 60 * 60 * 1000;

const NO_PRODUCTS: Product[] = [];

/** GET /products (spec part 1 §7): every product of the reference list, by name. */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiFetch<Product[]>('/products', { signal });
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['products'],
    // Not cancelled when the step unmounts (Find Solutions shows the progress instead): the list
    // arrives anyway and serves the whole visit, never asked twice.
    queryFn: () => getProducts(),
    staleTime: PRODUCT_LIST_STALE_MS,
    gcTime: PRODUCT_LIST_STALE_MS,
  });

/**
 * The product list for the surplus form; empty while it loads and when loading failed, which
 * is only logged (spec part 1 §8): the form still takes free text.
 */
export function useProducts(): Product[] {
  const { data, error } = useQuery(productsQueryOptions());
  useEffect(() => {
    if (error) console.error('The product list could not be loaded', error);
  }, [error]);
  return data ?? NO_PRODUCTS;
}

const NO_NAMES: ProductNames[] = [];

/**
 * GET /products/names: the products' names and everyday words in the interface language, which
 * apiFetch sends as Accept-Language.
 */
export function getProductNames(): Promise<ProductNamesResponse> {
  return apiFetch<ProductNamesResponse>('/products/names');
}

export const productNamesQueryOptions = (language: string) =>
  queryOptions({
    // The language is part of the key: it picks the names.
    queryKey: ['product-names', language],
    // Not cancelled when the step unmounts, as the product list: it serves the whole visit.
    queryFn: () => getProductNames(),
    staleTime: PRODUCT_LIST_STALE_MS,
    gcTime: PRODUCT_LIST_STALE_MS,
  });

/**
 * The products' names in the interface language; empty while they load or when loading failed
 * (logged only): the list then searches AGRIBALYSE's own names, as before.
 */
export function useProductNames(): ProductNames[] {
  // Renders again when the language changes.
  useTranslation();
  const language = currentLanguage();
  const { data, error } = useQuery(productNamesQueryOptions(language));
  useEffect(() => {
    if (error) console.error('The product names could not be loaded', error);
  }, [error]);
  return data?.products ?? NO_NAMES;
}
