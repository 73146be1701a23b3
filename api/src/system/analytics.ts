import type { components } from '@pintar/contracts';
import { chatFigures, knowledgeTimeframeDays, userFigures } from '@pintar/core';
import { problems } from '../http/problem.ts';
import type { Ops } from './ops.ts';
import type { StatusSources } from './status.ts';

type OpsAnalytics = components['schemas']['OpsAnalytics'];

/** Usage per UTC day (sign-ups, chat answers) or the latency of each route since this process started. */
export async function analytics(
  deps: StatusSources & { ops: Ops },
  kind: 'usage' | 'performance',
  timeframe: string,
): Promise<OpsAnalytics> {
  const now = new Date();
  if (kind === 'performance')
    return {
      kind,
      timeframe,
      source: `Measured by this API process since ${deps.startedAt.toISOString()}`,
      generatedAt: now.toISOString(),
      routes: deps.ops.prometheus.routeFigures(),
    };
  const days = knowledgeTimeframeDays(timeframe);
  if (days === null)
    throw problems.validation({ timeframe: 'Timeframe must be like 30d or 24h, up to a year' });
  const { documents } = deps.platform;
  const [users, chats] = await Promise.all([
    userFigures(documents, { now, days }),
    chatFigures(documents, { now, days }),
  ]);
  return {
    kind,
    timeframe,
    source: 'Users read model (sign-ups) and ChatAnswered events (chat-answers projection)',
    generatedAt: now.toISOString(),
    days: users.signUpsByDay.map(({ date, signUps }, i) => ({
      date,
      signUps,
      chats: chats.chatsByDay[i]?.answers ?? 0,
    })),
  };
}
