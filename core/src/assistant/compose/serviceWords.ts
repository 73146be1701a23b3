// The city services word a forecast and a line's state in English (the forecast from MET Malaysia's
// Malay phrases); the answer says them in the reader's language from the templates. A phrase the
// templates do not know is said as the service sent it, never guessed.
import type { Templates } from './compose.ts';
import { fill } from './format.ts';

type Facts = Record<string, string | number | undefined>;

/** "Thunderstorms in isolated places" in the reader's words. */
export function conditionsIn(t: Templates, english: string): string {
  return (t.conditions as Record<string, string>)[english] ?? english;
}

/** The forecast's conditions and its temperatures, as one phrase. */
export function weatherSummary(t: Templates, conditions: string, range: string): string {
  return [conditions ? conditionsIn(t, conditions) : '', range].filter(Boolean).join(', ');
}

/** How many lines a status answer names at most (the tool sends `line0`… `line3`). */
export const STATUS_LINES = 4;

/** "MRT Kajang Line: no service now (next at 06:00); …" from the tool's numbered facts. */
export function statusSummary(t: Templates, facts: Facts): string {
  const states = t.statuses as Record<string, string>;
  const items: string[] = [];
  for (let i = 0; i < STATUS_LINES; i += 1) {
    const line = facts[`line${i}`];
    if (line === undefined) break;
    const state = states[String(facts[`state${i}`])] ?? t.statuses.ended;
    items.push(fill(t.statusItem, { line, status: fill(state, { next: facts[`next${i}`] }) }));
  }
  return items.join(t.statusJoin);
}

/** "1 h 5 min" (the routing services' wording) in the reader's units; other text as sent. */
export function durationIn(t: Templates, text: string | number | undefined): string {
  const m = /^(?:(\d+) h )?(\d+) min$/.exec(String(text ?? ''));
  if (!m) return String(text ?? '');
  return fill(m[1] ? t.durations.hours : t.durations.minutes, { h: m[1], m: m[2] });
}
