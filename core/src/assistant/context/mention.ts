// Where the chat context helps an answer: the weather around the user, said once beside a trip
// from here, a plan around here or the places nearby. A seasonal estimate is not "now": only a
// live forecast or what the client sent is mentioned.
import type { ChatSource } from '@pintar/contracts';
import type { Plan } from '../plan/plan.ts';
import type { Understanding } from '../types.ts';
import type { ContextPartResult } from './build.ts';

export function wantsWeather(u: Understanding, plan: Plan): boolean {
  if (!u.here || plan.steps.some((s) => s.tool === 'weather')) return false;
  return plan.steps.some(
    (s) =>
      s.tool === 'itinerary' ||
      (s.tool === 'places' && s.fromContext) ||
      ((s.tool === 'route' || s.tool === 'cost') && !s.origin.name),
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const degrees = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function weatherMention(
  part: ContextPartResult | undefined,
): { conditions: string; range: string; source: ChatSource } | undefined {
  const weather = part?.value as Record<string, unknown> | undefined;
  if (!weather || weather.fallback === true) return undefined;
  const t = (weather.temperature ?? {}) as Record<string, unknown>;
  const [min, max] = [degrees(t.min), degrees(t.max)];
  const current = degrees(t.current) ?? degrees(weather.temperature);
  const range = min !== null && max !== null ? `${min}–${max} °C` : current !== null ? `${current} °C` : '';
  const conditions = text(weather.conditions);
  if (!conditions && !range) return undefined;
  const client = part?.from === 'client';
  return {
    conditions,
    range,
    source: {
      name: text(weather.source) || (client ? 'Weather sent by your device' : 'Weather'),
      kind: 'provider',
      ...(text(weather.lastUpdated) ? { asOf: text(weather.lastUpdated) } : {}),
    },
  };
}
