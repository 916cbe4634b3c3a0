import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DbHandle } from '@foodhub/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualDeadlines } from '../../test/deadlines';
import { freshDb } from '../../test/test-app';
import type { GeocodeQuery, GeocodeResult, Geocoder } from './geocoder';
import { createNominatimGeocoder, type NominatimOptions } from './nominatim-geocoder';

/** What the fake service saw of one request. */
interface SeenRequest {
  at: number;
  path: string;
  params: Record<string, string>;
  userAgent: string | undefined;
}

// A real HTTP server on a free port, answering like Nominatim or failing as told.
type Behaviour = 'hit' | 'empty' | 'error' | 'hang';
let behaviour: Behaviour = 'hit';
const seen: SeenRequest[] = [];
let server: Server;
let baseUrl: string;
let handle: DbHandle;
// The client's timeout, reached at once when the service hangs.
const deadlines = manualDeadlines();

function answer(req: IncomingMessage, res: import('node:http').ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  seen.push({
    at: Date.now(),
    path: url.pathname,
    params: Object.fromEntries(url.searchParams),
    userAgent: req.headers['user-agent'],
  });
  // Never answers: the client's timeout must end it (at once: its deadline is expired now).
  if (behaviour === 'hang') return deadlines.expire();
  if (behaviour === 'error') {
    res.writeHead(500).end('overloaded');
    return;
  }
  const body =
    behaviour === 'empty'
      ? []
      : [
          {
            lat: '47.0707',
            lon: '15.4395',
            place_rank: 30,
            addresstype: 'building',
            address: { postcode: '8010', city: 'Graz', country_code: 'at' },
          },
        ];
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handle = await freshDb();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
});
beforeEach(() => {
  behaviour = 'hit';
  seen.length = 0;
});

const FALLBACK: GeocodeResult = {
  found: true,
  lat: 1,
  lon: 2,
  precision: 'city',
  match: { postalCode: null, city: 'Fallback', countryCode: 'AT' },
};
/** Stands in for the gazetteer and counts how often it is asked. */
function fallback(): Geocoder & { calls: number } {
  return {
    kind: 'gazetteer',
    calls: 0,
    async geocode() {
      this.calls++;
      return FALLBACK;
    },
  };
}

const geocoder = (gazetteer: Geocoder, options: Partial<NominatimOptions> = {}) =>
  createNominatimGeocoder({
    baseUrl: `${baseUrl}/`,
    userAgent: 'AlpineFoodHub/test (+http://localhost)',
    db: handle.db,
    fallback: gazetteer,
    ...options,
  });

// Every test uses its own address: answers are cached in the shared database.
const graz: GeocodeQuery = {
  address: 'Hauptplatz 1',
  postalCode: 'A-8010',
  city: 'Graz',
  country: 'Österreich',
};

describe('Nominatim-compatible geocoder', () => {
  it('asks /search with the structured query and its User-Agent', async () => {
    const result = await geocoder(fallback()).geocode(graz);
    expect(result).toEqual({
      found: true,
      lat: 47.0707,
      lon: 15.4395,
      precision: 'address',
      match: { postalCode: '8010', city: 'Graz', countryCode: 'AT' },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      path: '/search',
      userAgent: 'AlpineFoodHub/test (+http://localhost)',
      params: {
        format: 'jsonv2',
        limit: '1',
        addressdetails: '1',
        street: 'Hauptplatz 1',
        city: 'Graz',
        postalcode: '8010',
        countrycodes: 'at',
      },
    });
  });

  it('asks only in the service countries when the address names no country', async () => {
    await geocoder(fallback()).geocode({ city: 'Bergen' });
    expect(seen.at(-1)?.params.countrycodes).toBe('at,de,it,si,fr,ch,li');
  });

  it('answers the second identical request from the cache', async () => {
    const query = { postalCode: '5020', city: 'Salzburg', country: 'AT' };
    const first = await geocoder(fallback()).geocode(query);
    // A new adapter: the cache is in the database, not in the process.
    const second = await geocoder(fallback()).geocode({ ...query, city: ' SALZBURG ' });
    expect(second).toEqual(first);
    expect(seen).toHaveLength(1);
  });

  it('asks once for the same address requested twice at the same time', async () => {
    const adapter = geocoder(fallback());
    const query = { postalCode: '6900', city: 'Bregenz', country: 'AT' };
    const [a, b] = await Promise.all([adapter.geocode(query), adapter.geocode(query)]);
    expect(a).toEqual(b);
    expect(seen).toHaveLength(1);
  });

  it('caches "not found" too, and answers it from the fallback', async () => {
    behaviour = 'empty';
    const gazetteer = fallback();
    const query = { city: 'Nowhere-on-the-map', country: 'IT' };
    expect(await geocoder(gazetteer).geocode(query)).toEqual(FALLBACK);
    expect(await geocoder(gazetteer).geocode(query)).toEqual(FALLBACK);
    expect(seen).toHaveLength(1);
    expect(gazetteer.calls).toBe(2);
  });

  it('starts requests at least one second apart', async () => {
    const adapter = geocoder(fallback());
    await Promise.all([
      adapter.geocode({ city: 'Innsbruck', country: 'AT' }),
      adapter.geocode({ city: 'Bregenz', country: 'AT' }),
    ]);
    expect(seen).toHaveLength(2);
    const [a, b] = seen.map((s) => s.at);
    // Behaviour, not a benchmark: the second request waited for its slot.
    expect(Math.abs((b ?? 0) - (a ?? 0))).toBeGreaterThanOrEqual(950);
  });

  it('falls back to the gazetteer on a server error, without caching it', async () => {
    behaviour = 'error';
    const gazetteer = fallback();
    const query = { city: 'Linz', country: 'AT' };
    const adapter = geocoder(gazetteer, { minIntervalMs: 0 });
    expect(await adapter.geocode(query)).toEqual(FALLBACK);
    expect(await adapter.geocode(query)).toEqual(FALLBACK);
    expect(seen).toHaveLength(2);
    expect(gazetteer.calls).toBe(2);
  });

  it('falls back to the gazetteer when the service does not answer in time', async () => {
    behaviour = 'hang';
    const gazetteer = fallback();
    // The service never answers: without the adapter's own timeout this would hang until the
    // test's timeout fails it.
    const result = await geocoder(gazetteer, {
      timeoutMs: 300,
      deadline: deadlines.deadline,
    }).geocode({ city: 'Wels' });
    expect(deadlines.asked).toEqual([300]);
    expect(result).toEqual(FALLBACK);
    expect(gazetteer.calls).toBe(1);
  });

  it('answers from the fallback instead of queueing longer than allowed', async () => {
    const gazetteer = fallback();
    const adapter = geocoder(gazetteer, { minIntervalMs: 60_000, maxQueueWaitMs: 1000 });
    const answers = await Promise.all([
      adapter.geocode({ city: 'Villach', country: 'AT' }),
      adapter.geocode({ city: 'Leoben', country: 'AT' }),
    ]);
    // Both read the cache first, so either may reach the one free slot: one is asked, one is not.
    expect(answers.filter((a) => a.found && a.precision === 'address')).toHaveLength(1);
    expect(answers.filter((a) => JSON.stringify(a) === JSON.stringify(FALLBACK))).toHaveLength(1);
    expect(seen).toHaveLength(1);
  });

  it('does not ask for a country alone', async () => {
    expect(await geocoder(fallback()).geocode({ country: 'Austria' })).toMatchObject({
      found: false,
    });
    expect(seen).toHaveLength(0);
  });
});
