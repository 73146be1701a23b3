import type { CityServices } from '@pintar/core';

type Health = ReturnType<CityServices['routingHealth']['snapshot']>;

/** Reachable as far as the last call tells: null before any call. */
const reachable = (h: Health) =>
  h.lastSuccessAt === null && h.lastError === null ? null : (h.lastError?.at ?? '') < (h.lastSuccessAt ?? '');

function status(
  city: CityServices,
  service: string,
  provider: string,
  live: boolean,
  health: Health,
  details: Record<string, unknown>,
  quota: { dailyLimit: number; used: number; remaining: number } | null = null,
) {
  return {
    service,
    provider,
    configured: live,
    live,
    reachable: live ? reachable(health) : null,
    checkedAt: city.now().toISOString(),
    ...health,
    quota,
    details,
  };
}

export function weatherStatus(city: CityServices) {
  const live = city.weather.provider !== null;
  return status(city, 'weather', live ? 'metmalaysia' : 'offline', live, city.weather.health.snapshot(), {
    fallback: live
      ? 'monsoon calendar in words when MET Malaysia fails'
      : 'monsoon calendar in words (no live forecast)',
    endpoint: live ? `${city.settings.dataGovMyUrl}/weather/forecast` : null,
    locations: city.weather.locations.bySlug.size,
  });
}

export function googleMapsStatus(city: CityServices) {
  const live = city.routing.source !== 'estimate';
  // The key's Places calls are counted against the daily quota (the live places cache).
  const places = city.settings.googleMapsApiKey ? city.realtime.deps.quota.usage() : null;
  return status(
    city,
    'google-maps',
    city.routing.source,
    live,
    city.routingHealth.snapshot(),
    {
      routing: city.routing.source,
      googleMapsKey: city.settings.googleMapsApiKey ? 'configured' : 'not configured',
      embedAndStaticMaps: city.settings.googleMapsApiKey
        ? 'available'
        : 'not available: the app draws its own map',
      directionsLinks: 'always built (no key needed)',
    },
    places ? { dailyLimit: places.dailyLimit, used: places.used, remaining: places.remaining } : null,
  );
}
