import { PROVIDER_ORIGINS, type ProviderOrigin } from '@foodhub/contracts';
import { SERVICE_COUNTRY_CODES } from '@foodhub/domain';
import { queryString } from '../api/admin-keys';

/**
 * A search of GET /admin/providers as the page makes it. The contract's AdminProvidersQuery is
 * the input of a coercing schema (its page is `unknown`); here the page is always a number and a
 * filter is either a value the API accepts or absent.
 */
export interface CatalogueSearch {
  q?: string;
  solution_id?: string;
  /** A code of SERVICE_COUNTRY_CODES. */
  country?: string;
  origin?: ProviderOrigin;
  page: number;
}

/** The filters of a search, without its page: what the CSV export and the sample count take. */
export type CatalogueFilters = Omit<CatalogueSearch, 'page'>;

const isOrigin = (value: string | null): value is ProviderOrigin =>
  (PROVIDER_ORIGINS as readonly (string | null)[]).includes(value);

/**
 * The search in the address (?q&solution_id&country&origin&page), so Back returns to the
 * previous one. A value the API would refuse (an unknown origin, a country the tool does not
 * serve, an overlong text) reads as no filter, so an old bookmark still opens a list.
 */
export function catalogueSearchOf(params: URLSearchParams): CatalogueSearch {
  const text = (name: string, max: number) => {
    const value = params.get(name)?.trim();
    return value && value.length <= max ? value : undefined;
  };
  const country = params.get('country')?.trim().toUpperCase();
  const origin = params.get('origin');
  const page = Number(params.get('page'));
  return {
    q: text('q', 200),
    solution_id: text('solution_id', 120),
    country: country && SERVICE_COUNTRY_CODES.includes(country) ? country : undefined,
    origin: isOrigin(origin) ? origin : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

/** The address of a search; page 1 is the default and keeps the address short. */
export function catalogueParams(search: CatalogueSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['q', 'solution_id', 'country', 'origin'] as const) {
    const value = search[name];
    if (value) params.set(name, value);
  }
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The API's query string of a search (its page only past the first, the API's default). */
export function catalogueQuery(search: CatalogueSearch): string {
  const { q, solution_id, country, origin, page } = search;
  return queryString({ q, solution_id, country, origin, page: page > 1 ? page : undefined });
}

/** The query string of the CSV export: the same filters, every page. */
export function exportQuery(filters: CatalogueFilters): string {
  const { q, solution_id, country, origin } = filters;
  return queryString({ q, solution_id, country, origin });
}
