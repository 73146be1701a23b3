import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapLine, MapMarker } from './route-data';

// OpenStreetMap's tiles by default; VITE_MAP_TILE_URL points at another (self-hosted) tile server.
const TILE_URL = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = import.meta.env.VITE_MAP_TILE_ATTRIBUTION || '&copy; OpenStreetMap contributors';

type MapState = 'loading' | 'ready' | 'error';

const MARKER_COLOURS: Record<string, string> = { origin: '#2e7d32', destination: '#c62828' };

function textNode(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}

/** An interactive Leaflet map; Leaflet loads with the first map, and the line shows without tiles. */
export function RouteMap({ lines, markers }: { lines: MapLine[]; markers: MapMarker[] }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');
  const [message, setMessage] = useState('');
  const [tilesFailed, setTilesFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let disposed = false;
    let remove: (() => void) | undefined;
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([{ default: L }]) => {
        if (disposed || !container.current) return;
        const map = L.map(container.current, { scrollWheelZoom: false, attributionControl: true });
        remove = () => map.remove();
        const tiles = L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: 19 });
        tiles.on('tileerror', () => setTilesFailed(true));
        tiles.addTo(map);
        const bounds = L.latLngBounds([]);
        for (const line of lines) {
          const latLngs = line.points.map((p) => L.latLng(p.lat, p.lng));
          L.polyline(latLngs, {
            color: line.colour,
            weight: 5,
            dashArray: line.dashed ? '6 8' : undefined,
          }).addTo(map);
          latLngs.forEach((p) => bounds.extend(p));
        }
        for (const marker of markers) {
          const at = L.latLng(marker.lat, marker.lng);
          const dot = L.circleMarker(at, {
            radius: 7,
            color: MARKER_COLOURS[marker.role ?? ''] ?? '#1565c0',
          });
          // Names come from data: a text node, never HTML.
          if (marker.label) dot.bindTooltip(textNode(marker.label));
          dot.addTo(map);
          bounds.extend(at);
        }
        if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 15 });
        setState('ready');
      })
      .catch((error: unknown) => {
        if (disposed) return;
        setMessage(error instanceof Error ? error.message : String(error));
        setState('error');
      });
    return () => {
      disposed = true;
      remove?.();
    };
  }, [lines, markers, attempt]);

  if (state === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setState('loading');
              setAttempt((n) => n + 1);
            }}
          >
            {t('cards.retry')}
          </Button>
        }
      >
        {t('cards.map.error', { message })}
      </Alert>
    );
  }
  return (
    <Box>
      {state === 'loading' && (
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('cards.map.loading')}
        </Typography>
      )}
      <Box
        ref={container}
        role="region"
        aria-label={t('cards.map.label')}
        data-testid="route-map"
        data-map-state={state}
        sx={{ height: 220, borderRadius: 1, mt: 1, bgcolor: 'action.hover', zIndex: 0, position: 'relative' }}
      />
      {tilesFailed && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('cards.map.tilesUnavailable')}
        </Typography>
      )}
    </Box>
  );
}
