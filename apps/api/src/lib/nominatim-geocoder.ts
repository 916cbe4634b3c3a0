import { readGeocodeCache, writeGeocodeCache, type CachedGeocode, type Db } from '@foodhub/db';
import { SERVICE_COUNTRY_CODES } from '@foodhub/domain';
import { z } from 'zod';
import {
  hasLocation,
  normalizeQuery,
  NOT_FOUND,
  type GeocodePrecision,
  type GeocodeResult,
  type Geocoder,
  type GeocoderLog,
  type NormalizedQuery,
} from './geocoder';
import { timeoutDeadline, type Deadline } from './deadline';
import { createRequestSpacer } from './request-spacer';

export interface NominatimOptions {
  /** Base URL of a Nominatim-compatible service, e.g. https://nominatim.openstreetmap.org */
  baseUrl: string;
  /** Nominatim's usage policy asks every application to name itself. */
  userAgent: string;
  db: Db;
  /** Answers when the service fails, is busy or finds nothing (the gazetteer). */
  fallback: Geocoder;
  log?: GeocoderLog;
  timeoutMs?: number;
  /** Ends a request after timeoutMs; AbortSignal.timeout unless a test passes its own. */
  deadline?: Deadline;
  minIntervalMs?: number;
  /** Longer waits for a request slot go to the fallback instead of keeping the user waiting. */
  maxQueueWaitMs?: number;
}

const PRECISIONS: readonly GeocodePrecision[] = ['address', 'postal_code', 'city'];

// jsonv2 answers coordinates as strings; place_rank 26+ is a street or a house.
const searchResults = z.array(
  z.object({
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    place_rank: z.number().optional(),
    addresstype: z.string().optional(),
    type: z.string().optional(),
    address: z
      .object({
        postcode: z.string().optional(),
        city: z.string().optional(),
        town: z.string().optional(),
        village: z.string().optional(),
        municipality: z.string().optional(),
        country_code: z.string().optional(),
      })
      .optional(),
  }),
);

function precisionOf(hit: z.infer<typeof searchResults>[number]): GeocodePrecision {
  if ((hit.place_rank ?? 0) >= 26) return 'address';
  if (hit.addresstype === 'postcode' || hit.type === 'postcode') return 'postal_code';
  return 'city';
}

/** The cache key: what the service is asked, normalized, so spelling variants share an answer. */
export function geocodeCacheKey(q: NormalizedQuery): string {
  return ['nominatim:v2', q.country ?? '', q.postalCode ?? '', q.cityKey, q.streetKey].join('|');
}

export function searchUrl(baseUrl: string, q: NormalizedQuery): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/search`);
  const params: Record<string, string> = { format: 'jsonv2', limit: '1', addressdetails: '1' };
  if (q.street) params.street = q.street;
  if (q.city) params.city = q.city;
  if (q.postalCode) params.postalcode = q.postalCode;
  // The service countries unless the address names another one (as the gazetteer does).
  params.countrycodes = (q.country ? [q.country] : SERVICE_COUNTRY_CODES).join(',').toLowerCase();
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

/**
 * Geocodes with a Nominatim-compatible HTTP service: one request per second at most, every
 * answer (also 'not found') cached in geocode_cache, and the fallback geocoder whenever the
 * service fails, times out, is busy or finds nothing.
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const { baseUrl, userAgent, db, fallback, log, deadline = timeoutDeadline } = options;
  const timeoutMs = options.timeoutMs ?? 5000;
  const schedule = createRequestSpacer(
    options.minIntervalMs ?? 1000,
    options.maxQueueWaitMs ?? 10_000,
  );

  async function search(q: NormalizedQuery): Promise<CachedGeocode | null> {
    const response = await fetch(searchUrl(baseUrl, q), {
      headers: { 'User-Agent': userAgent, Accept: 'application/json' },
      signal: deadline(timeoutMs),
    });
    if (!response.ok) throw new Error(`geocoder answered HTTP ${response.status}`);
    const [hit] = searchResults.parse(await response.json());
    if (!hit) return null;
    const address = hit.address;
    return {
      lat: hit.lat,
      lon: hit.lon,
      precision: precisionOf(hit),
      postalCode: address?.postcode ?? null,
      city: address?.city ?? address?.town ?? address?.village ?? address?.municipality ?? null,
      countryCode: address?.country_code?.toUpperCase() ?? null,
    };
  }

  /**
   * One lookup of an address: the cache, else the service (its answer cached). 'failed' when the
   * service failed: nothing is cached, so the next request for the address asks again.
   */
  async function lookup(q: NormalizedQuery, key: string): Promise<CachedGeocode | null | 'failed'> {
    const cached = await readGeocodeCache(db, key);
    if (cached !== undefined) return cached;
    let answer: CachedGeocode | null;
    try {
      answer = await schedule(() => search(q));
    } catch (err) {
      log?.warn({ err: (err as Error).message }, 'geocoder service failed; using the gazetteer');
      return 'failed';
    }
    await writeGeocodeCache(db, key, answer);
    return answer;
  }

  const fromCache = (cached: CachedGeocode): GeocodeResult => ({
    found: true,
    lat: cached.lat,
    lon: cached.lon,
    precision: PRECISIONS.find((p) => p === cached.precision) ?? 'city',
    match: {
      postalCode: cached.postalCode ?? null,
      city: cached.city ?? null,
      countryCode: cached.countryCode ?? null,
    },
  });

  // The same address asked twice at once (a double click) costs one lookup, cache read included.
  const inFlight = new Map<string, Promise<CachedGeocode | null | 'failed'>>();

  return {
    kind: 'nominatim',
    async geocode(query) {
      const q = normalizeQuery(query);
      if (!hasLocation(q)) return NOT_FOUND;
      const key = geocodeCacheKey(q);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = lookup(q, key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const answer = await pending;
      return answer && answer !== 'failed' ? fromCache(answer) : fallback.geocode(query);
    },
  };
}
