// data.gov.my GTFS-realtime adapter: fetched on demand and polled for delays, cached for the
// refresh interval; when the feed is down or answers garbage, answers say so and use the timetable.
import type { LoadedTimetable } from '../timetable/loaded.ts';
import { decodeVehiclePositions, type DecodedFeed } from './decode.ts';
import { checkFeed, type VehiclesAnswer, type VehicleSource } from './port.ts';

export interface GtfsRealtimeOptions {
  /** e.g. https://api.data.gov.my/gtfs-realtime */
  baseUrl: string;
  refreshMs: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Feeds polled in the background for delays (`ktmb/ktmb`); others are fetched when asked. */
  poll?: Array<[agency: string, category: string]>;
  onError?: (feed: string, error: Error) => void;
}

type Cached = { at: number; feed: DecodedFeed } | { at: number; error: string };

/** `/vehicle-position/ktmb` or `/vehicle-position/prasarana?category=rapid-bus-kl`. */
export function feedUrl(baseUrl: string, agency: string, category: string): string {
  const base = `${baseUrl.replace(/\/$/, '')}/vehicle-position/${agency}`;
  return agency === category ? base : `${base}?category=${encodeURIComponent(category)}`;
}

export function gtfsRealtimeSource(tt: LoadedTimetable, options: GtfsRealtimeOptions): VehicleSource {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<string, Cached>();
  const inFlight = new Map<string, Promise<Cached>>();

  async function load(agency: string, category: string): Promise<Cached> {
    const url = feedUrl(options.baseUrl, agency, category);
    try {
      const res = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return { at: now(), feed: decodeVehiclePositions(new Uint8Array(await res.arrayBuffer()), tt) };
    } catch (error) {
      options.onError?.(`${agency}/${category}`, error as Error);
      return { at: now(), error: (error as Error).message };
    }
  }

  async function fresh(agency: string, category: string): Promise<Cached> {
    const key = `${agency}/${category}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < options.refreshMs) return hit;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = load(agency, category).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const got = await pending;
    cache.set(key, got);
    return got;
  }

  const timer = options.poll?.length
    ? setInterval(() => {
        for (const [a, c] of options.poll!) void fresh(a, c);
      }, options.refreshMs)
    : undefined;
  timer?.unref();
  for (const [a, c] of options.poll ?? []) void fresh(a, c);

  return {
    status() {
      const ok = [...cache.values()].filter((c): c is { at: number; feed: DecodedFeed } => 'feed' in c);
      if (ok.length === 0)
        return {
          live: false,
          note: 'The live feed is unavailable or not fetched yet; times come from the timetable.',
        };
      const asOf = ok.map((c) => c.feed.asOf ?? '').sort()[0];
      return {
        live: true,
        note: `Delays from data.gov.my GTFS-realtime as of ${asOf}; trips without a live report keep timetable times.`,
      };
    },
    async vehicles(agency, category): Promise<VehiclesAnswer> {
      checkFeed(tt.agencies, agency, category);
      const got = await fresh(agency, category);
      const source = `data.gov.my GTFS-realtime (${feedUrl(options.baseUrl, agency, category)})`;
      if ('error' in got) {
        return {
          agency,
          category,
          live: false,
          note: `The live feed is unavailable (${got.error}); times come from the timetable.`,
          source,
          asOf: null,
          vehicles: [],
        };
      }
      return {
        agency,
        category,
        live: true,
        note: `Live positions, refreshed every ${Math.round(options.refreshMs / 1000)} s.`,
        source,
        asOf: got.feed.asOf,
        vehicles: got.feed.vehicles,
      };
    },
    delays() {
      const delays = new Map<string, number>();
      for (const got of cache.values()) {
        if ('feed' in got)
          for (const v of got.feed.vehicles)
            if (v.tripId && v.delaySeconds !== null) delays.set(v.tripId, v.delaySeconds);
      }
      return delays;
    },
    stop: () => clearInterval(timer),
  };
}
