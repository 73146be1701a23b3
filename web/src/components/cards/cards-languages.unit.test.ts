// Every card type rendered in English, Malay, Chinese and Tamil from data shaped as the services
// send it (English sentences, timetable labels, feed ids): a card in another language must show no
// English word but the names of places, lines and providers.
import type { CardType } from '@pintar/contracts/chat';
import i18n from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en';
import ms from '../../i18n/locales/ms';
import ta from '../../i18n/locales/ta';
import zh from '../../i18n/locales/zh';
import { AuthContext, type AuthContextValue } from '../../lib/auth-context';
import { ChatCard } from './card-view';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {
      en: { translation: en },
      ms: { translation: ms },
      zh: { translation: zh },
      ta: { translation: ta },
    },
    interpolation: { escapeValue: false },
  });
});

const signedOut = { user: null, loading: false, isAuthenticated: false } as unknown as AuthContextValue;
function shown(type: CardType, data: Record<string, unknown>): string {
  const html = renderToStaticMarkup(
    createElement(
      AuthContext.Provider,
      { value: signedOut },
      createElement(MemoryRouter, null, createElement(ChatCard, { card: { type, data } })),
    ),
  );
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const TIMETABLE = 'timetable as of 2025-10-04 (rapid-bus-kl, rapid-rail-kl); 2025-12-17 (ktmb)';
const NOT_LIVE =
  'Times are from the published timetable; live vehicle positions and delays are not enabled (GTFS_REALTIME=off).';
const stop = (name: string, lat: number) => ({ stopId: `rapid-rail-kl:${name}`, name, lat, lng: 101.7 });

// Names a card may show in any language: places, lines, stops, providers, units.
const NAMES = [
  'KLCC',
  'Bukit Bintang',
  'KL Sentral',
  'MRT Kajang Line',
  'Kajang',
  'LRT Kelana Jaya Line',
  'Gombak',
  'MUZIUM NEGARA',
  'BUKIT BINTANG',
  'Hospital Kuala Lumpur',
  'Klinik Kesihatan Kuala Lumpur',
  'Jalan Pahang',
  'Petronas Twin Towers',
  'Kuala Lumpur',
  'Selangor',
  'MET Malaysia',
  'Google Maps',
  'Street View',
  'OpenStreetMap',
  'APIMS',
  'DOE',
  'Pintar',
  'Malaysia',
  'RM',
  'UTC',
];
// MET Malaysia's warning as it publishes it in English: it writes none in Chinese or Tamil, so those
// cards quote it (marked as English) beside a heading and a note in the reader's language.
const MET_WARNING = {
  title: 'Thunderstorm Warning',
  heading: 'Thunderstorms, heavy rain and strong winds',
  text: 'Thunderstorms are expected in Kuala Lumpur and Selangor.',
  malay: {
    title: 'Amaran Ribut Petir',
    heading: 'Ribut petir, hujan lebat dan angin kencang',
    text: 'Ribut petir dijangka di Kuala Lumpur dan Selangor.',
    instruction: null,
  },
};
const QUOTED: Record<string, string[]> = { ms: [], zh: [MET_WARNING.text], ta: [MET_WARNING.text] };
// Words Malay shares with English.
const SAME_IN: Record<string, string[]> = { ms: ['Transit', 'min', 'hospital', 'data'], zh: [], ta: [] };

const SAMPLES: Record<CardType, Record<string, unknown>> = {
  route: {
    mode: 'transit',
    origin: { lat: 3.13365, lng: 101.68556, name: '' },
    destination: { lat: 3.1466, lng: 101.7113, name: 'Bukit Bintang' },
    bestRoute: {
      summary: 'MRT Kajang Line',
      departure: '2026-12-01T13:04:27+08:00',
      arrival: '2026-12-01T13:22:43+08:00',
      transfers: 0,
      fare: { amount: 1.6, currency: 'MYR', note: 'adult one-way fare' },
      legs: [
        {
          kind: 'walk',
          from: { name: '3.13365,101.68556', lat: 3.13365, lng: 101.68556 },
          to: stop('MUZIUM NEGARA', 3.137),
          departure: '2026-12-01T13:04:27+08:00',
          arrival: '2026-12-01T13:12:00+08:00',
          meters: 600,
          seconds: 453,
        },
        {
          kind: 'rail',
          line: 'MRT Kajang Line',
          lineColor: '00A651',
          headsign: 'Kajang',
          from: stop('MUZIUM NEGARA', 3.137),
          to: stop('BUKIT BINTANG', 3.146),
          departure: '2026-12-01T13:12:00+08:00',
          arrival: '2026-12-01T13:21:00+08:00',
          stops: 4,
        },
      ],
    },
    alternatives: [],
    insights: [
      { type: 'info', message: `${TIMETABLE}. ${NOT_LIVE}` },
      { type: 'success', message: 'No change of train or bus needed.' },
    ],
    apiSource: 'timetable',
    timetable: TIMETABLE,
  },
  map: {
    points: [
      { name: '', lat: 3.13365, lng: 101.68556, role: 'origin' },
      { name: 'KLCC', lat: 3.158, lng: 101.712, role: 'destination' },
    ],
  },
  weather: {
    location: 'Kuala Lumpur',
    temperature: { current: null, min: null, max: null, unit: 'C' },
    conditions: 'No live forecast available',
    recommendations: {
      clothing: ['Carry an umbrella: showers are common in every season'],
      transport: [
        'Afternoon thunderstorms are typical this season: the train avoids flooded roads, and leaving before 2 pm helps',
      ],
      activities: ['Plan outdoor activities for the morning'],
    },
    healthAdvisory:
      'Haze episodes are possible in this season: check the air pollutant index (APIMS, DOE) before outdoor exercise',
    fallback: true,
    alerts: { items: [MET_WARNING] },
    source: 'MET Malaysia',
    lastUpdated: '2026-12-01T05:00:00Z',
  },
  transport: {
    currentStatus: [
      { mode: 'lrt', line: 'LRT Kelana Jaya Line', status: 'running', delay: null },
      { mode: 'mrt', line: 'MRT Kajang Line', status: 'no service now (next at 06:00)', delay: null },
    ],
    serviceAlerts: [],
    recommendations: [
      'Nearest station: KLCC (LRT Kelana Jaya Line), 120 m away.',
      'Some lines nearby have service alerts: check them before you travel.',
    ],
    alternatives: [
      {
        mode: 'lrt',
        route: 'LRT Kelana Jaya Line',
        description: 'From KLCC, 120 m away',
        duration: 'next departure in 4 min',
      },
    ],
    freshness: { timetable: TIMETABLE, liveNote: NOT_LIVE },
  },
  emergency: {
    hospitals: [{ name: 'Hospital Kuala Lumpur', kind: 'hospital', address: 'Jalan Pahang', distance: 1200 }],
    clinics: [{ name: 'Klinik Kesihatan Kuala Lumpur', kind: 'clinic', distance: 900 }],
    police: {
      available: false,
      note: 'Pintar ships no police or fire station data yet (no openly licensed list with coordinates was found); call 999 for police or fire and rescue',
    },
  },
  itinerary: {
    activities: [{ name: 'Petronas Twin Towers', travelMinutes: 10 }],
  },
  costAnalysis: {
    parts: [
      {
        kind: 'fuel',
        label: 'Fuel (RON95 at RM2.05/L)',
        amount: 5.2,
        details: '2.5 L for 36.0 km at 7 L/100 km (Petrol car (compact/sedan))',
      },
      { kind: 'tolls', label: 'Tolls not included', amount: null, details: 'No listed toll plaza is known' },
    ],
    total: 5.2,
    carbon: { note: '2.5 L burnt' },
  },
  places: {
    category: 'rail_station',
    places: [{ name: 'KLCC', vicinity: 'Jalan Pahang', distance_m: 300, rating: 4.5, openNow: true }],
  },
  knowledge: { id: 'kb1', title: 'KLCC', content: 'KLCC', language: 'ms' },
};

/** Latin words of the English card that the other language's card still shows, names aside. */
function englishLeft(english: string, other: string, language: string): string[] {
  const strip = (text: string) =>
    [...QUOTED[language]!, ...NAMES].reduce((t, name) => t.split(name).join(' '), text);
  const englishWords = new Set(strip(english).match(/[A-Za-z]{3,}/g) ?? []);
  return [...new Set(strip(other).match(/[A-Za-z]{3,}/g) ?? [])].filter(
    (w) => englishWords.has(w) && !SAME_IN[language]!.includes(w),
  );
}

describe.each(['ms', 'zh', 'ta'])('cards in %s', (language) => {
  it.each(Object.keys(SAMPLES) as CardType[])('the %s card shows no English', async (type) => {
    await i18n.changeLanguage('en');
    const english = shown(type, SAMPLES[type]);
    await i18n.changeLanguage(language);
    const other = shown(type, SAMPLES[type]);
    expect(other).not.toBe(english);
    expect(englishLeft(english, other, language)).toEqual([]);
  });
});

describe("MET Malaysia's warnings", () => {
  it("are shown in Malay in MET's own Malay wording", async () => {
    await i18n.changeLanguage('ms');
    const card = shown('weather', SAMPLES.weather);
    expect(card).toContain('Amaran Ribut Petir');
    expect(card).toContain(MET_WARNING.malay.text);
    expect(card).not.toContain(MET_WARNING.text);
  });

  it.each(['zh', 'ta'])('in %s say MET publishes them in English and Malay only', async (language) => {
    await i18n.changeLanguage(language);
    const card = shown('weather', SAMPLES.weather);
    expect(card).not.toContain(MET_WARNING.title);
    expect(card).toContain(String(i18n.t('cards.weather.warningLanguages')));
  });
});

describe('internals never shown', () => {
  it.each(['en', 'ms', 'zh', 'ta'])(
    'in %s: no coordinates, feed ids, setting names or doubled labels',
    async (lng) => {
      await i18n.changeLanguage(lng);
      const text = (['route', 'map', 'transport'] as const)
        .map((type) => shown(type, SAMPLES[type]))
        .join(' ');
      expect(text).not.toMatch(/\d+\.\d{3,}\s*,\s*\d+\.\d{3,}/);
      expect(text).not.toMatch(/rapid-rail-kl|rapid-bus-kl|ktmb|GTFS_REALTIME/);
      expect(text.toLowerCase()).not.toContain('timetable as of timetable');
    },
  );
});
