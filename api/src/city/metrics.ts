import type { CityServices } from '@pintar/core';
import { Gauge, type Registry } from 'prom-client';
import { stats } from '../system/stats.ts';
import type { StatusSources } from '../system/status.ts';

/**
 * The spec's system metrics, each measured by this process or counted from the read models.
 * Figures Pintar cannot measure are null, never invented.
 */
export async function realtimeMetrics(city: CityServices, sources: StatusSources) {
  const live = city.realtime;
  const [figures, redis] = await Promise.all([stats(sources), live.deps.cache.redisStatus()]);
  const cache = live.deps.cache.stats();
  const quota = live.deps.quota.usage();
  const google = live.deps.provider.source === 'google';
  return {
    systemHealth: figures.system.systemHealth,
    totalUsers: figures.users.totalUsers,
    activeUsers: figures.users.activeUsers,
    totalChats: figures.chats.totalChats,
    uptime: figures.system.uptime,
    responseTime: figures.system.responseTime,
    averageResponseTime: figures.performance.averageResponseTime,
    cache_hit_rate: cache.hitRate,
    google_api_calls: google ? quota.used : 0,
    redis_connected: redis.status === 'connected',
    response_time_avg: figures.performance.averageResponseTime,
    requests_per_minute: figures.performance.requestsPerMinute,
    error_rate: figures.performance.errorRate,
    cache: { ...cache },
    redis,
    googlePlaces: {
      status: google
        ? live.health.lastError && live.health.lastError.at > (live.health.lastSuccessAt ?? '')
          ? 'error'
          : 'configured'
        : 'not configured',
      apiCalls: quota.used,
      remaining: quota.remaining,
      dailyLimit: quota.dailyLimit,
    },
    backgroundRefresh: refreshState(city),
    timestamp: city.now().toISOString(),
  };
}

const REFRESH_NOTES = {
  running: 'Popular places about to expire are refreshed within the daily quota',
  stopped: 'The background refresh is stopped (the API is shutting down or was started without it)',
  off: 'Turned off (LIVE_PLACES_REFRESH_MS=0): places are refreshed on request only',
};

/** The background refresh's state; `lastRun` is its last pass, or else the last manual refresh. */
export function refreshState(city: CityServices) {
  const { lastRun, ...state } = city.liveRefresh.state();
  return {
    ...state,
    note: REFRESH_NOTES[state.status],
    lastRun: lastRun?.at ?? city.realtime.lastRefresh?.at ?? null,
    lastResult: lastRun,
  };
}

/**
 * The live places cache in `GET /metrics`: hit rate, size and the daily quota, read at each scrape.
 * Registered once per registry (two route sets on one app share it).
 */
export function registerLiveCacheGauges(registry: Registry, city: CityServices): void {
  if (registry.getSingleMetric('pintar_live_places_cache_hit_ratio')) return;
  const registers = [registry];
  const live = city.realtime;
  const gauge = (name: string, help: string, read: () => number | null) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const value = read();
        // No figure rather than a made-up one (no lookups yet, Redis's size unknown).
        if (value === null) this.reset();
        else this.set(value);
      },
    });
  gauge(
    'pintar_live_places_cache_hit_ratio',
    'Live places cache hits over lookups since start.',
    () => live.deps.cache.stats().hitRate,
  );
  gauge(
    'pintar_live_places_cache_entries',
    'Places in the in-process live places cache.',
    () => live.deps.cache.stats().entries,
  );
  gauge(
    'pintar_live_places_quota_used',
    'External place calls counted today (UTC).',
    () => live.deps.quota.usage().used,
  );
  gauge(
    'pintar_live_places_quota_limit',
    'The daily limit of external place calls.',
    () => live.deps.quota.usage().dailyLimit,
  );
  gauge('pintar_live_places_quota_used_ratio', 'Share of the daily place-call quota used today.', () => {
    const { used, dailyLimit } = live.deps.quota.usage();
    return used / dailyLimit;
  });
}
