import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    const wien = { lat: 48.2085, lon: 16.3731 };
    const graz = { lat: 47.0709, lon: 15.4383 };
    expect(distanceKm(wien, graz)).toBeCloseTo(144.7, 0);
    expect(distanceKm(wien, wien)).toBe(0);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(20015, 0);
  });
});
