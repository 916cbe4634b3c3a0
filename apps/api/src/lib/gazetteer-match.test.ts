import type { GazetteerPlace } from '@foodhub/db';
import { describe, expect, it } from 'vitest';
import { centroid, nameAttempts, pointOfName, pointOfPostalCode } from './gazetteer-match';

const place = (over: Partial<GazetteerPlace>): GazetteerPlace => ({
  source: 'postal_codes',
  countryCode: 'AT',
  postalCode: '1000',
  name: 'X',
  nameKey: 'x',
  admin1: null,
  admin2: null,
  lat: 0,
  lon: 0,
  population: null,
  ...over,
});

describe('centroid', () => {
  it('counts a repeated point once', () => {
    expect(
      centroid([
        { lat: 0, lon: 0 },
        { lat: 0, lon: 0 },
        { lat: 0, lon: 0 },
        { lat: 3, lon: 6 },
      ]),
    ).toEqual({ lat: 1.5, lon: 3 });
    expect(centroid([])).toBeNull();
  });
});

describe('pointOfPostalCode', () => {
  const places = [
    place({ name: 'Wien, Innere Stadt', nameKey: 'wien', lat: 1, lon: 1 }),
    place({ name: 'Mauerbach', nameKey: 'mauerbach', lat: 3, lon: 3 }),
  ];

  it('takes the named places, else all', () => {
    expect(pointOfPostalCode(places, 'wien')).toEqual({ lat: 1, lon: 1 });
    expect(pointOfPostalCode(places, 'wien innere stadt')).toEqual({ lat: 1, lon: 1 });
    expect(pointOfPostalCode(places, '')).toEqual({ lat: 2, lon: 2 });
    expect(pointOfPostalCode([], 'wien')).toBeNull();
  });

  it('needs a name to choose between countries', () => {
    const both = [
      ...places,
      place({ countryCode: 'CH', name: 'Zürich', nameKey: 'zurich', lat: 9 }),
    ];
    expect(pointOfPostalCode(both, '')).toBeNull();
    expect(pointOfPostalCode(both, 'zurich')).toEqual({ lat: 9, lon: 0 });
  });
});

describe('pointOfName', () => {
  it('prefers the most populous city', () => {
    expect(
      pointOfName([
        place({ source: 'postal_codes', lat: 5 }),
        place({ source: 'cities', population: 10, lat: 1 }),
        place({ source: 'cities', population: 1000, lat: 2 }),
      ]),
    ).toEqual({ lat: 2, lon: 0 });
  });

  it('else the locality with the most postal codes', () => {
    const linz = { nameKey: 'linz', admin1: 'Oberösterreich', admin2: 'Linz Stadt', lat: 48 };
    expect(
      pointOfName([
        place({
          nameKey: 'linz',
          admin1: 'Kärnten',
          admin2: 'Feldkirchen',
          postalCode: '9562',
          lat: 46,
        }),
        place({ ...linz, postalCode: '4020' }),
        place({ ...linz, postalCode: '4030' }),
      ]),
    ).toEqual({ lat: 48, lon: 0 });
    expect(pointOfName([])).toBeNull();
  });
});

describe('nameAttempts', () => {
  it('tries the key, then names starting with it, then shorter keys', () => {
    expect(nameAttempts('bolzano bozen')).toEqual([
      { key: 'bolzano bozen', prefix: false },
      { key: 'bolzano bozen', prefix: true },
      { key: 'bolzano', prefix: false },
    ]);
    expect(nameAttempts('st gallen').map((a) => a.key)).toEqual(['st gallen', 'st gallen']);
    expect(nameAttempts('')).toEqual([]);
  });
});
