import { readJson, STORAGE_PREFIX, writeJson } from './storage';

export const LOCATION_KEY = `${STORAGE_PREFIX}location`;
export const LOCATION_CACHE_MS = 60 * 60_000;
export const LOCATION_TIMEOUT_MS = 15_000;

export interface DevicePosition {
  lat: number;
  lng: number;
  accuracy?: number;
  timestamp: number;
}

export type PositionOutcome =
  { ok: true; position: DevicePosition } | { ok: false; reason: 'denied' | 'unavailable' };

function cached(now: number): DevicePosition | undefined {
  const value = readJson(LOCATION_KEY) as Partial<DevicePosition> | undefined;
  if (
    !value ||
    typeof value.lat !== 'number' ||
    typeof value.lng !== 'number' ||
    typeof value.timestamp !== 'number'
  ) {
    return undefined;
  }
  return now - value.timestamp < LOCATION_CACHE_MS ? (value as DevicePosition) : undefined;
}

/** The device's position, reused for an hour; the browser asks the user the first time. */
export function currentPosition(now: number = Date.now()): Promise<PositionOutcome> {
  const hit = cached(now);
  if (hit) return Promise.resolve({ ok: true, position: hit });
  if (typeof navigator === 'undefined' || !navigator.geolocation)
    return Promise.resolve({ ok: false, reason: 'unavailable' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => {
        const position = {
          lat: p.coords.latitude,
          lng: p.coords.longitude,
          accuracy: p.coords.accuracy,
          timestamp: p.timestamp,
        };
        try {
          writeJson(LOCATION_KEY, position);
        } catch {
          // Not cached: asked again next time, which is only slower.
        }
        resolve({ ok: true, position });
      },
      (error) =>
        resolve({ ok: false, reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { timeout: LOCATION_TIMEOUT_MS, maximumAge: LOCATION_CACHE_MS, enableHighAccuracy: false },
    );
  });
}
