import { afterEach, describe, expect, it } from 'vitest';
import { CityInputError } from '../shared/errors.ts';
import { sendJson, type StandIn, startStandIn } from '../testing/standIn.ts';
import { ForecastLocations } from './locations.ts';
import { MetMalaysiaWeather } from './metMalaysia.ts';
import { weatherAt, weatherDeps } from './service.ts';

const locations = ForecastLocations.load();
const now = () => new Date('2026-10-14T01:00:00Z');

/** Records in data.gov.my's documented forecast shape (see the shipped fixture's fields). */
const forecastRecord = (date: string, afternoon: string, extra: Record<string, unknown> = {}) => ({
  location: { location_id: 'Tn079', location_name: 'Kuala Lumpur' },
  date,
  morning_forecast: 'Tiada hujan',
  afternoon_forecast: afternoon,
  night_forecast: 'Hujan di satu dua tempat',
  summary_forecast: afternoon,
  summary_when: 'Petang',
  min_temp: 24,
  max_temp: 33,
  ...extra,
});

const warning = (overrides: Record<string, unknown>) => ({
  warning_issue: {
    issued: '2026-10-14T00:30:00',
    title_bm: 'Amaran Ribut Petir',
    title_en: 'Thunderstorm Warning',
  },
  valid_from: '2026-10-14T00:30:00',
  valid_to: '2026-10-14T06:00:00',
  heading_en: 'Thunderstorms, heavy rain and strong winds',
  text_en: 'Thunderstorms are expected in Kuala Lumpur and Selangor (Petaling, Sepang).',
  instruction_en: null,
  heading_bm: 'Ribut petir, hujan lebat dan angin kencang',
  text_bm: 'Ribut petir dijangka di Kuala Lumpur dan Selangor (Petaling, Sepang).',
  instruction_bm: null,
  ...overrides,
});

let standIn: StandIn | undefined;
afterEach(async () => standIn?.close());

describe('forecast locations', () => {
  it('maps slugs to the most local MET location, and suggests the nearest slug for unknown ones', () => {
    expect(locations.get('kuala-lumpur')).toMatchObject({ id: 'Tn079', category: 'Town' });
    expect(locations.get('cyberjaya').id).toBe('Tn087');
    expect(locations.get('putrajaya').category).toBe('Town');
    expect(locations.match([null, 'Sepang', 'Selangor'])!.id).toBe('Tn097');
    expect(locations.match(['Nowhere', null, 'Johor'])!.id).toBe('St013');
    try {
      locations.get('kuala-lumpr');
      throw new Error('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(CityInputError);
      expect((error as CityInputError).status).toBe(404);
      expect((error as CityInputError).message).toBe(
        'No forecast location "kuala-lumpr". Did you mean "kuala-lumpur"?',
      );
    }
  });
});

describe('MET Malaysia weather', () => {
  it('asks data.gov.my for the location and warnings, and gives the spec shape with rules applied', async () => {
    standIn = await startStandIn((url, _req, res) => {
      if (url.pathname === '/weather/forecast')
        return sendJson(res, [
          forecastRecord('2026-10-13', 'Tiada hujan'),
          forecastRecord('2026-10-14', 'Ribut petir di beberapa tempat'),
        ]);
      sendJson(res, [
        warning({}),
        warning({ text_en: 'Strong winds off Sabah', valid_to: '2026-10-14T06:00:00' }),
        warning({ valid_to: '2026-10-13T06:00:00' }),
      ]);
    });
    const deps = weatherDeps(
      new MetMalaysiaWeather({ baseUrl: standIn.url, timeoutMs: 1000 }),
      now,
      locations,
    );
    const info = await weatherAt(deps, locations.get('kuala-lumpur'), 'Kuala Lumpur');
    expect(standIn.requests[0]!.searchParams.get('contains')).toBe('Tn079@location__location_id');
    expect(standIn.requests[1]!.searchParams.get('sort')).toBe('-warning_issue__issued');
    expect(info).toMatchObject({
      location: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      temperature: { current: null, min: 24, max: 33, unit: 'C' },
      conditions: 'Thunderstorms in several places',
      morning: 'No rain',
      afternoon: 'Thunderstorms in several places',
      night: 'Rain in isolated places',
      forecastDate: '2026-10-14',
      fallback: false,
      source: 'MET Malaysia forecast via data.gov.my (CC BY 4.0)',
    });
    expect(info.recommendations.transport[0]).toBe(
      'Thunderstorms in the afternoon: take the train, and leave before 2 pm if you drive',
    );
    expect(info.recommendations.clothing).toContain('Carry an umbrella or a raincoat');
    expect(info.alerts.items.map((a) => a.text)).toEqual([
      'Thunderstorms are expected in Kuala Lumpur and Selangor (Petaling, Sepang).',
    ]);
    // MET's Malay wording travels with it, for readers in Malay.
    expect(info.alerts.items[0]!.malay).toEqual({
      title: 'Amaran Ribut Petir',
      heading: 'Ribut petir, hujan lebat dan angin kencang',
      text: 'Ribut petir dijangka di Kuala Lumpur dan Selangor (Petaling, Sepang).',
      instruction: null,
    });
    expect(info.alerts.contact.emergency).toBe('999');
    // Cached: a second card does not call the provider again.
    await weatherAt(deps, locations.get('kuala-lumpur'), 'Kuala Lumpur');
    expect(standIn.requests).toHaveLength(2);
  });

  it('advises on haze', async () => {
    standIn = await startStandIn((url, _req, res) =>
      sendJson(
        res,
        url.pathname === '/weather/forecast'
          ? [forecastRecord('2026-10-14', 'Berjerebu', { max_temp: 31 })]
          : [],
      ),
    );
    const deps = weatherDeps(
      new MetMalaysiaWeather({ baseUrl: standIn.url, timeoutMs: 1000 }),
      now,
      locations,
    );
    const info = await weatherAt(deps, locations.get('kuala-lumpur'), null);
    expect(info.healthAdvisory).toMatch(/^Haze forecast: limit outdoor exertion/);
  });

  it('falls back to the season in words, never a temperature, when the provider fails', async () => {
    standIn = await startStandIn((_url, _req, res) => sendJson(res, { error: 'down' }, 502));
    const deps = weatherDeps(
      new MetMalaysiaWeather({ baseUrl: standIn.url, timeoutMs: 1000 }),
      now,
      locations,
    );
    const info = await weatherAt(deps, locations.get('cyberjaya'), 'Selangor');
    expect(info.fallback).toBe(true);
    expect(info.fallbackReason).toBe('MET Malaysia forecast answered HTTP 502');
    expect(info.temperature).toEqual({ current: null, min: null, max: null, unit: 'C' });
    expect(info.season.name).toBe('Second inter-monsoon (October to early November)');
    expect(info.summary).toMatch(/^No live forecast is available\. Second inter-monsoon/);
    expect(info.recommendations.transport[0]).toMatch(/^Afternoon thunderstorms are typical this season/);
    expect(deps.health.snapshot().failures).toBe(1);
  });

  it('without a provider says none is configured', async () => {
    const deps = weatherDeps(null, () => new Date('2026-07-01T00:00:00Z'), locations);
    const info = await weatherAt(deps, locations.get('johor-bahru'), 'Johor');
    expect(info.fallbackReason).toMatch(/^No weather provider is configured/);
    expect(info.season.name).toBe('Southwest monsoon (late May to September)');
    expect(info.healthAdvisory).toMatch(/Haze episodes are possible/);
  });
});
