import 'leaflet/dist/leaflet.css';
import type { TransportResponse } from '@foodhub/contracts';
import L, { type LatLngTuple } from 'leaflet';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { useMapTiles } from '../../../lib/client-config';

/** Spec part 2 §9: the transport map starts on [48, 13] at zoom 5. */
export const ROUTE_MAP_CENTER: LatLngTuple = [48, 13];
export const ROUTE_MAP_ZOOM = 5;

function FitRoute({ points }: { points: LatLngTuple[] }) {
  const map = useMap();
  const signature = points.map((p) => p.join(',')).join(';');
  useEffect(() => {
    if (points.length < 2) return;
    map.fitBounds(L.latLngBounds(points), { padding: [24, 24], animate: false, maxZoom: 13 });
    // The signature stands for the points.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, signature]);
  return null;
}

/** The route of the transport result: the line, its start and its end. */
export default function RouteMap({ result }: { result: TransportResponse | null }) {
  const { t } = useTranslation('analysis');
  const tiles = useMapTiles();
  const line: LatLngTuple[] =
    result?.route_geojson.geometry.coordinates.map(([lon, lat]) => [lat, lon]) ?? [];
  return (
    <div
      role="region"
      aria-label={t('transport.mapLabel')}
      style={{
        position: 'relative',
        isolation: 'isolate',
        zIndex: 0,
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <MapContainer
        center={ROUTE_MAP_CENTER}
        zoom={ROUTE_MAP_ZOOM}
        scrollWheelZoom={false}
        style={{ height: 320, width: '100%', background: '#e8eef1' }}
      >
        <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} />
        {result && (
          <>
            <Polyline
              positions={line}
              pathOptions={{
                color: '#2f9e44',
                weight: 4,
                dashArray: result.route_geojson.properties.method === 'osrm' ? undefined : '8 8',
              }}
            />
            <CircleMarker
              center={[result.source.lat, result.source.lon]}
              radius={8}
              pathOptions={{ color: '#0b4f8a', fillColor: '#1c7ed6', fillOpacity: 1 }}
            >
              <Tooltip>{t('transport.from', { place: result.source.label })}</Tooltip>
            </CircleMarker>
            <CircleMarker
              center={[result.destination.lat, result.destination.lon]}
              radius={8}
              pathOptions={{ color: '#1b5e20', fillColor: '#2f9e44', fillOpacity: 1 }}
            >
              <Tooltip>{t('transport.to', { place: result.destination.label })}</Tooltip>
            </CircleMarker>
            <FitRoute
              points={[
                [result.source.lat, result.source.lon],
                [result.destination.lat, result.destination.lon],
                ...line,
              ]}
            />
          </>
        )}
      </MapContainer>
    </div>
  );
}
