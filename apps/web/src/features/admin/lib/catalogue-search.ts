import { PROVIDER_ORIGINS, type ProviderOrigin } from '@foodhub/contracts';
import { SERVICE_COUNTRY_CODES } from '@foodhub/domain';
import { queryString } from '../api/admin-keys';

/**
 * A search of GET /admin/providers as the page makes it: a filter is either a value the API
 * accepts or absent; the cursor names the page (none: the first).
 */
export interface CatalogueSearch {
  q?: string;
  solution_id?: string;
  /** A code of SERVICE_COUNTRY_CODES. */
  country?: string;
  origin?: ProviderOrigin;
  /** The nextCursor of the page before; hooks/use-cursor-pages reads it from the address. */
  cursor?: string;
}

/** The filters of a search, without its page: what the CSV export and the sample count take. */
export type CatalogueFilters = Omit<CatalogueSearch, 'cursor'>;

const isOrigin = (value: string | null): value is ProviderOrigin =>
  (PROVIDER_ORIGINS as readonly (string | null)[]).includes(value);

/**
 * The filters in the address (?q&solution_id&country&origin), so Back returns to the previous
 * search. A value the API would refuse (an unknown origin, a country the tool does not serve, an
 * overlong text) reads as no filter, so an old bookmark still opens a list.
 */
export function catalogueFiltersOf(params: URLSearchParams): CatalogueFilters {
  const text = (name: string, max: number) => {
    const value = params.get(name)?.trim();
    return value && value.length <= max ? value : undefined;
  };
  const country = params.get('country')?.trim().toUpperCase();
  const origin = params.get('origin');
  return {
    q: text('q', 200),
    solution_id: text('solution_id', 120),
    country: country && SERVICE_COUNTRY_CODES.includes(country) ? country : undefined,
    origin: isOrigin(origin) ? origin : undefined,
  };
}

/** The address of a search's first page. */
export function catalogueParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['q', 'solution_id', 'country', 'origin'] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  return params;
}

/** The API's query string of a search (its cursor past the first page). */
export function catalogueQuery(search: CatalogueSearch): string {
  const { q, solution_id, country, origin, cursor } = search;
  return queryString({ q, solution_id, country, origin, cursor });
}

/** The query string of the CSV export: the same filters, every page. */
export function exportQuery(filters: CatalogueFilters): string {
  const { q, solution_id, country, origin } = filters;
  return queryString({ q, solution_id, country, origin });
}
