import type { PublicConfig } from '@foodhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** The tiles the maps use when the server's configuration cannot be read (its own default). */
export const DEFAULT_MAP_TILES: PublicConfig['map'] = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** GET /config: the operator's settings the browser needs (map tiles), read once per page load. */
export function useMapTiles(): PublicConfig['map'] {
  const { data } = useQuery({
    queryKey: ['public-config'],
    queryFn: () => apiFetch<PublicConfig>('/config'),
    staleTime: Infinity,
    retry: false,
  });
  return data?.map ?? DEFAULT_MAP_TILES;
}
