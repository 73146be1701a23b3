import type { CityServices } from '@pintar/core';
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
    backgroundRefresh: {
      status: 'manual',
      note: 'No background refresh runs; places are refreshed on request (refresh one or many)',
      lastRun: live.lastRefresh?.at ?? null,
    },
    timestamp: city.now().toISOString(),
  };
}
