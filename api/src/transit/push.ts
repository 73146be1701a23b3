import { randomUUID } from 'node:crypto';
import { EVENT_TYPES, TOPICS } from '@pintar/contracts';
import type { EventLog } from '@pintar/core';
import type { Server } from 'socket.io';

const KINDS: Record<string, 'raised' | 'updated' | 'ended'> = {
  [EVENT_TYPES.transitServiceAlertRaised]: 'raised',
  [EVENT_TYPES.transitServiceAlertUpdated]: 'updated',
  [EVENT_TYPES.transitServiceAlertEnded]: 'ended',
};

/**
 * Pushes service alerts to every client of the public socket.io namespace `/transit` as
 * `transit:alert` ({ kind, alert data, time }), from this process's own volatile consumer of
 * pintar.transit, so each API process tells its own clients.
 */
export async function pushTransitAlerts(log: EventLog, io: Server): Promise<{ stop(): Promise<void> }> {
  const transit = io.of('/transit');
  const subscription = await log.subscribe(
    { group: `api-transit-live-${randomUUID()}`, topics: [TOPICS.transit], from: 'end', volatile: true },
    async (batch) => {
      for (const { event } of batch) {
        const kind = KINDS[event.type];
        if (kind) transit.emit('transit:alert', { kind, ...(event.data as object), time: event.time });
      }
    },
  );
  return { stop: () => subscription.stop() };
}
