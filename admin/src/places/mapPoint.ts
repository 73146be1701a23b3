// The map's point from the form's coordinate inputs, and back. Pure: unit tested in node.
import type { LatLng } from './types';

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
};

/** The point to draw, or null while either coordinate is missing or off the globe. */
export const mapPoint = (lat: unknown, lng: unknown): LatLng | null => {
  const latitude = toNumber(lat);
  const longitude = toNumber(lng);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { lat: latitude, lng: longitude };
};

/** A clicked point with 6 decimals (about 0.1 m): more would be noise. */
export const roundPoint = ({ lat, lng }: LatLng): LatLng => ({
  lat: Math.round(lat * 1e6) / 1e6,
  lng: Math.round(lng * 1e6) / 1e6,
});

/** "2.921300, 101.655900" for the caption under the map. */
export const formatPoint = ({ lat, lng }: LatLng): string => `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
