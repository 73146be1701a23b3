// The alerts read model: one document per alert, as raised, updated and ended.
import {
  EVENT_TYPES,
  type TransitServiceAlertData,
  type TransitServiceAlertEndedData,
} from '@pintar/contracts';
import type { Projection } from '../../projections/projection.ts';
import { TRANSIT_TOPIC, type TransitAlertDoc } from './alert.ts';

export const TRANSIT_ALERTS = { name: 'transit_alerts', indexes: ['status', 'from'] } as const;

export function evolveAlert(
  doc: TransitAlertDoc | null,
  type: string,
  data: unknown,
  time: string,
): TransitAlertDoc | null {
  if (type === EVENT_TYPES.transitServiceAlertRaised || type === EVENT_TYPES.transitServiceAlertUpdated) {
    const { alertId, ...fields } = data as TransitServiceAlertData;
    return {
      id: alertId,
      ...fields,
      status: 'active',
      endedAt: null,
      createdAt: doc?.createdAt ?? time,
      updatedAt: time,
    };
  }
  if (type === EVENT_TYPES.transitServiceAlertEnded && doc) {
    const { endedAt } = data as TransitServiceAlertEndedData;
    return { ...doc, status: 'ended', endedAt, updatedAt: time };
  }
  return null;
}

export const transitAlertsProjection: Projection = {
  name: 'transit-alerts',
  topics: [TRANSIT_TOPIC],
  target: 'documents',
  async open({ documents }) {
    const alerts = await documents.collection<TransitAlertDoc>(TRANSIT_ALERTS);
    return {
      async apply(batch) {
        for (const { event, position } of batch) {
          const id = (event.data as { alertId: string }).alertId;
          const next = evolveAlert(await alerts.get(id), event.type, event.data, event.time);
          if (next) await alerts.put(next, position);
        }
      },
      clear: () => alerts.clear(),
    };
  },
};
