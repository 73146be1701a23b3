import 'leaflet/dist/leaflet.css';
import { Box, Typography } from '@mui/material';
import {
  type CircleMarker,
  circleMarker,
  type Map as LeafletMap,
  map as leafletMap,
  tileLayer,
} from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { MALAYSIA_VIEW } from './constants';
import { formatPoint, mapPoint, roundPoint } from './mapPoint';

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const PLACE_ZOOM = 15;
// A vector circle rather than Leaflet's image marker: it needs no image files and stays visible
// on the grey background when the tiles cannot load (no internet).
const MARKER_STYLE = { radius: 9, color: '#b71c1c', weight: 3, fillColor: '#e53935', fillOpacity: 0.9 };

/**
 * A small map of the place's point (OpenStreetMap tiles): the marker follows the latitude and
 * longitude inputs, and a click on the map sets them.
 */
export const PlaceMapInput = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const point = mapPoint(useWatch({ name: 'location.lat' }), useWatch({ name: 'location.lng' }));
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markerRef = useRef<CircleMarker | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    if (!containerRef.current) return;
    const map = leafletMap(containerRef.current, {
      center: MALAYSIA_VIEW.center,
      zoom: MALAYSIA_VIEW.zoom,
    });
    tileLayer(TILES, { maxZoom: 19, attribution: ATTRIBUTION })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(map);
    map.on('click', (event) => {
      const clicked = roundPoint(event.latlng);
      const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
      setValue('location.lat', clicked.lat, options);
      setValue('location.lng', clicked.lng, options);
    });
    mapRef.current = map;
    // Leaflet measures its container once; a sidebar toggled later would leave grey stripes.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(containerRef.current);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [setValue]);

  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (lat === undefined || lng === undefined) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (markerRef.current) markerRef.current.setLatLng({ lat, lng });
    else {
      markerRef.current = circleMarker({ lat, lng }, MARKER_STYLE).addTo(map);
      map.setView({ lat, lng }, Math.max(map.getZoom(), PLACE_ZOOM));
    }
    if (!map.getBounds().contains({ lat, lng })) map.panTo({ lat, lng });
  }, [lat, lng]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        ref={containerRef}
        data-testid="place-map"
        aria-label={translate('resources.places.map.label')}
        // The grey shows through where tiles are missing.
        sx={{ height: 280, width: '100%', borderRadius: 1, bgcolor: 'grey.300', zIndex: 0 }}
      />
      <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }} aria-live="polite">
        {point
          ? translate('resources.places.map.point', { point: formatPoint(point) })
          : translate('resources.places.map.no_point')}
      </Typography>
      {tilesFailed ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {translate('resources.places.map.tiles_failed')}
        </Typography>
      ) : null}
    </Box>
  );
};
