import type { DbHandle } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGazetteerFixture } from '../../test/gazetteer-fixture';
import { freshDb } from '../../test/test-app';
import { geocodeWithGazetteer } from './gazetteer-geocoder';
import type { GeocodeQuery } from './geocoder';

let handle: DbHandle;
beforeAll(async () => {
  handle = await freshDb();
  await loadGazetteerFixture(handle.db);
});
afterAll(() => handle.close());

const geocode = (query: GeocodeQuery) => geocodeWithGazetteer(handle.db, query);

/** The found point, rounded to 4 decimals like the source data; null when not found. */
async function pointOf(query: GeocodeQuery) {
  const result = await geocode(query);
  if (!result.found) return null;
  const r = (x: number) => Math.round(x * 1e4) / 1e4;
  return { lat: r(result.lat), lon: r(result.lon), precision: result.precision };
}

describe('postal code + country', () => {
  it('answers the point of the code', async () => {
    expect(
      await pointOf({
        address: 'Hauptplatz 1',
        postalCode: '8010',
        city: 'Graz',
        country: 'Österreich',
      }),
    ).toEqual({ lat: 47.0833, lon: 15.5417, precision: 'postal_code' });
  });

  it('prefers the place of the code that bears the city name', async () => {
    const spratzern = { lat: 48.1704, lon: 15.6184, precision: 'postal_code' };
    const stPoelten = { lat: 48.2, lon: 15.6333, precision: 'postal_code' };
    expect(await pointOf({ postalCode: '3100', city: 'Spratzern', country: 'AT' })).toEqual(
      spratzern,
    );
    for (const city of ['St. Pölten', 'Sankt Pölten', 'ST POELTEN', 'st.polten']) {
      expect(await pointOf({ postalCode: '3100', city, country: 'AT' }), city).toEqual(stPoelten);
    }
  });

  it('takes the mean of the distinct points when no city is given', async () => {
    expect(await pointOf({ postalCode: '3100', country: 'at' })).toEqual({
      lat: 48.1852,
      lon: 15.6259,
      precision: 'postal_code',
    });
  });

  it('says what it matched', async () => {
    expect(await geocode({ postalCode: '39100', city: 'Bozen', country: 'IT' })).toMatchObject({
      found: true,
      match: { postalCode: '39100', city: 'Bozen', countryCode: 'IT' },
    });
    expect(await geocode({ postalCode: '6000', country: 'SI' })).toMatchObject({
      match: { postalCode: '6000', city: 'Koper/Capodistria', countryCode: 'SI' },
    });
    expect(await geocode({ city: 'Muenchen' })).toMatchObject({
      found: true,
      precision: 'city',
      match: { postalCode: null, city: 'München', countryCode: 'DE' },
    });
  });

  it('refuses a city that does not go with the postal code', async () => {
    expect(await geocode({ postalCode: '3100', city: 'Linz', country: 'AT' })).toEqual({
      found: false,
      reason: 'postal_code_city_mismatch',
    });
    expect(await geocode({ postalCode: '80331', city: 'Graz' })).toEqual({
      found: false,
      reason: 'postal_code_city_mismatch',
    });
  });

  it('accepts a city of another name that lies at the postal code', async () => {
    // 'Vienna' is not in the list of 1020 (Wien, Leopoldstadt) but lies 1.5 km from it.
    expect(await pointOf({ postalCode: '1020', city: 'Vienna', country: 'AT' })).toEqual({
      lat: 48.2167,
      lon: 16.4,
      precision: 'postal_code',
    });
  });

  it('reads a country prefix in the postal code', async () => {
    expect(await pointOf({ postalCode: 'A-8010' })).toMatchObject({ lat: 47.0833 });
    expect(await pointOf({ postalCode: 'D-80331', city: 'Muenchen' })).toMatchObject({
      lat: 48.1345,
    });
    expect(await pointOf({ postalCode: 'CH-8001' })).toMatchObject({ lat: 47.3721 });
  });

  it('decides by the city name when a code exists in two countries and none is given', async () => {
    expect(await pointOf({ postalCode: '8010', city: 'Graz' })).toMatchObject({
      lat: 47.0833,
      precision: 'postal_code',
    });
    expect(await pointOf({ postalCode: '8010', city: 'Zürich' })).toMatchObject({ lat: 47.3849 });
    expect(await geocode({ postalCode: '8010' })).toMatchObject({ found: false });
  });

  it('knows both names of South Tyrolean towns', async () => {
    for (const city of ['Bozen', 'Bolzano']) {
      expect(await pointOf({ postalCode: '39100', city, country: 'Italia' })).toMatchObject({
        lat: 46.4907,
        lon: 11.3398,
      });
    }
    expect(await pointOf({ postalCode: '39012', city: 'Meran', country: 'IT' })).toMatchObject({
      lat: 46.6682,
    });
  });

  it('matches the second name of a bilingual place', async () => {
    expect(await pointOf({ postalCode: '6000', city: 'Capodistria', country: 'SI' })).toMatchObject(
      {
        lat: 45.5538,
      },
    );
  });
});

describe('city (+ country)', () => {
  it('folds umlauts, their transliteration and case', async () => {
    for (const city of ['München', 'Muenchen', 'munchen', 'MÜNCHEN']) {
      expect(await pointOf({ city, country: 'DE' }), city).toEqual({
        lat: 48.1345,
        lon: 11.571,
        precision: 'city',
      });
    }
  });

  it('answers the most populous city of that name', async () => {
    expect(await pointOf({ city: 'Vienna' })).toMatchObject({ lat: 48.2085 });
    expect(await pointOf({ city: 'Vienna', country: 'US' })).toMatchObject({ lat: 38.9012 });
    expect(await pointOf({ city: 'Linz', country: 'Österreich' })).toMatchObject({ lat: 48.3064 });
  });

  it('finds the postal-code places by name where the city list has another name', async () => {
    expect(await pointOf({ city: 'Wien', country: 'AT' })).toEqual({
      lat: 48.2122,
      lon: 16.3853,
      precision: 'city',
    });
    expect(await pointOf({ city: 'Bozen' })).toMatchObject({ lat: 46.4907 });
  });

  it('completes a shortened name and drops words it cannot place', async () => {
    expect(await pointOf({ city: 'Frankfurt', country: 'DE' })).toMatchObject({ lat: 50.1155 });
    expect(await pointOf({ city: 'Bolzano - Bozen', country: 'IT' })).toMatchObject({
      lat: 46.4907,
    });
  });

  it('does not replace a postal code that does not exist by the city', async () => {
    expect(await geocode({ postalCode: '99999', city: 'Graz', country: 'AT' })).toEqual({
      found: false,
      reason: 'postal_code_unknown',
    });
    expect(await geocode({ postalCode: '99999', city: 'Nowhereville' })).toEqual({
      found: false,
      reason: 'postal_code_unknown',
    });
  });
});

describe('the service countries', () => {
  it('answers a namesake in the service countries before a bigger one elsewhere', async () => {
    expect(await pointOf({ city: 'Bergen' })).toMatchObject({ lat: 52.8089 });
    expect(await pointOf({ city: 'Bergen', country: 'Norway' })).toMatchObject({ lat: 60.393 });
  });

  it('answers places outside them only when the address names the country', async () => {
    expect(await geocode({ address: 'Nowhereville 99999', city: 'Atlantis' })).toEqual({
      found: false,
      reason: 'no_match',
    });
    expect(await pointOf({ city: 'Atlantis', country: 'ZA' })).toMatchObject({ lat: -33.5667 });
  });
});

describe('not a location', () => {
  it.each<[string, GeocodeQuery]>([
    ['nothing', {}],
    ['empty strings', { address: ' ', city: '', postalCode: '', country: '' }],
    ['a country alone', { country: 'Austria' }],
    ['a street alone (the gazetteer has no streets)', { address: 'Hauptplatz 1' }],
    ['an unknown place', { city: 'Atlantis', postalCode: '00000', country: 'IT' }],
  ])('answers not found for %s', async (_case, query) => {
    expect(await geocode(query)).toMatchObject({ found: false });
  });
});
