// The live places cache (docs/city.md "Live places cache"): details through the cache (12-minute
// TTL), the daily quota on external calls, usage and popular places over 24 hours.
import { getPlace, searchPlaces } from '../../places/queries.ts';
import type { Platform } from '../../platform.ts';
import type { GeoPoint } from '../../ports/searchIndex.ts';
import { CityInputError, ProviderError } from '../shared/errors.ts';
import { ProviderHealth } from '../shared/health.ts';
import type { PlaceCache } from './cache.ts';
import { fromCatalogue, type LivePlace, type PlaceDetailsProvider } from './provider.ts';
import { type DailyQuota, QuotaSpentError } from './quota.ts';
import { UsageLog } from './usageLog.ts';

export const MAX_BATCH_PLACES = 50;

export type LiveAnswer = LivePlace & { cached: boolean; note: string | null };

export interface RealtimePlacesDeps {
  platform: Pick<Platform, 'documents' | 'search'>;
  cache: PlaceCache<LivePlace>;
  provider: PlaceDetailsProvider;
  quota: DailyQuota;
  now: () => Date;
}

export class RealtimePlaces {
  readonly deps: RealtimePlacesDeps;
  readonly usage: UsageLog;
  readonly health = new ProviderHealth();
  lastRefresh: { at: string; places: number } | null = null;

  constructor(deps: RealtimePlacesDeps) {
    this.deps = deps;
    this.usage = new UsageLog(() => deps.now().getTime());
  }

  async #place(id: string) {
    const place = await getPlace(this.deps.platform.documents, id);
    if (!place) throw new CityInputError(`No place with id ${id}`, { status: 404, code: 'not-found' });
    return place;
  }

  /** Fetches from the provider (counting the quota when it calls out) and caches the answer. */
  async #fetch(id: string): Promise<LiveAnswer> {
    const place = await this.#place(id);
    const now = this.deps.now();
    if (this.deps.provider.isExternal(place)) this.deps.quota.take();
    let live: LivePlace;
    try {
      live = await this.health.track(this.deps.now, () => this.deps.provider.details(place, now));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      const note = `Live details unavailable (${error.message}); showing the catalogue`;
      return { ...fromCatalogue(place, now), cached: false, note };
    }
    try {
      await this.deps.cache.set(id, live);
      return { ...live, cached: false, note: null };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      return { ...live, cached: false, note: `Not cached (${error.message})` };
    }
  }

  /** A place's live details: from the cache while fresh, else fetched. */
  async live(id: string): Promise<LiveAnswer> {
    const cached = await this.#cached(id);
    const answer = cached ? { ...cached, cached: true, note: null } : await this.#fetch(id);
    this.usage.record(id, answer.name, answer.cached);
    return answer;
  }

  async #cached(id: string): Promise<LivePlace | undefined> {
    try {
      return await this.deps.cache.get(id);
    } catch (error) {
      if (error instanceof ProviderError) return undefined;
      throw error;
    }
  }

  async liveBatch(ids: string[]): Promise<{ results: LiveAnswer[]; missing: string[] }> {
    checkBatch(ids);
    const results: LiveAnswer[] = [];
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      try {
        results.push(await this.live(id));
      } catch (error) {
        if (error instanceof CityInputError && error.status === 404) missing.push(id);
        else throw error;
      }
    }
    return { results, missing };
  }

  /** Fetches again, whatever the cache holds (`background`: by the background refresh, not an admin). */
  async refresh(
    ids: string[],
    options: { background?: boolean } = {},
  ): Promise<{ refreshed: LiveAnswer[]; missing: string[] }> {
    checkBatch(ids);
    const refreshed: LiveAnswer[] = [];
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      try {
        refreshed.push(await this.#fetch(id));
      } catch (error) {
        if (error instanceof CityInputError && error.status === 404) missing.push(id);
        else throw error;
      }
    }
    if (!options.background)
      this.lastRefresh = { at: this.deps.now().toISOString(), places: refreshed.length };
    return { refreshed, missing };
  }

  clear(id: string): Promise<boolean> {
    return this.deps.cache.delete(id);
  }

  /** Empties the whole cache (every place); the figures of usage and quota stay. */
  clearAll(): Promise<number> {
    return this.deps.cache.clear();
  }

  /** Catalogue places near a point (the end-user places call), with live details where cached. */
  async nearby(
    point: GeoPoint,
    radiusMeters: number,
    category: string | undefined,
    limit: number,
  ): Promise<LiveAnswer[]> {
    // Inactive places are dropped after the search (see geocode/reverse.ts: a status filter scans).
    const { results } = await searchPlaces(this.deps.platform.search, {
      near: { ...point, radiusMeters },
      ...(category ? { category } : {}),
      limit: limit * 2,
    });
    return this.#withCached(results.filter((p) => p.status === 'active').slice(0, limit));
  }

  async search(
    text: string,
    near: (GeoPoint & { radiusMeters: number }) | undefined,
    category: string | undefined,
    limit: number,
  ) {
    const { results } = await searchPlaces(this.deps.platform.search, {
      text,
      ...(near ? { near } : {}),
      ...(category ? { category } : {}),
      status: 'active',
      limit,
    });
    return this.#withCached(results);
  }

  async #withCached(places: Awaited<ReturnType<typeof searchPlaces>>['results']): Promise<LiveAnswer[]> {
    const now = this.deps.now();
    return Promise.all(
      places.map(async (place) => {
        const cached = await this.#cached(place.id);
        return cached
          ? { ...cached, cached: true, note: null }
          : { ...fromCatalogue(place, now), cached: false, note: null };
      }),
    );
  }
}

const GOOGLE_NOT_CONFIGURED = new CityInputError(
  'Google Places is not configured (set GOOGLE_MAPS_API_KEY); the catalogue is searched at /api/realtime/search/live',
  { status: 404, code: 'not-configured' },
);

/** Calls Google through the quota; a failure is a 502 naming the provider. */
async function viaGoogle<T>(places: RealtimePlaces, call: () => Promise<T>): Promise<T> {
  places.deps.quota.take();
  try {
    return await places.health.track(places.deps.now, call);
  } catch (error) {
    if (error instanceof ProviderError)
      throw new CityInputError(error.message, { status: 502, code: 'provider-failed' });
    throw error;
  }
}

export function googleSearch(
  places: RealtimePlaces,
  query: string,
  near: GeoPoint | undefined,
): Promise<LivePlace[]> {
  const search = places.deps.provider.search?.bind(places.deps.provider);
  if (!search) throw GOOGLE_NOT_CONFIGURED;
  return viaGoogle(places, () => search(query, near, places.deps.now()));
}

export function googleDetails(places: RealtimePlaces, googleId: string): Promise<LivePlace> {
  const byId = places.deps.provider.byGoogleId?.bind(places.deps.provider);
  if (!byId) throw GOOGLE_NOT_CONFIGURED;
  return viaGoogle(places, () => byId(googleId, places.deps.now()));
}

function checkBatch(ids: unknown): asserts ids is string[] {
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.length > MAX_BATCH_PLACES ||
    !ids.every((id) => typeof id === 'string')
  )
    throw new CityInputError(`place_ids must list 1 to ${MAX_BATCH_PLACES} place ids`, {
      errors: { place_ids: `List 1 to ${MAX_BATCH_PLACES} place ids` },
    });
}

export { QuotaSpentError };
