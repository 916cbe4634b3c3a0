import type { EnvironmentalImpacts, Product, ProductRecogniseResponse } from '@foodhub/contracts';
import type { ProductImpacts } from '@foodhub/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../lib/api-client';
import i18n from '../lib/i18n';
import { withPersistence } from '../lib/persisted-query';
import { productByNameQueryOptions } from './product-by-name';

/** GET /environmental_impacts?product_id={id} (spec part 2 §7): per-kg impacts of a product. */
export function getEnvironmentalImpacts(
  productId: string,
  signal?: AbortSignal,
): Promise<EnvironmentalImpacts> {
  return apiFetch<EnvironmentalImpacts>(
    `/environmental_impacts?product_id=${encodeURIComponent(productId)}`,
    { signal },
  );
}

/**
 * GET /products/recognise?text= : the product or food the tool reads in a free-text surplus name
 * in any of its languages, with the (mean) impacts to use. Beside the spec's exact-name lookup.
 */
export function recogniseProduct(
  text: string,
  signal?: AbortSignal,
): Promise<ProductRecogniseResponse> {
  return apiFetch<ProductRecogniseResponse>(
    `/products/recognise?text=${encodeURIComponent(text)}`,
    { signal },
  );
}

const stage = (value: { total: number; consumption: number } | null | undefined) => ({
  total: value?.total ?? null,
  consumption: value?.consumption ?? null,
});

/** The answer as the impact model takes it: null when not found; a missing indicator has null totals. */
export function toProductImpacts(impacts: EnvironmentalImpacts): ProductImpacts | null {
  if (!impacts.found) return null;
  return {
    climate_change: stage(impacts.climate_change),
    water_resource_depletion: stage(impacts.water_resource_depletion),
    land_use: stage(impacts.land_use),
  };
}

export interface ProductImpactsState {
  productDetails: Product | null;
  productNotFound: boolean;
  environmentalImpacts: ProductImpacts | null;
  recognition: ProductRecogniseResponse | null;
  /** A call failed on the way: the state stands in for it and is asked again next time. */
  failed?: boolean;
}

/**
 * The recognised product's impacts for a name that is no exact product with data, so that
 * 'krompir' is reported as potatoes, not as toast. Null (toast) when nothing is recognised or the
 * call fails.
 */
async function recognised(
  text: string,
  state: ProductImpactsState,
  signal?: AbortSignal,
): Promise<ProductImpactsState> {
  try {
    const recognition = await recogniseProduct(text, signal);
    if (!recognition.found) return { ...state, recognition };
    const impacts = toProductImpacts({
      found: true,
      product_id: '',
      climate_change: recognition.climate_change,
      water_resource_depletion: recognition.water_resource_depletion,
      land_use: recognition.land_use,
    });
    return { ...state, recognition, environmentalImpacts: impacts };
  } catch (error) {
    signal?.throwIfAborted();
    console.error('Recognising the surplus failed', error);
    return { ...state, failed: true };
  }
}

/**
 * Looks a surplus name up and loads its impacts, by the rules of spec part 2 §4: a blank name
 * clears the product without marking it not found; a failed or empty lookup marks it not found;
 * a failed or empty impacts call leaves no impacts. Never throws (failures are logged), except
 * when `signal` aborts. The look-up is the surplus step's query: one request per name.
 */
export async function loadProductImpacts(
  client: QueryClient,
  name: string,
  signal?: AbortSignal,
): Promise<ProductImpactsState> {
  const none: ProductImpactsState = {
    productDetails: null,
    productNotFound: false,
    environmentalImpacts: null,
    recognition: null,
  };
  const trimmed = name.trim();
  if (!trimmed) return none;

  let product: Product | null;
  try {
    const answer = await client.fetchQuery(productByNameQueryOptions(trimmed));
    product = answer.found ? answer.product : null;
  } catch (error) {
    signal?.throwIfAborted();
    console.error('Product lookup failed', error);
    return recognised(trimmed, { ...none, productNotFound: true, failed: true }, signal);
  }
  signal?.throwIfAborted();
  if (!product) return recognised(trimmed, { ...none, productNotFound: true }, signal);
  if (!product.has_lci_data)
    return recognised(trimmed, { ...none, productDetails: product }, signal);

  try {
    const impacts = toProductImpacts(await getEnvironmentalImpacts(product._id, signal));
    if (impacts) return { ...none, productDetails: product, environmentalImpacts: impacts };
    return recognised(trimmed, { ...none, productDetails: product }, signal);
  } catch (error) {
    signal?.throwIfAborted();
    console.error('Loading the environmental impacts failed', error);
    return recognised(trimmed, { ...none, productDetails: product, failed: true }, signal);
  }
}

/**
 * The language is part of the key: the recognised food and product are named in it (apiFetch
 * sends it as Accept-Language); the values are the same in every language.
 */
export const productImpactsQueryOptions = (
  name: string,
  language: string = i18n.language || 'en',
) =>
  queryOptions({
    ...withPersistence({
      queryKey: ['product-impacts', language, name.trim().toLowerCase()] as const,
      queryFn: ({ client, signal }) => loadProductImpacts(client, name, signal),
      keep: (state) => !state.failed,
    }),
    // A state standing in for a failure is asked again on the next visit of the report.
    staleTime: (query) => (query.state.data?.failed ? 0 : Infinity),
    retry: false,
  });

/** The product and its impacts of a surplus name (never an error: failures mean 'none'). */
export function useProductImpacts(surplusName: string, enabled = true) {
  const { i18n: translation } = useTranslation();
  return useQuery({
    ...productImpactsQueryOptions(surplusName, translation.language || 'en'),
    enabled,
  });
}
