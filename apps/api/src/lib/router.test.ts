import { distanceKm } from '@foodhub/domain';
import { describe, expect, it } from 'vitest';
import { sendJson, startFakeService } from '../../test/fake-http-service';
import { loadConfig } from '../config';
import { createRouter } from './create-router';
import { createOsrmRouter, osrmRouteUrl } from './osrm-router';
import { createGreatCircleRouter, ROAD_CIRCUITY_FACTOR } from './router';

const vienna = { lat: 48.20849, lon: 16.37208 };
const graz = { lat: 47.06667, lon: 15.45 };
const config = (env: Record<string, string>) =>
  loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/unused', ...env }, '0.1.0').router;

describe('createRouter', () => {
  it('uses the great-circle estimate without ROUTER_URL', () => {
    expect(createRouter(config({})).kind).toBe('great-circle');
    expect(createRouter(config({ ROUTER_URL: '' })).kind).toBe('great-circle');
  });

  it('uses OSRM with ROUTER_URL', () => {
    expect(createRouter(config({ ROUTER_URL: 'http://localhost:5000' })).kind).toBe('osrm');
  });
});

describe('the great-circle router', () => {
  it('answers great-circle distance × 1.3 and a straight line [lon, lat]', async () => {
    const route = await createGreatCircleRouter().route(vienna, graz);
    expect(ROAD_CIRCUITY_FACTOR).toBe(1.3);
    expect(route.distanceKm).toBeCloseTo(distanceKm(vienna, graz) * 1.3, 9);
    expect(route.distanceKm).toBeCloseTo(144.54 * 1.3, 1);
    expect(route.coordinates).toEqual([
      [16.37208, 48.20849],
      [15.45, 47.06667],
    ]);
    expect(route.method).toBe('great-circle-estimate');
    expect(route.fallback).toBeUndefined();
  });

  it('answers 0 km for the same point', async () => {
    expect((await createGreatCircleRouter().route(graz, graz)).distanceKm).toBe(0);
  });
});

describe('osrmRouteUrl', () => {
  it('asks the driving profile for lon,lat;lon,lat with the full GeoJSON geometry', () => {
    expect(osrmRouteUrl('https://osrm.example.org/', vienna, graz)).toBe(
      'https://osrm.example.org/route/v1/driving/16.37208,48.20849;15.45,47.06667' +
        '?overview=full&geometries=geojson',
    );
  });
});

describe('the OSRM router', () => {
  it('logs a warning and answers the estimate, marked fallback, when OSRM fails', async () => {
    const osrm = await startFakeService((_req, res) => sendJson(res, 503, {}));
    const warnings: { details: Record<string, unknown>; message: string }[] = [];
    try {
      const router = createOsrmRouter({
        baseUrl: osrm.url,
        timeoutMs: 1000,
        log: { warn: (details, message) => warnings.push({ details, message }) },
      });
      const route = await router.route(vienna, graz);
      expect(route).toMatchObject({ method: 'great-circle-estimate', fallback: true });
      expect(route.distanceKm).toBeCloseTo(distanceKm(vienna, graz) * 1.3, 9);
      expect(warnings).toEqual([
        {
          details: { err: 'OSRM answered HTTP 503' },
          message: 'routing service failed; using the great-circle estimate',
        },
      ]);
    } finally {
      await osrm.close();
    }
  });
});
