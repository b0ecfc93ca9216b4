import { useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  Tooltip,
  useMap,
} from 'react-leaflet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GeoPoint } from '@common/navigator/constants';
import type { MapTiles, SupplierRow } from './api';
import { formatDistance } from './format-distance';

export interface SupplierMapProps {
  suppliers: SupplierRow[];
  /** Where the distances are counted from, and whose point that is. */
  origin: GeoPoint;
  originSource: 'browser' | 'region';
  /** The tile server from the server's configuration; markers work without any tile reachable. */
  tiles: MapTiles;
  selectedId?: number | null;
  onSelect?(id: number): void;
  height?: number | string;
}

/** A pin drawn in SVG (no image to load): the portal's primary colour, the chosen one in the secondary. */
const pin = (selected: boolean) =>
  L.divIcon({
    className: 'navigator-pin',
    html: `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.3 0 14c0 10.5 14 26 14 26s14-15.5 14-26C28 6.3 21.7 0 14 0z" fill="${selected ? '#4673b3' : '#005598'}" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>`,
    iconSize: [28, 40],
    iconAnchor: [14, 40],
    popupAnchor: [0, -36],
  });
const PIN = pin(false);
const PIN_SELECTED = pin(true);

/** The attribution as text: the configuration names a provider, it does not write markup into the page. */
const asText = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Fits the view to the person's point and the suppliers whenever they change. */
function FitToPoints({ points }: { points: Array<[number, number]> }) {
  const map = useMap();
  const key = JSON.stringify(points);
  useEffect(() => {
    // The container may have been laid out after the map was made (a phone's map shown on demand).
    map.invalidateSize();
    if (points.length === 1) map.setView(points[0], 12);
    else if (points.length > 1)
      map.fitBounds(L.latLngBounds(points), { paddingTopLeft: [32, 56], paddingBottomRight: [32, 40], maxZoom: 13 });
    // The points are compared by their text: a new array of the same points keeps the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

/**
 * The suppliers on a Leaflet map beside the list: one keyboard-reachable pin per supplier with
 * coordinates (its name as the pin's name, a popup with the distance and a link to the card), and
 * the person's point. Tiles come from the configured server; when none loads, the pins still do.
 */
export default function SupplierMap({
  suppliers,
  origin,
  originSource,
  tiles,
  selectedId,
  onSelect,
  height = 480,
}: SupplierMapProps) {
  const located = useMemo(() => suppliers.filter((s) => s.latitude !== null && s.longitude !== null), [suppliers]);
  const points = useMemo(
    (): Array<[number, number]> => [
      [origin.lat, origin.lon],
      ...located.map((s): [number, number] => [s.latitude!, s.longitude!]),
    ],
    [origin, located],
  );
  return (
    <Box
      role="region"
      aria-label="Карта учреждений"
      sx={{
        height,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '& .navigator-pin': { background: 'none', border: 0 },
      }}
    >
      <MapContainer
        center={[origin.lat, origin.lon]}
        zoom={8}
        style={{ height: '100%', width: '100%' }}
        attributionControl={false}
      >
        <TileLayer url={tiles.url} attribution={asText(tiles.attribution)} />
        <AttributionControl prefix={false} />
        <FitToPoints points={points} />
        <CircleMarker
          center={[origin.lat, origin.lon]}
          radius={8}
          pathOptions={{ color: '#fff', weight: 3, fillColor: '#52af3c', fillOpacity: 1 }}
          interactive={false}
        >
          <Tooltip permanent direction="bottom" offset={[0, 8]}>
            {originSource === 'browser' ? 'Вы здесь' : 'Центр региона'}
          </Tooltip>
        </CircleMarker>
        {located.map((supplier) => (
          <Marker
            key={supplier.id}
            position={[supplier.latitude!, supplier.longitude!]}
            icon={supplier.id === selectedId ? PIN_SELECTED : PIN}
            title={supplier.shortCaption}
            zIndexOffset={supplier.id === selectedId ? 1000 : 0}
            eventHandlers={{ click: () => onSelect?.(supplier.id) }}
          >
            <Popup>
              <Typography variant="subtitle2" component="p" sx={{ m: 0 }}>
                {supplier.shortCaption}
              </Typography>
              <Typography variant="body2" component="p" sx={{ my: 0.5 }}>
                {supplier.address}
                {formatDistance(supplier.distance) ? ` · ${formatDistance(supplier.distance)}` : ''}
              </Typography>
              <Link component={RouterLink} to={`/navigator/suppliers/${supplier.id}`}>
                Подробнее об учреждении
              </Link>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </Box>
  );
}
