import type { TransportResponse } from '@foodhub/contracts';

/** A road trip in Graz as POST /transport/calculate answers it: 12.5 km with 25 kg. */
export const grazTransportResult: TransportResponse = {
  distance_km: 12.5,
  co2e_kg: 0.494,
  co2e_calc_method: '0.025 t × 12.5 km × 1.58 kg CO2e per tonne-km',
  route_geojson: {
    type: 'Feature',
    geometry: {
      type: 'LineString',
      coordinates: [
        [15.44, 47.07],
        [15.5, 47.1],
      ],
    },
    properties: { method: 'osrm' },
  },
  transport_weight_kg: 25,
  co2e_kg_external: null,
  co2e_calc_method_external: null,
  source: {
    label: 'Hauptplatz 1, Graz',
    lat: 47.07,
    lon: 15.44,
    precision: 'city',
    matched: { postal_code: null, city: 'Graz', country_code: 'AT' },
  },
  destination: {
    label: 'Food bank, Graz',
    lat: 47.1,
    lon: 15.5,
    precision: 'city',
    matched: { postal_code: null, city: 'Graz', country_code: 'AT' },
  },
  minimum_distance_km: null,
};
