// The services' English words (MET forecast conditions, a line's state) in the answer's language:
// in Malay, Chinese and Tamil no English word is left but the names of lines and places.
import { describe, expect, it } from 'vitest';
import { ENGLISH_CONDITIONS } from '../../city/weather/phrases.ts';
import type { Outcome } from '../tools/run.ts';
import type { Understanding } from '../types.ts';
import { TEMPLATES } from './compose.ts';
import { serviceLines } from './lines.ts';
import { conditionsIn, durationIn, statusSummary, weatherSummary } from './serviceWords.ts';

const OTHERS = ['ms', 'zh', 'ta'] as const;
const LINES = ['MRT Kajang Line', 'LRT Kelana Jaya Line', 'KTM Seremban Line', 'Cyberjaya', 'KLCC'];
/** Words Malay writes as English does ("min" for minit). */
const SAME_IN_MALAY = ['min'];
/** Latin words of the English text still in the other, the names above aside. */
function englishLeft(english: string, other: string): string[] {
  const strip = (text: string) => LINES.reduce((t, name) => t.split(name).join(' '), text);
  const words = new Set(strip(english).match(/[A-Za-z]{3,}/g) ?? []);
  return [...new Set(strip(other).match(/[A-Za-z]{3,}/g) ?? [])].filter(
    (w) => words.has(w) && !SAME_IN_MALAY.includes(w),
  );
}

const STATUS_FACTS = {
  line0: 'MRT Kajang Line',
  state0: 'later',
  next0: '06:00',
  line1: 'LRT Kelana Jaya Line',
  state1: 'running',
  line2: 'KTM Seremban Line',
  state2: 'ended',
  line3: 'MRT Kajang Line',
  state3: 'disrupted',
};

describe('forecast conditions', () => {
  it.each(OTHERS)('every phrase MET forecasts are worded in has its %s wording', (language) => {
    for (const phrase of ENGLISH_CONDITIONS) {
      const said = conditionsIn(TEMPLATES[language], phrase);
      expect(englishLeft(phrase, said)).toEqual([]);
    }
  });

  it('keeps a phrase it does not know as the service sent it, and the temperatures', () => {
    expect(weatherSummary(TEMPLATES.ms, 'Thunderstorms in isolated places', '24–33 °C')).toBe(
      'Ribut petir di satu dua tempat, 24–33 °C',
    );
    expect(weatherSummary(TEMPLATES.zh, 'Sandstorm', '')).toBe('Sandstorm');
  });
});

describe('line states', () => {
  it('are said in English as the timetable gives them', () => {
    expect(statusSummary(TEMPLATES.en, STATUS_FACTS)).toBe(
      'MRT Kajang Line: no service now (next at 06:00); LRT Kelana Jaya Line: running; ' +
        'KTM Seremban Line: no more service today; MRT Kajang Line: disrupted',
    );
  });

  it.each(OTHERS)('are said in %s with the line names and times kept', (language) => {
    const said = statusSummary(TEMPLATES[language], STATUS_FACTS);
    expect(englishLeft(statusSummary(TEMPLATES.en, STATUS_FACTS), said)).toEqual([]);
    for (const kept of ['MRT Kajang Line', 'LRT Kelana Jaya Line', 'KTM Seremban Line', '06:00'])
      expect(said).toContain(kept);
  });
});

describe('trip times', () => {
  it('keep their figures in every language', () => {
    expect(durationIn(TEMPLATES.en, '1 h 5 min')).toBe('1 h 5 min');
    expect(durationIn(TEMPLATES.zh, '1 h 5 min')).toBe('1 小时 5 分钟');
    expect(durationIn(TEMPLATES.ms, '1 h 5 min')).toBe('1 jam 5 min');
    expect(durationIn(TEMPLATES.ta, '25 min')).toBe('25 நிமிடம்');
    expect(durationIn(TEMPLATES.zh, 'about an hour')).toBe('about an hour');
  });
});

describe('service answers', () => {
  const u = (language: (typeof OTHERS)[number] | 'en') =>
    ({ language, units: 'metric', entities: { places: [] } }) as unknown as Understanding;
  const weather = {
    step: { tool: 'weather', place: { name: 'Cyberjaya', lat: 2.92, lng: 101.65 } },
    cards: [],
    sources: [],
    answer: {
      facts: {
        summary: 'Thunderstorms in isolated places, 24–33 °C',
        conditions: 'Thunderstorms in isolated places',
        range: '24–33 °C',
        live: 'yes',
      },
    },
  } as unknown as Outcome;
  const transport = {
    step: { tool: 'transport' },
    cards: [],
    sources: [],
    answer: { facts: { summary: 'in English', ...STATUS_FACTS } },
  } as unknown as Outcome;

  const route = {
    step: {
      tool: 'route',
      mode: 'driving',
      origin: { name: 'Cyberjaya', lat: 2.92, lng: 101.65 },
      destination: { name: 'KLCC', lat: 3.158, lng: 101.712 },
    },
    cards: [],
    sources: [],
    answer: { facts: { distance: '36.0 km', duration: '1 h 5 min' } },
  } as unknown as Outcome;

  it.each(OTHERS)('word the forecast, the lines nearby and a drive in %s', (language) => {
    for (const outcome of [weather, transport, route]) {
      const english = serviceLines({ t: TEMPLATES.en, u: u('en'), outcomes: [outcome] }, outcome).join(' ');
      const said = serviceLines({ t: TEMPLATES[language], u: u(language), outcomes: [outcome] }, outcome);
      expect(said).toHaveLength(1);
      expect(englishLeft(english, said.join(' '))).toEqual([]);
    }
  });
});
