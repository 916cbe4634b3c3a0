import type { TransportResponse } from '@foodhub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { formatKm } from '../../../lib/providers/provider-format';
import { roadDistanceRule, straightLineText } from './transport-step';

const unmatched = { postal_code: null, city: null, country_code: null };

/** A trip between the points the provider list measured 145,154 m between. */
const result = (overrides: Partial<TransportResponse> = {}): TransportResponse => ({
  distance_km: 188.7,
  co2e_kg: 11.926,
  co2e_calc_method: 'Road freight: …',
  route_geojson: {
    type: 'Feature',
    geometry: {
      type: 'LineString',
      coordinates: [
        [15.44, 47.07],
        [16.41, 48.2],
      ],
    },
    properties: { method: 'great-circle-estimate' },
  },
  transport_weight_kg: 40,
  co2e_kg_external: null,
  co2e_calc_method_external: null,
  source: { label: 'Graz', lat: 47.07, lon: 15.44, precision: 'address', matched: unmatched },
  destination: { label: 'Wien', lat: 48.2, lon: 16.41, precision: 'address', matched: unmatched },
  minimum_distance_km: null,
  ...overrides,
});

const osrm = result({
  distance_km: 201.4,
  route_geojson: { ...result().route_geojson, properties: { method: 'osrm' } },
});
const minimum = result({
  distance_km: 4,
  minimum_distance_km: 4,
  destination: { ...result().source, label: 'Graz' },
});

beforeAll(async () => {
  await i18n.loadLanguages(['de', 'sl', 'it', 'fr']);
  await i18n.loadNamespaces('analysis');
});

describe('the straight-line distance of the transport step', () => {
  it('is the provider list’s distance of the same points, with one decimal', () => {
    // GET /provider_companies answers these points 145,154 m apart; the list shows one decimal.
    expect(straightLineText(result(), 'en')).toBe(formatKm(145_154, 1, 'en'));
    expect(straightLineText(result(), 'en')).toBe('145.2 km');
    expect(straightLineText(result(), 'de')).toBe('145,2 km');
  });
});

describe('the road distance rule', () => {
  it.each([
    ['en', 'estimate', result(), 'by road (estimate: 145.2 km straight line × 1.3)'],
    ['en', 'osrm', osrm, 'by road, from the routing service (145.2 km straight line)'],
    ['en', 'minimum', minimum, 'local trip assumed (0.0 km straight line)'],
    ['de', 'estimate', result(), 'auf der Straße (Schätzung: 145,2 km Luftlinie × 1,3)'],
    ['de', 'osrm', osrm, 'auf der Straße, vom Routenplaner (145,2 km Luftlinie)'],
    ['sl', 'estimate', result(), 'po cesti (ocena: 145,2 km zračne razdalje × 1,3)'],
    ['it', 'estimate', result(), 'su strada (stima: 145,2 km in linea d’aria × 1,3)'],
    ['fr', 'estimate', result(), 'par la route (estimation : 145,2 km à vol d’oiseau × 1,3)'],
    ['fr', 'minimum', minimum, 'trajet local supposé (0,0 km à vol d’oiseau)'],
  ])('reads in %s (%s)', (language, _rule, answer, expected) => {
    const t = i18n.getFixedT(language, 'analysis');
    expect(roadDistanceRule(answer, t, language)).toBe(expected);
  });
});

describe('the transport help', () => {
  it.each(['en', 'de', 'sl', 'it', 'fr'])(
    'gives the rounded factor and the one the calculation uses in %s',
    (language) => {
      const t = i18n.getFixedT(language, 'analysis');
      const help = t('transport.help', { value: '‹1.5›', exact: '‹1.58›' });
      expect(help).toContain('‹1.5›');
      expect(help).toContain('‹1.58›');
    },
  );
});
