// Every card in its three states, rendered to HTML (no browser needed): loading, error with Retry,
// and loaded with the contract's shapes, including the figures and labels the spec asks for.
import type { CardType } from '@pintar/contracts/chat';
import i18n from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en';
import { AuthContext, type AuthContextValue } from '../../lib/auth-context';
import { ChatCard } from './card-view';
import { LoadingCard } from './chat-card';

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

// Signed out: a place card's star (favourites) shows only to signed-in people.
const signedOut = { user: null, loading: false, isAuthenticated: false } as unknown as AuthContextValue;
const render = (type: CardType, data: Record<string, unknown>, onRetry?: () => void) =>
  renderToStaticMarkup(
    createElement(
      AuthContext.Provider,
      { value: signedOut },
      createElement(MemoryRouter, null, createElement(ChatCard, { card: { type, data }, onRetry })),
    ),
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const SAMPLES: Record<CardType, { data: Record<string, unknown>; shows: string[] }> = {
  route: {
    data: {
      mode: 'driving',
      origin: { lat: 2.92, lng: 101.65, name: 'Cyberjaya' },
      destination: { lat: 3.158, lng: 101.712, name: 'KLCC' },
      bestRoute: {
        summary: 'E6',
        distance: { value: 38000, text: '38 km' },
        duration: { value: 1800, text: '30 min' },
        trafficDuration: { value: 2700, text: '45 min' },
      },
      alternatives: [{ summary: 'A' }, { summary: 'B' }, { summary: 'C (never shown)' }],
      insights: [{ type: 'warning', message: 'Tolls on the way' }],
      apiSource: 'estimate',
    },
    shows: [
      'Route · Driving',
      'Heavy traffic',
      '+15 min traffic',
      'Tolls on the way',
      'Estimated from straight-line distance',
      'Open in Google Maps',
      'Street View: start',
    ],
  },
  map: {
    data: { points: [{ name: 'KL SENTRAL', lat: 3.134, lng: 101.686, role: 'origin' }] },
    shows: ['KL SENTRAL', 'Loading map...'],
  },
  weather: {
    data: {
      location: 'Cyberjaya',
      temperature: { current: 31.4, min: 24, max: 33, unit: 'C' },
      conditions: 'Ribut petir',
      morning: 'Tiada hujan',
      recommendations: { clothing: ['Light clothes'], transport: [], activities: [] },
      healthAdvisory: 'Drink water',
      alerts: { items: [{ title: 'Heavy rain warning', text: 'Selangor' }] },
      fallback: true,
      source: 'MET Malaysia',
    },
    shows: [
      'Weather · Cyberjaya',
      '31°C',
      'Low 24° · High 33°',
      'Morning',
      'Light clothes',
      'Drink water',
      'Heavy rain warning',
      'Typical weather for this month',
      'Source: MET Malaysia',
    ],
  },
  transport: {
    data: {
      currentStatus: [{ mode: 'rail', line: 'Kelana Jaya Line', route: 'KJ', status: 'Delayed', delay: 180 }],
      serviceAlerts: [],
      recommendations: [],
      alternatives: [],
      freshness: { timetable: 'timetable as of 2026-01-01', liveNote: 'no live feed' },
    },
    shows: ['Kelana Jaya Line', '3 min delay', 'No service alerts', 'Timetable as of Jan 1, 2026'],
  },
  emergency: {
    data: {
      emergencyServices: [
        { name: 'Hospital Putrajaya', category: 'hospital', distance: 4200, phone: '03-8312 4200' },
      ],
    },
    shows: [
      'Hospital Putrajaya',
      '4.2 km',
      '03-8312 4200',
      'Call 999',
      'Call 994',
      'Call 112',
      'Pintar has no police station data: call 999 for the police.',
      'Pintar has no fire station data: call 994 or 999 for fire and rescue.',
    ],
  },
  itinerary: {
    data: { activities: [{ name: 'Putra Mosque', description: 'Pink mosque', travelMinutes: 12 }] },
    shows: ['Putra Mosque', 'Travel 12 min'],
  },
  costAnalysis: {
    data: {
      total: 12.5,
      parts: [
        {
          kind: 'fuel',
          label: 'Fuel',
          amount: 8.3,
          source: 'KPDN fuel price',
          asOf: '2026-01-01',
          details: '',
        },
        { kind: 'tolls', label: 'Tolls', amount: 4.2, source: 'PLUS', asOf: null, details: '' },
      ],
      carbon: { kgCo2: 6, note: '6 kg CO2' },
      fuelPrices: [
        { kind: 'ron95', perLitre: 4.27, amount: 8.3, asOf: '2026-04-09', inTotal: true },
        { kind: 'ron95-budi95', perLitre: 1.99, amount: 3.87, asOf: '2026-04-09', inTotal: false },
      ],
      totalAtBudi95: 8.07,
    },
    shows: [
      'Fuel',
      'RM 8.30',
      'Total',
      'RM 12.50',
      'Source: KPDN fuel price, PLUS',
      'Total at the BUDI95 price, RM 1.99/L (Malaysian citizens)',
      'Price of 2026-04-09',
      'RM 8.07',
    ],
  },
  places: {
    data: {
      category: 'restaurant',
      count: 10,
      places: Array.from({ length: 10 }, (_, i) => ({
        name: `Kedai ${i}`,
        distance_m: 350 + i,
        // Issue 29: the first place is from the 2018 extract and says so; the second is recent.
        ...(i === 0 ? { source_name: 'OpenStreetMap', source_date: '2018-04' } : {}),
        ...(i === 1 ? { source_name: 'OpenStreetMap', source_date: '2026-01' } : {}),
      })),
    },
    shows: [
      'Places · restaurant',
      'Kedai 0',
      'Kedai 4',
      '350 m',
      'Showing 5 of 10',
      'from OpenStreetMap, 2018: it may have closed',
    ],
  },
  knowledge: {
    data: { id: 'kb_1', title: 'Touch n Go', content: 'Top up <script>alert(1)</script> at stations' },
    shows: ['Touch n Go', 'More help articles'],
  },
};

describe.each(Object.entries(SAMPLES) as Array<[CardType, (typeof SAMPLES)[CardType]]>)(
  'the %s card',
  (type, sample) => {
    it('shows its data when loaded', () => {
      const html = render(type, sample.data);
      expect(html).toContain('data-state="loaded"');
      for (const shown of sample.shows) expect(text(html)).toContain(shown);
    });

    it('shows the tool error with a Retry button', () => {
      const html = render(type, { error: { message: 'Places Search Error' } }, () => undefined);
      expect(html).toContain('data-state="error"');
      expect(text(html)).toContain('Places Search Error');
      expect(text(html)).toContain('Retry');
    });

    it('shows loading while the assistant looks it up', () => {
      const html = renderToStaticMarkup(createElement(LoadingCard, { type }));
      expect(html).toContain('aria-busy="true"');
      expect(text(html)).toContain(`Loading ${en.cards.names[type]}...`);
    });
  },
);

it('never renders a script from card data', () => {
  expect(render('knowledge', SAMPLES.knowledge.data)).not.toContain('<script>');
  expect(text(render('route', SAMPLES.route.data))).not.toContain('C (never shown)');
});

it('lists hospitals with an emergency department first, then the others, then clinics, then the numbers, once each', () => {
  const facility = (name: string, kind: string, emergencyDepartment: true | null) => ({
    id: name,
    name,
    kind,
    emergencyDepartment,
    phone: '03-1234 5678',
  });
  const hospitals = [facility('Hospital A', 'hospital', true), facility('Hospital B', 'hospital', null)];
  const clinics = [facility('Klinik C', 'clinic', null)];
  const shown = text(
    render('emergency', {
      hospitals,
      clinics,
      emergencyServices: [...hospitals, ...clinics],
      emergencyNumbers: [{ number: '999' }, { number: '994' }],
    }),
  );
  const at = (part: string) => shown.indexOf(part);
  expect(at('Hospital A (hospital) · Emergency department')).toBeGreaterThanOrEqual(0);
  expect(at('Hospital A')).toBeLessThan(at('Hospital B'));
  expect(at('Hospital B')).toBeLessThan(at('Klinik C'));
  expect(at('Klinik C')).toBeLessThan(at('Call 999'));
  expect(at('Call 999')).toBeLessThan(at('Call 994'));
  expect(shown.split('Hospital A').length - 1).toBe(1);
  expect(shown).not.toContain('Hospital B (hospital) · Emergency department');
});
