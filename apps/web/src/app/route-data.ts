import { ACCESS_TOKEN_COOKIE } from '../config/browser-storage';
import type { EnsureQueryDataOptions } from '@tanstack/react-query';
import { solutionNamesQueryOptions } from '../api/solution-names';
import { userInfoQueryOptions } from '../api/user-info';
import { currentLanguage } from '../lib/i18n';
import { linkTokenOf } from '../lib/link-token';
import { readCookie } from '../lib/cookies';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../stores/session-store';

// Each query has its own data and key types; a loader only waits for them to be in the cache.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQueryOptions = EnsureQueryDataOptions<any, any, any, any>;

/**
 * The route is the unit of loading (docs/decisions.md 28): a route that needs data exports a
 * `loader` that fills the query cache from the same query options its components read, so the
 * page renders with its data and <ScrollRestoration /> finds the page as tall as it was.
 *
 *   export const loader = () => ensureData(myImpactQueryOptions());
 *
 * A failed request does not fail the navigation: the page reads the same query and shows its
 * own error with a retry (the query keeps the error). Data already in the cache and fresh is not
 * asked again (ensureQueryData).
 */
export async function ensureData(...options: AnyQueryOptions[]): Promise<null> {
  await Promise.all(
    options.map((each) => queryClient.ensureQueryData(each).catch(() => undefined)),
  );
  return null;
}

/**
 * Whether the routes behind login may ask the API now. React Router runs every matched route's
 * loader at once, the guard's too, so a page's loader asks nothing without a session; the guard
 * (components/require-auth) then leads to the login page.
 */
export function signedIn(): boolean {
  return useSessionStore.getState().isLoggedIn && readCookie(ACCESS_TOKEN_COOKIE) !== null;
}

/** A loader for a page behind login: ensureData when signed in, nothing otherwise. */
export function ensureSignedInData(...options: AnyQueryOptions[]): Promise<null> {
  return signedIn() ? ensureData(...options) : Promise.resolve(null);
}

/**
 * A loader for a list read page by page (an infinite query, 'Load more') behind login: its first
 * page in the cache as the list reads it (ensureQueryData would store a bare page), and the other
 * queries named, the same way as ensureSignedInData otherwise.
 */
export async function ensureSignedInPages(
  // Each list has its own page and cursor types; a loader only waits for the first page.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  options: Parameters<typeof queryClient.ensureInfiniteQueryData<any, any, any, any, any>>[0],
  ...also: AnyQueryOptions[]
): Promise<null> {
  if (!signedIn()) return null;
  await Promise.all([
    queryClient.ensureInfiniteQueryData(options).catch(() => undefined),
    ensureData(...also),
  ]);
  return null;
}

/**
 * A loader for a section of the operator console: the account's roles first (the console's
 * frame reads the same query), then the section's data, so no other account asks the API for
 * admin data.
 */
export async function whenAdmin(load: () => Promise<unknown>): Promise<null> {
  if (!signedIn()) return null;
  const account = await queryClient.ensureQueryData(userInfoQueryOptions()).catch(() => null);
  if (account?.roles.includes('admin')) await load();
  return null;
}

/**
 * The catalogue's solution names in the interface language (kept an hour), for a page that names
 * the solution of a saved item: with them in a loader, it renders with the translated name rather
 * than the stored English one first.
 */
export const solutionNames = () => solutionNamesQueryOptions(currentLanguage());

/** The search parameters of the address a loader runs for. */
export const searchParamsOf = (request: Request): URLSearchParams =>
  new URL(request.url).searchParams;

/** The `token` of the mailed link a loader runs for (lib/link-token), or null. */
export const linkToken = (request: Request): string | null => linkTokenOf(searchParamsOf(request));

/**
 * Starts asking for data a page can show without (the lists a form offers while the user types):
 * the page renders at once and takes the data when it comes.
 */
export function prefetch(...options: AnyQueryOptions[]): null {
  for (const each of options) void queryClient.prefetchQuery(each);
  return null;
}
