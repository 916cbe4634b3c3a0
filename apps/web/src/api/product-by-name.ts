import type { ProductByNameResponse } from '@foodhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import { withPersistence } from '../lib/persisted-query';

/**
 * GET /products/by_name/{name} (spec part 1 §7): the product with this name (case-insensitive,
 * exact). Not found is a normal answer, { found: false, product: null }.
 */
export function getProductByName(
  name: string,
  signal?: AbortSignal,
): Promise<ProductByNameResponse> {
  return apiFetch<ProductByNameResponse>(`/products/by_name/${encodeURIComponent(name)}`, {
    signal,
  });
}

/** One look-up per name for the whole journey: the surplus step and the report share it. */
export const productByNameQueryOptions = (name: string) =>
  queryOptions({
    ...withPersistence({
      // The server compares without case, so 'Bread' and 'bread' share one answer.
      queryKey: ['product-by-name', name.trim().toLowerCase()] as const,
      // Not cancelled when the surplus step unmounts (Find Solutions shows the progress): the
      // answer arrives anyway and the report uses it, so the name is looked up once.
      queryFn: () => getProductByName(name.trim()),
    }),
    staleTime: Infinity,
    // A failure counts as not found (spec part 1 §4); asking again would only delay the note.
    retry: false,
  });

/** The lookup of a surplus name; a blank name is never sent (spec part 1 §4). */
export function useProductByName(name: string) {
  return useQuery({ ...productByNameQueryOptions(name), enabled: name.trim() !== '' });
}
