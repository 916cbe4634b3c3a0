import type { FiguresQuery } from '@foodhub/contracts';
import type { CatalogueSearch } from '../lib/catalogue-search';
import type { EntryQuery } from '../lib/provider-review';

/**
 * The query keys of the operator console, in one place: a role change refreshes the account
 * lists and the audit log; a review of a provider entry refreshes the entry lists, the audit log,
 * the figures and the gaps; so does a change to the provider catalogue (an edit, an import, the
 * samples removed), which refreshes the catalogue's lists too. Logging out clears the whole
 * cache, so no admin data outlives a session.
 */
export const adminQueryKeys = {
  allFigures: () => ['admin', 'figures'] as const,
  figures: (range: FiguresQuery) => ['admin', 'figures', range] as const,
  users: () => ['admin', 'users'] as const,
  userList: (query: { q?: string; role?: string; cursor?: string }) =>
    ['admin', 'users', query] as const,
  audit: () => ['admin', 'audit'] as const,
  providerEntries: () => ['admin', 'provider-entries'] as const,
  /** One filter's list; no status is every status. */
  providerEntryList: (query: EntryQuery) => ['admin', 'provider-entries', query] as const,
  providerGaps: () => ['admin', 'provider-gaps'] as const,
  /** Every provider of the catalogue (GET /admin/providers and one provider's details). */
  catalogue: () => ['admin', 'catalogue'] as const,
  catalogueList: (search: CatalogueSearch) => ['admin', 'catalogue', 'list', search] as const,
  catalogueProvider: (id: string) => ['admin', 'catalogue', 'provider', id] as const,
};

/** A query string of the parameters that are set ('' when none is). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
