import type { Db, NewPlace } from '@foodhub/db';
import { placeLookupKey } from '@foodhub/domain';
import { loadCities, type AllTheCitiesEntry } from '../src/importers/cities';
import { loadPostalPlaces } from '../src/importers/postal-codes.load';

// A small gazetteer for tests: real GeoNames rows (postal codes and cities) around the cases the
// geocoder must get right, loaded with the same write functions as the seed.

const postal = (
  countryCode: string,
  postalCode: string,
  name: string,
  lat: number,
  lon: number,
  admin1: string | null = null,
  admin2: string | null = null,
): NewPlace => ({
  source: 'postal_codes',
  countryCode,
  postalCode,
  name,
  nameKey: placeLookupKey(name),
  admin1,
  admin2,
  lat,
  lon,
  population: null,
});

const city = (
  name: string,
  country: string,
  population: number,
  lat: number,
  lon: number,
): AllTheCitiesEntry => ({
  cityId: `${country}-${name}`,
  name,
  country,
  featureCode: 'PPL',
  adminCode: '',
  population,
  loc: { type: 'Point', coordinates: [lon, lat] },
});

const steiermark = ['Steiermark', 'Graz Stadt'] as const;
const stPoelten = ['Niederösterreich', 'Sankt Pölten Stadt'] as const;
const wien = ['Wien', 'Politischer Bezirk Wien (Stadt)'] as const;
const suedtirol = ['Trentino-Alto Adige', 'Bolzano-Bozen'] as const;

export const fixturePostalPlaces: NewPlace[] = [
  postal('AT', '8010', 'Graz,01.Bez.:Innere Stadt', 47.0833, 15.5417, ...steiermark),
  postal('AT', '8010', 'Graz,02.Bez.:St. Leonhard', 47.0833, 15.5417, ...steiermark),
  postal('AT', '3100', 'St. Pölten', 48.2, 15.6333, ...stPoelten),
  postal('AT', '3100', 'Spratzern', 48.1704, 15.6184, ...stPoelten),
  postal('AT', '8020', 'Graz,05.Bez.:Gries', 47.0667, 15.4167, ...steiermark),
  postal('AT', '1010', 'Wien, Innere Stadt', 48.2077, 16.3705, ...wien),
  postal('AT', '1020', 'Wien, Leopoldstadt', 48.2167, 16.4, ...wien),
  // Two localities called Linz: the city (two codes) and a village in Carinthia (one).
  postal('AT', '4020', 'Linz', 48.3064, 14.2861, 'Oberösterreich', 'Linz Stadt'),
  postal('AT', '4030', 'Linz', 48.3064, 14.2861, 'Oberösterreich', 'Linz Stadt'),
  postal('AT', '9562', 'Linz', 46.7413, 14.0634, 'Kärnten', 'Politischer Bezirk Feldkirchen'),
  postal('DE', '80331', 'München', 48.1345, 11.571, 'Bayern', 'Upper Bavaria'),
  postal('DE', '01067', 'Dresden', 51.0547, 13.7269, 'Sachsen', null),
  postal('IT', '39100', 'Bolzano', 46.4907, 11.3398, ...suedtirol),
  postal('IT', '39100', 'Bozen', 46.4907, 11.3398, ...suedtirol),
  postal('IT', '39100', 'Rentsch', 46.4907, 11.3398, ...suedtirol),
  postal('IT', '39012', 'Merano', 46.6682, 11.1595, ...suedtirol),
  postal('IT', '39012', 'Meran', 46.6682, 11.1595, ...suedtirol),
  postal('IT', '39012', 'Untermais', 46.6543, 11.153, ...suedtirol),
  postal('CH', '8001', 'Zürich', 47.3721, 8.5417, 'Kanton Zürich', 'Bezirk Zürich'),
  // 8010 exists in Austria (Graz) and in Switzerland (Zürich Mülligen).
  postal('CH', '8010', 'Zürich Mülligen', 47.3849, 8.4963, 'Kanton Zürich', 'Bezirk Zürich'),
  postal('SI', '6000', 'Koper/Capodistria - dostava', 45.5538, 13.7439),
  // A small German Bergen, namesake of the Norwegian city.
  postal('DE', '29303', 'Bergen', 52.8089, 9.9611, 'Niedersachsen', null),
];

export const fixtureCities: AllTheCitiesEntry[] = [
  city('Vienna', 'AT', 1691468, 48.20849, 16.37208),
  city('Vienna', 'US', 16522, 38.90122, -77.26526),
  city('Graz', 'AT', 222326, 47.06667, 15.45),
  city('Linz', 'AT', 204846, 48.30639, 14.28611),
  city('Sankt Pölten', 'AT', 51955, 48.2, 15.63333),
  city('Munich', 'DE', 1260391, 48.13743, 11.57549),
  city('Frankfurt am Main', 'DE', 650000, 50.11552, 8.68417),
  city('Frankfurt (Oder)', 'DE', 58000, 52.34714, 14.55062),
  city('Bolzano', 'IT', 99049, 46.49067, 11.33982),
  city('Koper', 'SI', 23726, 45.54694, 13.72944),
  // Far-away namesakes and places outside the service countries.
  city('Bergen', 'NO', 285601, 60.39299, 5.32415),
  city('Atlantis', 'ZA', 67491, -33.56667, 18.48333),
];

export async function loadGazetteerFixture(db: Db): Promise<void> {
  await loadPostalPlaces(db, fixturePostalPlaces);
  await loadCities(db, fixtureCities);
}
