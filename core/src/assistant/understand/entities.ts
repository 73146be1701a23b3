// Mode, category, radius, time and span: each found from vocabulary.json, none decided in code.
import type { ChatEntities, LatLng } from '@pintar/contracts';
import { entriesOf, PhraseTable } from './phrases.ts';
import vocabulary from './vocabulary.json' with { type: 'json' };

type Mode = NonNullable<ChatEntities['mode']>;
type TimeKey = keyof typeof vocabulary.times;

const MODES = new PhraseTable(entriesOf(vocabulary.modes as Record<Mode, string[]>));
const CATEGORIES = new PhraseTable(entriesOf(vocabulary.categories as Record<string, string[]>));
const TIMES = new PhraseTable(
  (Object.entries(vocabulary.times) as Array<[TimeKey, { words: string[] }]>).flatMap(([key, t]) =>
    t.words.map((w) => [w, key] as const),
  ),
);
const SPANS = new PhraseTable(entriesOf(vocabulary.span as Record<'half' | 'day', string[]>));
export const HERE = new PhraseTable(vocabulary.here.map((w) => [w, true] as const));
export const THERE = new PhraseTable(vocabulary.there.map((w) => [w, true] as const));

const UNITS = Object.keys(vocabulary.radiusUnits).sort((a, b) => b.length - a.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const RADIUS = new RegExp(`(\\d+(?:[.,]\\d+)?)\\s*(${UNITS.map(escape).join('|')})(?![a-z])`, 'iu');
const COORDINATES = /(-?\d{1,2}\.\d+)\s*,\s*(-?\d{1,3}\.\d+)/;
/** A radius outside this is a typo or a different question. */
const RADIUS_M = { min: 50, max: 50_000 };
/** Malaysia keeps one time zone, UTC+8, and no daylight saving. */
const MYT_OFFSET_H = 8;

export const modeOf = (text: string): Mode | undefined => MODES.longest(text)?.value;
export const categoryOf = (text: string): string | undefined => CATEGORIES.first(text)?.value;
export const spanOf = (text: string) => SPANS.first(text)?.value;
export const mentionsHere = (text: string) => HERE.all(text).length > 0;

/** "2 km", "500m", "dalam 1 km", "3公里", "2 கிமீ": metres, read from the raw message (decimals intact). */
export function radiusOf(raw: string): number | undefined {
  const match = RADIUS.exec(raw.toLowerCase());
  if (!match) return undefined;
  const factor = (vocabulary.radiusUnits as Record<string, number>)[match[2]!.toLowerCase()] ?? 1;
  const metres = Math.round(Number(match[1]!.replace(',', '.')) * factor);
  return metres >= RADIUS_M.min && metres <= RADIUS_M.max ? metres : undefined;
}

export function coordinatesOf(raw: string): LatLng | undefined {
  const match = COORDINATES.exec(raw);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

type TimeSpec = { days: number; hour?: number };
const specOf = (key: TimeKey) => vocabulary.times[key] as TimeSpec;

/**
 * "tomorrow", "esok", "明天", "this afternoon", "明天下午": a Malaysian day and part of the day
 * (each from its own words) as an ISO time; a later day without a part is taken at noon.
 */
export function timeOf(text: string, now: Date): ChatEntities['time'] {
  const hits = TIMES.all(text).sort((a, b) => a.at - b.at);
  const day = hits.find((h) => specOf(h.value).hour === undefined);
  const part = hits.find((h) => specOf(h.value).hour !== undefined);
  if (!day && !part) return undefined;
  const days = day ? specOf(day.value).days : 0;
  const local = new Date(now.getTime() + MYT_OFFSET_H * 3_600_000);
  local.setUTCDate(local.getUTCDate() + days);
  if (part) local.setUTCHours(specOf(part.value).hour!, 0, 0, 0);
  else if (days > 0) local.setUTCHours(12, 0, 0, 0);
  const at = new Date(local.getTime() - MYT_OFFSET_H * 3_600_000);
  const words = [day, part].filter((h) => h !== undefined).sort((a, b) => a.at - b.at);
  return { iso: at.toISOString(), text: words.map((h) => h.phrase).join(' ') };
}
