import type { Db } from '@foodhub/db';
import type { AppConfig } from '../config';
import { createGazetteerGeocoder } from './gazetteer-geocoder';
import type { Geocoder, GeocoderLog } from './geocoder';
import { createNominatimGeocoder } from './nominatim-geocoder';

/** The gazetteer by default; a Nominatim-compatible service, backed by it, with GEOCODER_URL. */
export function createGeocoder(config: AppConfig, db: Db, log?: GeocoderLog): Geocoder {
  const gazetteer = createGazetteerGeocoder(db);
  if (!config.geocoderUrl) return gazetteer;
  return createNominatimGeocoder({
    baseUrl: config.geocoderUrl,
    userAgent: config.geocoderUserAgent,
    db,
    fallback: gazetteer,
    log,
  });
}
