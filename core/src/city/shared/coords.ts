import type { GeoPoint } from '../../ports/searchIndex.ts';
import { malaysiaBoundary } from './boundary.ts';
import { CityInputError, INVALID_COORDINATES } from './errors.ts';

const DECIMAL = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;

function number(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && DECIMAL.test(value)) return Number(value);
  return Number.NaN;
}

/**
 * A point from numbers or their text, checked to be a coordinate and in Malaysia by the state
 * polygons (`boundary.ts`: the shipped data, tolls and weather locations cover only Malaysia). `field` names the input in the field errors.
 */
export function checkPoint(lat: unknown, lng: unknown, field = 'location'): GeoPoint {
  const point = { lat: number(lat), lng: number(lng) };
  const valid =
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180;
  if (!valid)
    throw new CityInputError(INVALID_COORDINATES, {
      code: 'invalid-coordinates',
      errors: { [field]: INVALID_COORDINATES },
    });
  if (!malaysiaBoundary().contains(point.lat, point.lng)) {
    const message = `${INVALID_COORDINATES}: ${point.lat},${point.lng} is outside Malaysia, which is all Pintar covers`;
    throw new CityInputError(message, { code: 'outside-malaysia', errors: { [field]: message } });
  }
  return point;
}

/** A point written as `lat,lng` (the spec's form for origin, dest and waypoints). */
export function parsePoint(text: unknown, field: string): GeoPoint {
  if (typeof text !== 'string' || !text.includes(','))
    throw new CityInputError(INVALID_COORDINATES, {
      code: 'invalid-coordinates',
      errors: { [field]: INVALID_COORDINATES },
    });
  const [lat, lng, extra] = text.split(',');
  if (extra !== undefined)
    throw new CityInputError(INVALID_COORDINATES, {
      code: 'invalid-coordinates',
      errors: { [field]: INVALID_COORDINATES },
    });
  return checkPoint(lat, lng, field);
}

export const pointText = (p: GeoPoint) => `${round6(p.lat)},${round6(p.lng)}`;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** A search radius in metres, within what a nearby search can serve. */
export function checkRadius(value: unknown, fallback: number, max = 50_000): number {
  if (value === undefined || value === '') return fallback;
  const radius = number(value);
  if (!Number.isFinite(radius) || radius < 1 || radius > max) {
    const message = `Radius must be a number of metres from 1 to ${max}`;
    throw new CityInputError(message, { errors: { radius: message } });
  }
  return radius;
}

/** A point given as `{lat, lng}` or as the text `lat,lng` (request bodies accept both). */
export function readPoint(value: unknown, field: string): GeoPoint {
  if (typeof value === 'string') return parsePoint(value, field);
  const point = (value ?? {}) as { lat?: unknown; lng?: unknown };
  return checkPoint(point.lat, point.lng, field);
}
