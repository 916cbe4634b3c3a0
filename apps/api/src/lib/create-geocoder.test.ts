import { describe, expect, it } from 'vitest';
import type { Db } from '@foodhub/db';
import { ConfigError, loadConfig, parseEnv } from '../config';
import { createGeocoder } from './create-geocoder';

// createGeocoder only keeps the handle for later queries; none runs here.
const db = {} as Db;
const config = (env: Record<string, string>) =>
  loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/unused', ...env }, '0.1.0');

describe('createGeocoder', () => {
  it('uses the embedded gazetteer without GEOCODER_URL', () => {
    expect(createGeocoder(config({}), db).kind).toBe('gazetteer');
    expect(createGeocoder(config({ GEOCODER_URL: '' }), db).kind).toBe('gazetteer');
  });

  it('uses the Nominatim-compatible service with GEOCODER_URL', () => {
    const withUrl = config({ GEOCODER_URL: 'https://nominatim.example.org' });
    expect(createGeocoder(withUrl, db).kind).toBe('nominatim');
  });

  it('names the application and its public address in the default User-Agent', () => {
    expect(config({ PUBLIC_URL: 'https://food.example.org/' }).geocoderUserAgent).toBe(
      'AlpineFoodHub/0.1.0 (+https://food.example.org)',
    );
    expect(config({ GEOCODER_USER_AGENT: 'MyHub/1 (ops@example.org)' }).geocoderUserAgent).toBe(
      'MyHub/1 (ops@example.org)',
    );
  });

  it('refuses a GEOCODER_URL that is not http or https', () => {
    expect(() => parseEnv({ GEOCODER_URL: 'ftp://nominatim.example.org' })).toThrow(ConfigError);
    expect(() => parseEnv({ GEOCODER_URL: 'not a url' })).toThrow(/GEOCODER_URL/);
  });
});
