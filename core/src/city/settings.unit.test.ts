import { describe, expect, it } from 'vitest';
import { ConfigError } from '../platformConfig.ts';
import { loadCitySettings } from './settings.ts';

describe('city settings', () => {
  it('chooses the offline defaults when nothing is configured', () => {
    expect(loadCitySettings({})).toMatchObject({
      routing: 'estimate',
      weather: 'offline',
      fuelPrices: 'shipped',
      providerTimeoutMs: 5000,
      redisUrl: undefined,
      placesDailyLimit: 1000,
      liveRefreshEveryMs: 60_000,
    });
    expect(loadCitySettings({ LIVE_PLACES_REFRESH_MS: '0' }).liveRefreshEveryMs).toBe(0);
  });

  it('routes with Google when a key is set, else OSRM when its URL is set, unless told otherwise', () => {
    expect(loadCitySettings({ OSRM_URL: 'http://osrm:5000/' }).routing).toBe('osrm');
    expect(loadCitySettings({ OSRM_URL: 'http://osrm:5000', GOOGLE_MAPS_API_KEY: 'k' }).routing).toBe(
      'google',
    );
    expect(
      loadCitySettings({ OSRM_URL: 'http://osrm:5000', GOOGLE_MAPS_API_KEY: 'k', ROUTING_PROVIDER: 'osrm' })
        .routing,
    ).toBe('osrm');
    expect(loadCitySettings({ OSRM_URL: 'http://osrm:5000/' }).osrmUrl).toBe('http://osrm:5000');
  });

  it('fails fast naming the variable', () => {
    expect(() => loadCitySettings({ ROUTING_PROVIDER: 'osrm' })).toThrow(
      'ROUTING_PROVIDER=osrm needs OSRM_URL',
    );
    expect(() => loadCitySettings({ WEATHER_PROVIDER: 'bbc' })).toThrow(ConfigError);
    expect(() => loadCitySettings({ OSRM_URL: 'not a url' })).toThrow(
      'OSRM_URL must be a URL, got "not a url"',
    );
    expect(() => loadCitySettings({ CITY_PROVIDER_TIMEOUT_MS: '10' })).toThrow(
      'CITY_PROVIDER_TIMEOUT_MS must be a whole number from 100 to 25000, got "10"',
    );
    expect(() => loadCitySettings({ LIVE_PLACES_REFRESH_MS: 'often' })).toThrow(
      'LIVE_PLACES_REFRESH_MS must be a whole number from 0 to 86400000, got "often"',
    );
  });
});
