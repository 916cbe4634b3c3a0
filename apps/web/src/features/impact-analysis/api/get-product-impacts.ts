import type {
  EnvironmentalImpacts,
  Product,
  ProductByNameResponse,
  ProductRecogniseResponse,
} from '@foodhub/contracts';
import type { ProductImpacts } from '@foodhub/domain';
import { useEffect } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { useAnalysisStore } from '../store';

/** GET /products/by_name/{name} (spec part 2 §7): the AGRIBALYSE product of a surplus name. */
export function getProductByName(
  name: string,
  signal?: AbortSignal,
): Promise<ProductByNameResponse> {
  return apiFetch<ProductByNameResponse>(`/products/by_name/${encodeURIComponent(name)}`, {
    signal,
  });
}

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
    return state;
  }
}

/**
 * Looks a surplus name up and loads its impacts, by the rules of spec part 2 §4: a blank name
 * clears the product without marking it not found; a failed or empty lookup marks it not found;
 * a failed or empty impacts call leaves no impacts. Never throws (failures are logged), except
 * when `signal` aborts.
 */
export async function loadProductImpacts(
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
    const answer = await getProductByName(trimmed, signal);
    product = answer.found ? answer.product : null;
  } catch (error) {
    signal?.throwIfAborted();
    console.error('Product lookup failed', error);
    return recognised(trimmed, { ...none, productNotFound: true }, signal);
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
    return recognised(trimmed, { ...none, productDetails: product }, signal);
  }
}

/**
 * Loads the product and its impacts of the surplus name into the analysis store on mount and
 * whenever the name changes (productDetails, productNotFound, environmentalImpacts,
 * isLoadingImpacts). Does nothing while `enabled` is false.
 */
export function useProductImpacts(surplusName: string, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const { set, setLoading } = useAnalysisStore.getState();
    const controller = new AbortController();
    setLoading('isLoadingImpacts', true);
    loadProductImpacts(surplusName, controller.signal).then(
      (state) => {
        if (controller.signal.aborted) return;
        set(state);
        setLoading('isLoadingImpacts', false);
      },
      () => {
        // Only an abort rejects: the next run (or nobody, after unmount) takes over.
      },
    );
    return () => {
      controller.abort();
      setLoading('isLoadingImpacts', false);
    };
  }, [surplusName, enabled]);
}
