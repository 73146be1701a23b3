// Defensive readers for card data: a card's `data` is the spec's entity for its type, but optional
// fields may be missing and a newer server may send more, so nothing here trusts a field's type.

export type Json = Record<string, unknown>;

export const obj = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
export const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const objs = (value: unknown): Json[] =>
  arr(value)
    .map(obj)
    .filter((v): v is Json => v !== undefined);
export const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
export const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
export const strs = (value: unknown): string[] =>
  arr(value)
    .map(str)
    .filter((v): v is string => v !== undefined);

export interface LatLngPoint {
  lat: number;
  lng: number;
}

export function point(value: unknown): LatLngPoint | undefined {
  const o = obj(value);
  if (!o) return undefined;
  const location = obj(obj(o.geometry)?.location) ?? obj(o.location) ?? o;
  const lat = num(location.lat);
  const lng = num(location.lng) ?? num(location.lon);
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

/** A { value, text } measure, a bare number, or text. */
export function measureText(value: unknown): string | undefined {
  return str(obj(value)?.text) ?? str(value);
}
export const measureValue = (value: unknown): number | undefined => num(obj(value)?.value) ?? num(value);

/** Which CSS colour a GTFS line colour means ('E0312D', '#E0312D'); grey when absent or odd. */
export function lineColour(value: unknown): string {
  const hex = str(value)?.replace(/^#/, '');
  return hex && /^[0-9a-f]{6}$/i.test(hex) ? `#${hex}` : '#607d8b';
}

/** RM with two decimals, as the spec shows money. */
export function ringgit(amount: number): string {
  return amount.toFixed(2);
}

export function minutesOf(seconds: number | undefined): number | undefined {
  return seconds === undefined ? undefined : Math.max(1, Math.round(seconds / 60));
}
