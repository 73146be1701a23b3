// What the client's own context may carry, checked before the answer uses it: the spec's weather
// info object and its nearby places (the place result shape, or flat name/lat/lng).
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** A place near the user, as the context carries it. */
export interface ContextPlace {
  name: string;
  lat: number;
  lng: number;
  category?: string;
  vicinity?: string;
  distance_m?: number | null;
  id?: string;
}

/** At most this many of the client's places are read. */
export const CLIENT_PLACES_MAX = 20;

export function placesFromClient(value: unknown): ContextPlace[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const places = value.slice(0, CLIENT_PLACES_MAX).flatMap((p): ContextPlace[] => {
    if (!isObject(p) || typeof p.name !== 'string' || !p.name.trim()) return [];
    const geometry = isObject(p.geometry) && isObject(p.geometry.location) ? p.geometry.location : p;
    if (!isCoordinate(geometry.lat, 90) || !isCoordinate(geometry.lng, 180)) return [];
    const types = Array.isArray(p.types) ? p.types.filter((t): t is string => typeof t === 'string') : [];
    return [
      {
        name: p.name.slice(0, 200),
        lat: geometry.lat,
        lng: geometry.lng,
        ...(types[0] ? { category: types[0] } : {}),
        ...(typeof p.vicinity === 'string' ? { vicinity: p.vicinity.slice(0, 200) } : {}),
      },
    ];
  });
  return places.length ? places : undefined;
}

/** The weather as sent, when it says something: conditions or a current temperature. */
export function weatherFromClient(value: unknown): Record<string, unknown> | undefined {
  if (!isObject(value)) return undefined;
  const temperature = isObject(value.temperature) ? value.temperature.current : value.temperature;
  const usable = typeof value.conditions === 'string' || isCoordinate(temperature, 80);
  return usable ? value : undefined;
}
