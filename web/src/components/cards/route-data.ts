import {
  arr,
  type Json,
  type LatLngPoint,
  lineColour,
  measureValue,
  num,
  obj,
  objs,
  point,
  str,
} from './card-data';

export type TrafficLevel = 'heavy' | 'moderate' | 'light';

/** The spec: a ratio over 1.3 is heavy, over 1.1 moderate; traffic adding over 5 min shows '+N min'. */
export function trafficOf(option: Json): { level?: TrafficLevel; extraMinutes?: number } {
  const duration = measureValue(option.duration);
  const inTraffic = measureValue(option.trafficDuration);
  const ratio = num(option.trafficRatio) ?? (duration && inTraffic ? inTraffic / duration : undefined);
  const level: TrafficLevel | undefined =
    ratio === undefined ? undefined : ratio > 1.3 ? 'heavy' : ratio > 1.1 ? 'moderate' : 'light';
  const extra =
    duration !== undefined && inTraffic !== undefined ? Math.round((inTraffic - duration) / 60) : undefined;
  return { level, extraMinutes: extra !== undefined && extra > 5 ? extra : undefined };
}

export interface MapLine {
  points: LatLngPoint[];
  colour: string;
  dashed: boolean;
}

export interface MapMarker extends LatLngPoint {
  label?: string;
  role?: string;
}

/** A map card's points (`{ name, lat, lng, role }`), or a route's two ends. */
export function mapMarkers(data: Json): MapMarker[] {
  const listed = objs(data.points).flatMap((p) => {
    const at = point(p);
    return at ? [{ ...at, label: str(p.name), role: str(p.role) }] : [];
  });
  if (listed.length > 0) return listed;
  const ends: MapMarker[] = [];
  const from = point(data.origin);
  const to = point(data.destination);
  if (from) ends.push({ ...from, label: str(obj(data.origin)?.name), role: 'origin' });
  if (to) ends.push({ ...to, label: str(obj(data.destination)?.name), role: 'destination' });
  return ends;
}

/** The legs of the first transit journey, wherever the card carries them. */
export function journeyOf(data: Json): Json | undefined {
  const best = obj(data.bestRoute);
  if (best && Array.isArray(best.legs)) return best;
  return objs(data.journeys)[0] ?? obj(data.journey) ?? (Array.isArray(data.legs) ? data : undefined);
}

/** What to draw: each transit leg through its stops in its line colour, else origin → waypoints → destination. */
export function routeLines(data: Json): MapLine[] {
  const journey = journeyOf(data);
  if (journey) {
    const lines = objs(journey.legs).map((leg) => {
      const stops = [leg.from, ...arr(leg.intermediateStops), leg.to]
        .map(point)
        .filter((p) => p !== undefined);
      const walk = leg.kind === 'walk';
      return { points: stops, colour: walk ? '#546e7a' : lineColour(leg.lineColor), dashed: walk };
    });
    const drawn = lines.filter((line) => line.points.length >= 2);
    if (drawn.length > 0) return drawn;
  }
  const ends = [data.origin, ...arr(data.waypoints), data.destination]
    .map(point)
    .filter((p) => p !== undefined);
  return ends.length >= 2 ? [{ points: ends, colour: '#1565c0', dashed: false }] : [];
}

/** Google Maps and Street View links built from coordinates when the card has none. */
export function routeLinks(data: Json): {
  googleMaps?: string;
  streetViewOrigin?: string;
  streetViewDest?: string;
} {
  const links = obj(data.links) ?? {};
  const from = point(data.origin);
  const to = point(data.destination);
  const at = (p: LatLngPoint) => `${p.lat},${p.lng}`;
  const mode = str(data.mode) ?? 'driving';
  const sv = (p: LatLngPoint) => `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${at(p)}`;
  return {
    googleMaps:
      str(links.googleMaps) ??
      (from && to
        ? `https://www.google.com/maps/dir/?api=1&origin=${at(from)}&destination=${at(to)}&travelmode=${mode}`
        : undefined),
    streetViewOrigin: str(links.streetViewOrigin) ?? (from ? sv(from) : undefined),
    streetViewDest: str(links.streetViewDest) ?? (to ? sv(to) : undefined),
  };
}

/**
 * The feed dates in the server's freshness label ("timetable as of 2025-10-04 (rapid-rail-kl)"):
 * the card says the dates in the reader's language and leaves out the label's words and feed ids.
 */
export function timetableDates(label: string | undefined): string[] {
  if (!label) return [];
  return [...new Set(label.match(/\d{4}-\d{2}-\d{2}/g) ?? [])].sort();
}
