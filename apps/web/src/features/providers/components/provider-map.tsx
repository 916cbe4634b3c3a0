import 'leaflet/dist/leaflet.css';
import L, { type LatLngTuple } from 'leaflet';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { useMapTiles } from '../../../lib/client-config';
import type { ProviderView } from '../../../lib/providers/provider-view';
import classes from './provider-map.module.css';

/** Spec part 1 §9 'Map': initial centre (Vienna), zooms and the padding of the fit. */
export const MAP_INITIAL_CENTER: LatLngTuple = [48.21, 16.37];
export const MAP_INITIAL_ZOOM = 7;
export const MAP_MAX_ZOOM = 19;
export const MAP_FIT_PADDING = 20;
export const MAP_SELECTED_ZOOM = 11;

const pinSvg = (fill: string, stroke: string) =>
  `<svg width="28" height="36" viewBox="0 0 28 36" aria-hidden="true">` +
  `<path d="M14 1C6.8 1 1 6.7 1 13.8 1 23.3 14 35 14 35s13-11.7 13-21.2C27 6.7 21.2 1 14 1z" ` +
  `fill="${fill}" stroke="${stroke}" stroke-width="2"/>` +
  `<circle cx="14" cy="13.5" r="5" fill="#fff"/></svg>`;

const pin = (fill: string, stroke: string, extra = '') =>
  L.divIcon({
    className: `${classes.pin} ${extra}`.trim(),
    html: pinSvg(fill, stroke),
    iconSize: [28, 36],
    iconAnchor: [14, 36],
    popupAnchor: [0, -32],
  });

// Made once: react-leaflet swaps a marker's icon only when the object changes.
const PROVIDER_ICON = pin('#2f9e44', '#1b5e20');
const SELECTED_ICON = pin('#f08c00', '#8f5200', `${classes.selected} provider-marker-selected`);
// The user's own place is a dot, not a pin: it reads differently and hides less of a provider
// at the same spot.
const USER_ICON = L.divIcon({
  className: `${classes.pin} ${classes.you}`,
  html: '<span></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
  popupAnchor: [0, -10],
});

/** Markers are focusable buttons: Enter and Space choose them as a click does. */
const isActivationKey = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';

/** Drawn above every provider marker (spec part 1 §2 'Provider map'); the selected one next. */
const USER_Z_OFFSET = 2000;
const SELECTED_Z_OFFSET = 1000;

interface FitProps {
  points: LatLngTuple[];
}

/** Fits the view to all markers whenever the set of markers changes. */
function FitToMarkers({ points }: FitProps) {
  const map = useMap();
  const signature = points.map((p) => p.join(',')).join(';');
  useEffect(() => {
    if (points.length === 0) return;
    // Without animation: a marker clicked while an animated zoom runs would be undone by its end.
    if (points.length === 1) {
      map.setView(points[0]!, MAP_SELECTED_ZOOM, { animate: false });
      return;
    }
    map.fitBounds(L.latLngBounds(points), {
      padding: [MAP_FIT_PADDING, MAP_FIT_PADDING],
      animate: false,
    });
    // The signature stands for the points: a new array with the same places changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, signature]);
  return null;
}

/** Centres the selected provider at the selected-marker zoom. */
function FollowSelection({ position }: { position: LatLngTuple | null }) {
  const map = useMap();
  const lat = position?.[0];
  const lon = position?.[1];
  useEffect(() => {
    if (lat === undefined || lon === undefined) return;
    map.setView([lat, lon], MAP_SELECTED_ZOOM, { animate: false });
  }, [map, lat, lon]);
  return null;
}

/**
 * Names a marker for screen readers: Leaflet draws it as a focusable button (role, tabindex)
 * whose only content is the pin's picture, so its accessible name is set on it, here the
 * provider's name; set again when its icon changes (selected or not), which may redraw it.
 */
function useMarkerName(name: string, iconKey: unknown) {
  const ref = useRef<L.Marker>(null);
  useEffect(() => {
    ref.current?.getElement()?.setAttribute('aria-label', name);
  }, [name, iconKey]);
  return ref;
}

interface ProviderMarkerProps {
  provider: ProviderView;
  selected: boolean;
  onClick(key: string): void;
  unnamed: string;
}

/**
 * One provider's marker. Memoised with stable handlers: a new selection updates two markers
 * instead of re-binding the events of all of them.
 */
const ProviderMarker = memo(function ProviderMarker({
  provider,
  selected,
  onClick,
  unnamed,
}: ProviderMarkerProps) {
  const { key } = provider;
  const name = provider.name ?? unnamed;
  const marker = useMarkerName(name, selected);
  const eventHandlers = useMemo(
    () => ({
      click: () => onClick(key),
      keypress: (event: L.LeafletKeyboardEvent) => {
        if (!isActivationKey(event.originalEvent)) return;
        event.originalEvent.preventDefault();
        onClick(key);
      },
    }),
    [onClick, key],
  );
  return (
    <Marker
      ref={marker}
      position={provider.position as LatLngTuple}
      icon={selected ? SELECTED_ICON : PROVIDER_ICON}
      zIndexOffset={selected ? SELECTED_Z_OFFSET : 0}
      title={name}
      alt={name}
      keyboard
      eventHandlers={eventHandlers}
    />
  );
});

export interface ProviderMapProps {
  providers: ProviderView[];
  selectedKey: string | null;
  userPosition: LatLngTuple | null;
  onMarkerClick(key: string): void;
  unnamed: string;
}

/**
 * 'Map of Provider Companies' (spec part 1 §2, §9): a marker per provider with coordinates, the
 * user's surplus location above them, fitted to all markers. Tiles come from MAP_TILE_URL; when
 * they cannot load the markers stay and a note says so.
 */
export default function ProviderMap({
  providers,
  selectedKey,
  userPosition,
  onMarkerClick,
  unnamed,
}: ProviderMapProps) {
  const { t } = useTranslation('providers');
  const tiles = useMapTiles();
  const [tilesFailed, setTilesFailed] = useState(false);
  const placed = useMemo(() => providers.filter((p) => p.position !== null), [providers]);
  const points = useMemo(() => {
    const all = placed.map((p) => p.position as LatLngTuple);
    return userPosition ? [...all, userPosition] : all;
  }, [placed, userPosition]);
  const selected = placed.find((p) => p.key === selectedKey) ?? null;
  const you = useMarkerName(t('map.you'), userPosition);

  return (
    <div className={classes.frame} role="region" aria-label={t('map.title')}>
      <MapContainer
        className={classes.map}
        center={MAP_INITIAL_CENTER}
        zoom={MAP_INITIAL_ZOOM}
        maxZoom={MAP_MAX_ZOOM}
        scrollWheelZoom={false}
      >
        <TileLayer
          url={tiles.tileUrl}
          attribution={tiles.attribution}
          maxZoom={MAP_MAX_ZOOM}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        {placed.map((provider) => (
          <ProviderMarker
            key={provider.key}
            provider={provider}
            selected={provider.key === selectedKey}
            onClick={onMarkerClick}
            unnamed={unnamed}
          />
        ))}
        {userPosition && (
          <Marker
            ref={you}
            position={userPosition}
            icon={USER_ICON}
            zIndexOffset={USER_Z_OFFSET}
            title={t('map.you')}
            alt={t('map.you')}
            keyboard
            eventHandlers={{
              keypress: (event: L.LeafletKeyboardEvent) => {
                if (!isActivationKey(event.originalEvent)) return;
                event.originalEvent.preventDefault();
                event.target.openPopup();
              },
            }}
          >
            <Popup>{t('map.you')}</Popup>
          </Marker>
        )}
        <FitToMarkers points={points} />
        <FollowSelection position={selected?.position ?? null} />
      </MapContainer>
      {tilesFailed && (
        <div className={classes.tilesNote} role="status">
          {t('map.tilesFailed')}
        </div>
      )}
    </div>
  );
}
