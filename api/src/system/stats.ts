import type { components } from '@pintar/contracts';
import { chatFigures, monitoringView, userFigures } from '@pintar/core';
import { type StatusSources, systemStatus } from './status.ts';

type Stats = components['schemas']['Stats'];

/** The period the growth rates and active users are counted over. */
export const STATS_DAYS = 30;

/** Every figure counted from the read models or measured by this process. */
export async function stats(sources: StatusSources): Promise<Stats> {
  const started = performance.now();
  const now = new Date();
  const { documents } = sources.platform;
  const [users, chats, status, monitoring] = await Promise.all([
    userFigures(documents, { now, days: STATS_DAYS }),
    chatFigures(documents, { now, days: STATS_DAYS }),
    systemStatus(sources),
    monitoringView(documents, { criticalOnly: true }),
  ]);
  const checked = monitoring.endpoints.filter((e) => e.status !== 'unknown' && e.status !== 'skipped');
  const healthy = checked.filter((e) => e.status === 'healthy').length;
  return {
    users: {
      totalUsers: users.totalUsers,
      activeUsers: users.activeUsers,
      adminUsers: users.adminUsers,
      newUsersToday: users.newUsersToday,
      userGrowthRate: users.userGrowthRate,
    },
    chats: {
      totalChats: chats.totalChats,
      chatsToday: chats.chatsToday,
      totalMessages: null,
      avgMessagesPerChat: null,
      chatGrowthRate: chats.chatGrowthRate,
      source: 'ChatAnswered events (chat-answers projection); conversations stay on the device',
    },
    system: {
      systemHealth: checked.length ? Math.round((healthy / checked.length) * 100) : null,
      uptime: status.uptimeSeconds,
      responseTime: status.http.averageResponseTimeMs,
    },
    performance: {
      errorRate: status.http.errorRate,
      requestsPerMinute: status.http.requestsPerMinute,
      averageResponseTime: status.http.averageResponseTimeMs,
    },
    services: status.components,
    period: { days: STATS_DAYS },
    timestamp: now.toISOString(),
    generatedIn: Math.round((performance.now() - started) * 10) / 10,
  };
}
