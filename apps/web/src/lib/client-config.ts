import type { PublicConfig } from '@foodhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from './public-config-query';
import { CONTACT_EMAIL } from './site-links';

/** The tiles the maps use when the server's configuration cannot be read (its own default). */
export const DEFAULT_MAP_TILES: PublicConfig['map'] = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** The public configuration (lib/public-config-query), once it has been read. */
function usePublicConfig(): PublicConfig | undefined {
  const { data } = useQuery(publicConfigQuery);
  return data;
}

/** The tiles of the provider and route maps (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export function useMapTiles(): PublicConfig['map'] {
  return usePublicConfig()?.map ?? DEFAULT_MAP_TILES;
}

/** Shown while the configuration loads or when it cannot be read: every field unset. */
export const NO_OPERATOR: PublicConfig['operator'] = {
  name: null,
  address: null,
  email: null,
  phone: null,
  website: null,
  representative: null,
  register: null,
  vatId: null,
  supervisoryBoard: null,
  ownership: null,
  supervisoryAuthority: null,
  privacyEmail: null,
};

/** An installation that set nothing optional, as the build's pre-rendered pages show it. */
export const UNCONFIGURED: PublicConfig = {
  gaMeasurementId: null,
  version: '',
  map: DEFAULT_MAP_TILES,
  operator: NO_OPERATOR,
};

/** The operator's identity for the legal pages (OPERATOR_* settings of the server). */
export function useOperator(): PublicConfig['operator'] {
  return usePublicConfig()?.operator ?? NO_OPERATOR;
}

/** Where users write to: the operator's e-mail (OPERATOR_EMAIL), else the build-time contact. */
export function useContactEmail(): string {
  return useOperator().email ?? CONTACT_EMAIL;
}
