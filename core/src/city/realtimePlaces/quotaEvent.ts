// The documented event when the live places service spends its daily quota (contracts/asyncapi.yaml
// channel `realtime`): the Alerts projection turns it into a warning alert of source `quota`.
import { EVENT_TYPES, type PlacesQuotaSpentData, TOPICS } from '@pintar/contracts';
import type { EventLog } from '../../ports/eventLog.ts';
import { uuidv7 } from '../../shared/ids.ts';
import { recordEvents } from '../../shared/record.ts';
import { type QuotaUsage, quotaResetsAt } from './quota.ts';

export const quotaSubject = (day: string) => `places-quota:${day}`;

export function quotaSpentData(usage: QuotaUsage, provider: string): PlacesQuotaSpentData {
  return {
    day: usage.day,
    dailyLimit: usage.dailyLimit,
    used: usage.used,
    provider,
    resetsAt: quotaResetsAt(new Date(`${usage.day}T00:00:00Z`)).toISOString(),
  };
}

/**
 * What `DailyQuota` calls when the day's last call is taken: appends `places-quota-spent` in the
 * background (the call that spent it is not held up); a failed append is a process warning.
 */
export function announceQuotaSpent(log: EventLog, provider: string, now: () => Date) {
  return (usage: QuotaUsage) => {
    const event = {
      type: EVENT_TYPES.placesQuotaSpent,
      subject: quotaSubject(usage.day),
      data: quotaSpentData(usage, provider),
    };
    const context = { actor: 'system', correlationId: uuidv7(), now };
    recordEvents(log, TOPICS.realtime, [event], context).catch((error: unknown) =>
      process.emitWarning(`places-quota-spent was not recorded: ${String(error)}`),
    );
  };
}
