import type { GeoPoint } from '../../ports/searchIndex.ts';
import { pointText } from '../shared/coords.ts';
import type { RouteLinks, TravelMode } from './types.ts';

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const streetView = (p: GeoPoint) =>
  `https://www.google.com/maps/@?${q({ api: '1', map_action: 'pano', viewpoint: pointText(p) })}`;

/**
 * Google Maps URLs need no key and are always built; the embed and static map need one, and are
 * null without it (the app then draws its own map).
 */
export function routeLinks(
  origin: GeoPoint,
  destination: GeoPoint,
  mode: TravelMode,
  waypoints: GeoPoint[],
  apiKey: string | undefined,
): RouteLinks {
  const stops = waypoints.map(pointText).join('|');
  const googleMaps = `https://www.google.com/maps/dir/?${q({
    api: '1',
    origin: pointText(origin),
    destination: pointText(destination),
    travelmode: mode,
    ...(stops ? { waypoints: stops } : {}),
  })}`;
  const embed = apiKey
    ? `https://www.google.com/maps/embed/v1/directions?${q({
        key: apiKey,
        origin: pointText(origin),
        destination: pointText(destination),
        mode,
        ...(stops ? { waypoints: stops } : {}),
      })}`
    : null;
  const staticMap = apiKey
    ? `https://maps.googleapis.com/maps/api/staticmap?${q({
        size: '640x320',
        markers: `label:A|${pointText(origin)}`,
        key: apiKey,
      })}&${q({ markers: `label:B|${pointText(destination)}` })}`
    : null;
  return {
    googleMaps,
    embed,
    staticMap,
    streetViewOrigin: streetView(origin),
    streetViewDest: streetView(destination),
  };
}
