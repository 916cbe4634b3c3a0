import { describe, expect, it } from 'vitest';
import { PROVIDER_IMPORT_MAX_CHARS } from '@foodhub/contracts';
import { BODY_JSON_LIMITS, FILE_JSON_LIMITS, jsonLimitError } from './json-body';

const levels = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** A provider file at the import's size limit: buildings as MultiPolygons, six decimals. */
function multiPolygonFile(maxChars: number): string {
  const ring = Array.from({ length: 40 }, (_, i) => [
    Number((15.123456 + i / 1e4).toFixed(6)),
    Number((47.123456 + i / 1e4).toFixed(6)),
  ]);
  const feature = (n: number) =>
    JSON.stringify({
      type: 'Feature',
      id: `way/${n}`,
      geometry: { type: 'MultiPolygon', coordinates: [[ring, ring], [ring]] },
      properties: { name: `Tafel ${n}`, 'addr:city': 'Graz', amenity: 'social_facility' },
    });
  const features: string[] = [];
  let length = 0;
  for (let n = 0; length + 200 < maxChars; n++) {
    const text = feature(n);
    if (length + text.length + 100 > maxChars) break;
    features.push(text);
    length += text.length + 1;
  }
  return `{"type":"FeatureCollection","features":[${features.join(',')}]}`;
}

describe('jsonLimitError', () => {
  it('lets the limits through and refuses one level or one key more', () => {
    expect(jsonLimitError(levels(32), BODY_JSON_LIMITS)).toBeUndefined();
    expect(jsonLimitError(levels(33), BODY_JSON_LIMITS)).toMatchObject({
      statusCode: 400,
      code: 'JSON_TOO_DEEP',
      params: { max: '32' },
    });
    const keys = (n: number) => ({
      a: Object.fromEntries(Array.from({ length: n - 1 }, (_, i) => [`k${i}`, i])),
    });
    expect(jsonLimitError(keys(10_000), BODY_JSON_LIMITS)).toBeUndefined();
    expect(jsonLimitError(keys(10_001), BODY_JSON_LIMITS)).toMatchObject({
      statusCode: 400,
      code: 'JSON_TOO_MANY_KEYS',
      params: { max: '10000' },
    });
    // Scalars are no levels; a string is one value, whatever it holds.
    expect(jsonLimitError('[[[[', BODY_JSON_LIMITS)).toBeUndefined();
  });

  // How fast is for the bench, not a test (a busy machine made a time limit here fail).
  it('walks a million levels without running out of stack', () => {
    expect(jsonLimitError(levels(1_000_000), FILE_JSON_LIMITS)?.message).toBe(
      'The JSON is nested deeper than 32 levels.',
    );
  });

  it('fits a GeoJSON provider file of MultiPolygons at the import’s size limit', () => {
    const file = multiPolygonFile(PROVIDER_IMPORT_MAX_CHARS);
    expect(file.length).toBeGreaterThan(0.99 * PROVIDER_IMPORT_MAX_CHARS);
    expect(jsonLimitError(JSON.parse(file), FILE_JSON_LIMITS)).toBeUndefined();
  });
});
