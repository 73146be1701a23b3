// The chat context builder (spec: end-user side): for the user's location, the weather, the
// places within 1000 m and the realtime metrics, fetched in parallel. A part that fails or runs
// past the time budget is left out and named; the answer never waits on it for its first words.
// What the client sent (`context.weather`, `context.nearbyPlaces`) is used as given, once checked.
import type { ChatRequest, LatLng } from '@pintar/contracts';
import { type ContextPlace, placesFromClient, weatherFromClient } from './client.ts';

export const CONTEXT_RADIUS_M = 1000;
/** How long the whole context may take, from the question's arrival. */
export const CONTEXT_BUDGET_MS = 250;

export type ContextPart = 'weather' | 'nearbyPlaces' | 'systemStatus';

type Missing = 'unavailable' | 'failed' | 'timeout';

export interface ContextPorts {
  weather?: (point: LatLng) => Promise<Record<string, unknown>>;
  nearby?: (point: LatLng, radiusM: number) => Promise<ContextPlace[]>;
  metrics?: () => Promise<Record<string, unknown>>;
}

export interface BuiltContext {
  timestamp: string;
  location?: LatLng;
  weather?: Record<string, unknown>;
  nearbyPlaces?: ContextPlace[];
  systemStatus?: Record<string, unknown>;
  /** Where each part present came from. */
  from: Partial<Record<ContextPart, 'client' | 'server'>>;
  /** Parts left out: no service for it, it failed, or it ran past the budget. */
  missing: Array<{ part: ContextPart; reason: Missing }>;
}

const TIMEOUT = Symbol('timeout');

function locationOf(request: ChatRequest): LatLng | undefined {
  const point = request.context?.location ?? request.context?.userLocation;
  return point && Number.isFinite(point.lat) && Number.isFinite(point.lng)
    ? { lat: point.lat, lng: point.lng }
    : undefined;
}

/** One part as it came back: its value and where from, or why it is left out. */
export interface ContextPartResult {
  name: ContextPart;
  value?: unknown;
  from?: 'client' | 'server';
  reason?: Missing;
}

/** The context as it is being fetched: each part on its own (an answer waits only for what it uses), and all. */
export interface ContextInFlight {
  part(name: ContextPart): Promise<ContextPartResult>;
  all: Promise<BuiltContext>;
}

export function startChatContext(
  request: ChatRequest,
  ports: ContextPorts,
  options: { now: Date; budgetMs?: number },
): ContextInFlight {
  const location = locationOf(request);
  const base = { timestamp: options.now.toISOString(), ...(location ? { location } : {}) };
  // Without coordinates there is nothing to look up around: the timestamp and location only.
  if (!location) {
    const none = (name: ContextPart) => Promise.resolve<ContextPartResult>({ name });
    return { part: none, all: Promise.resolve({ ...base, from: {}, missing: [] }) };
  }
  const given = request.context ?? {};
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMEOUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMEOUT), options.budgetMs ?? CONTEXT_BUDGET_MS);
  });
  const fetchPart = async <T>(
    name: ContextPart,
    client: T | undefined,
    fetch: (() => Promise<T>) | undefined,
  ): Promise<ContextPartResult> => {
    if (client !== undefined) return { name, value: client, from: 'client' };
    if (!fetch) return { name, reason: 'unavailable' };
    try {
      const value = await Promise.race([fetch(), deadline]);
      return value === TIMEOUT ? { name, reason: 'timeout' } : { name, value, from: 'server' };
    } catch {
      return { name, reason: 'failed' };
    }
  };
  const { weather, nearby, metrics } = ports;
  const parts: Record<ContextPart, Promise<ContextPartResult>> = {
    weather: fetchPart('weather', weatherFromClient(given.weather), weather && (() => weather(location))),
    nearbyPlaces: fetchPart(
      'nearbyPlaces',
      placesFromClient(given.nearbyPlaces),
      nearby && (() => nearby(location, CONTEXT_RADIUS_M)),
    ),
    systemStatus: fetchPart('systemStatus', undefined, metrics),
  };
  const all = Promise.all(Object.values(parts)).then((results) => {
    clearTimeout(timer);
    const built: BuiltContext = { ...base, from: {}, missing: [] };
    for (const p of results) {
      if (p.reason) built.missing.push({ part: p.name, reason: p.reason });
      else if (p.from) {
        (built as unknown as Record<string, unknown>)[p.name] = p.value;
        built.from[p.name] = p.from;
      }
    }
    return built;
  });
  return { part: (name) => parts[name], all };
}

export const buildChatContext = (...args: Parameters<typeof startChatContext>): Promise<BuiltContext> =>
  startChatContext(...args).all;

/** The same value for `ttlMs` after it was fetched: figures that are the server's, not the question's. */
export function cachedFor<T>(
  ttlMs: number,
  fetch: () => Promise<T>,
  now = () => Date.now(),
): () => Promise<T> {
  let held: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!held || now() - held.at > ttlMs) {
      const value = fetch();
      held = { at: now(), value };
      // A failure is not kept: the next question tries again.
      value.catch(() => (held = undefined));
    }
    return held.value;
  };
}
