import { ProviderError } from '../shared/errors.ts';
import { ProviderHealth, TtlMemo } from '../shared/health.ts';
import { ForecastLocations } from './locations.ts';
import { currentWarnings } from './metMalaysia.ts';
import { MONSOON_SOURCE, seasonOf } from './monsoon.ts';
import { english, englishWhen } from './phrases.ts';
import { recommendFromForecast, recommendFromSeason } from './recommend.ts';
import type { ForecastDay, ForecastLocation, WeatherInfo, WeatherProvider, WeatherWarning } from './types.ts';

export const WEATHER_CONTACT = { name: 'MET Malaysia', website: 'https://www.met.gov.my', emergency: '999' };
export const MET_SOURCE = 'MET Malaysia forecast via data.gov.my (CC BY 4.0)';
const FORECAST_TTL_MS = 15 * 60_000;

export interface WeatherDeps {
  provider: WeatherProvider | null;
  locations: ForecastLocations;
  health: ProviderHealth;
  forecasts: TtlMemo<{ days: ForecastDay[]; warnings: WeatherWarning[]; fetchedAt: string }>;
  now: () => Date;
}

export function weatherDeps(
  provider: WeatherProvider | null,
  now: () => Date,
  locations = ForecastLocations.load(),
): WeatherDeps {
  return {
    provider,
    locations,
    health: new ProviderHealth(),
    forecasts: new TtlMemo(FORECAST_TTL_MS, () => now().getTime()),
    now,
  };
}

/** Today's date in Malaysia (UTC+8). */
const malaysiaDate = (now: Date) => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

async function fetchForecast(deps: WeatherDeps, provider: WeatherProvider, location: ForecastLocation) {
  const cached = deps.forecasts.get(location.id);
  if (cached) return cached;
  const [days, warnings] = await deps.health.track(deps.now, () =>
    Promise.all([provider.forecast(location.id), provider.warnings()]),
  );
  const value = { days, warnings, fetchedAt: deps.now().toISOString() };
  deps.forecasts.set(location.id, value);
  return value;
}

/** Warnings that name this place or its state (MET words its warnings by state and district). */
function warningsFor(
  warnings: WeatherWarning[],
  location: ForecastLocation,
  state: string | null,
  now: Date,
) {
  const names = [location.name.replace(/^WP\s+/i, ''), state]
    .filter((n): n is string => !!n)
    .map((n) => n.toLowerCase());
  return currentWarnings(warnings, now).filter((w) => {
    const words = [w.title, w.heading, w.text].join(' ').toLowerCase();
    return names.some((n) => words.includes(n));
  });
}

/**
 * The spec's weather info for a MET Malaysia forecast location. Live when the provider answers;
 * otherwise the season's pattern in words, `fallback: true`, and never a temperature.
 */
export async function weatherAt(
  deps: WeatherDeps,
  location: ForecastLocation,
  state: string | null,
): Promise<WeatherInfo> {
  const now = deps.now();
  let reason = 'No weather provider is configured (WEATHER_PROVIDER=metmalaysia enables MET Malaysia)';
  if (deps.provider) {
    try {
      const live = await fetchForecast(deps, deps.provider, location);
      const today = live.days.find((d) => d.date >= malaysiaDate(now));
      if (today)
        return fromForecast(
          today,
          location,
          state,
          warningsFor(live.warnings, location, state, now),
          live.fetchedAt,
          now,
        );
      reason = `MET Malaysia has no forecast for ${location.name} from ${malaysiaDate(now)}`;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      reason = error.message;
    }
  }
  return fromSeason(location, state, reason, now);
}

function fromForecast(
  day: ForecastDay,
  location: ForecastLocation,
  state: string | null,
  alerts: WeatherWarning[],
  fetchedAt: string,
  now: Date,
): WeatherInfo {
  const r = recommendFromForecast(day);
  const season = seasonOf(now);
  const conditions = english(day.summary);
  return {
    location: location.name,
    state,
    locationId: location.id,
    temperature: { current: null, min: day.minTemp, max: day.maxTemp, unit: 'C' },
    conditions,
    humidity: null,
    wind: null,
    summary: `${conditions}${day.summaryWhen ? ` ${englishWhen(day.summaryWhen)}` : ''} (MET Malaysia forecast for ${day.date})`,
    morning: english(day.morning),
    afternoon: english(day.afternoon),
    night: english(day.night),
    recommendations: { clothing: r.clothing, transport: r.transport, activities: r.activities },
    healthAdvisory: r.healthAdvisory,
    alerts: { items: alerts, contact: WEATHER_CONTACT },
    season: { name: season.name, pattern: season.pattern },
    lastUpdated: fetchedAt,
    forecastDate: day.date,
    source: MET_SOURCE,
    fallback: false,
    fallbackReason: null,
  };
}

function fromSeason(
  location: ForecastLocation,
  state: string | null,
  reason: string,
  now: Date,
): WeatherInfo {
  const season = seasonOf(now);
  const r = recommendFromSeason(season, state);
  return {
    location: location.name,
    state,
    locationId: location.id,
    temperature: { current: null, min: null, max: null, unit: 'C' },
    conditions: 'No live forecast available',
    humidity: null,
    wind: null,
    summary: `No live forecast is available. ${season.name}: typically ${season.pattern}.`,
    morning: null,
    afternoon: null,
    night: null,
    recommendations: { clothing: r.clothing, transport: r.transport, activities: r.activities },
    healthAdvisory: r.healthAdvisory,
    alerts: { items: [], contact: WEATHER_CONTACT },
    season: { name: season.name, pattern: season.pattern },
    lastUpdated: now.toISOString(),
    forecastDate: null,
    source: MONSOON_SOURCE,
    fallback: true,
    fallbackReason: reason,
  };
}
