// Which timetable runs on a date: the weekday's, or Sunday's on a public holiday of the state.
import type { ServiceDay } from './model.ts';
import type { Timetable } from './timetable/types.ts';

/** Malaysia has used UTC+8 all year since 1982. */
export const MALAYSIA_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 86_400_000;
const NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export interface LocalTime {
  /** UTC milliseconds of the local midnight starting the service day. */
  midnightUtcMs: number;
  /** Seconds since that midnight. */
  seconds: number;
  date: string;
}

export function localTime(at: Date): LocalTime {
  const local = at.getTime() + MALAYSIA_OFFSET_MS;
  const midnightLocal = Math.floor(local / DAY_MS) * DAY_MS;
  return {
    midnightUtcMs: midnightLocal - MALAYSIA_OFFSET_MS,
    seconds: Math.floor((local - midnightLocal) / 1000),
    date: new Date(midnightLocal).toISOString().slice(0, 10),
  };
}

/** The service day starting at `midnightUtcMs` (a local midnight). */
export function serviceDay(
  tt: Timetable,
  midnightUtcMs: number,
  state = 'KUL',
): ServiceDay & { bit: number } {
  const date = new Date(midnightUtcMs + MALAYSIA_OFFSET_MS).toISOString().slice(0, 10);
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const holiday = tt.holidays[state]?.[date] ?? null;
  const index = holiday ? 6 : weekday;
  return { date, pattern: NAMES[index]!, holiday, bit: 1 << index };
}

/** `2026-11-25T08:15:00+08:00` for seconds after a service day's local midnight. */
export function localIso(midnightUtcMs: number, seconds: number): string {
  const local = new Date(midnightUtcMs + MALAYSIA_OFFSET_MS + seconds * 1000);
  return `${local.toISOString().slice(0, 19)}+08:00`;
}
