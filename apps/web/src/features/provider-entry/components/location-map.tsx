import 'leaflet/dist/leaflet.css';
import type { LatLngTuple } from 'leaflet';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, TileLayer, useMap } from 'react-leaflet';
import { useMapTiles } from '../../../lib/client-config';
import classes from './location-map.module.css';

/** Keeps the view on the point when a new address is found (the container's centre is fixed). */
function FollowPoint({ point, zoom }: { point: LatLngTuple; zoom: number }) {
  const map = useMap();
  const [lat, lon] = point;
  useEffect(() => {
    map.setView([lat, lon], zoom, { animate: false });
  }, [map, lat, lon, zoom]);
  return null;
}

interface LocationMapProps {
  latitude: number;
  longitude: number;
  zoom: number;
  /** Names the map region for screen readers. */
  label: string;
}

/**
 * The place found for the address, on a small map (Leaflet, loaded with this module only).
 * The marker is drawn as a vector circle, so it shows without the tiles: offline, or when the
 * tile server is down, the note says so and the place can still be confirmed by its text.
 */
function LocationMap({ latitude, longitude, zoom, label }: LocationMapProps) {
  const { t } = useTranslation('provider-entry');
  const point: LatLngTuple = [latitude, longitude];
  const tiles = useMapTiles();
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <div className={classes.frame} role="region" aria-label={label}>
      <MapContainer className={classes.map} center={point} zoom={zoom} scrollWheelZoom={false}>
        <TileLayer
          url={tiles.tileUrl}
          attribution={tiles.attribution}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <CircleMarker
          center={point}
          radius={10}
          pathOptions={{ color: '#1b5e20', weight: 3, fillColor: '#2f9e44', fillOpacity: 0.9 }}
        />
        <FollowPoint point={point} zoom={zoom} />
      </MapContainer>
      {tilesFailed && (
        <div className={classes.tilesNote} role="status">
          {t('location.tilesFailed')}
        </div>
      )}
    </div>
  );
}

// Numbers as props, so typing elsewhere in the form does not redraw the map.
export default memo(LocationMap);
