// Reading alerts: the admin list, one alert, and those in force at a time (for the queries).
import type { DocumentStore, Filter } from '../../ports/documentStore.ts';
import type { ActiveAlert } from '../model.ts';
import type { TransitAlertDoc } from './alert.ts';
import { TRANSIT_ALERTS } from './projection.ts';

export async function listTransitAlerts(
  documents: DocumentStore,
  page: { skip: number; limit: number; status?: 'active' | 'ended' },
) {
  const alerts = await documents.collection<TransitAlertDoc>(TRANSIT_ALERTS);
  const filter: Filter = page.status ? { status: page.status } : {};
  const [total, items] = await Promise.all([
    alerts.count(filter),
    alerts.find({ filter, sort: [['from', 'desc']], skip: page.skip, limit: page.limit }),
  ]);
  return { total, items };
}

export async function getTransitAlert(documents: DocumentStore, id: string): Promise<TransitAlertDoc | null> {
  return (await documents.collection<TransitAlertDoc>(TRANSIT_ALERTS)).get(id);
}

/** Alerts not ended whose window contains `at`. */
export async function activeTransitAlerts(documents: DocumentStore, at: Date): Promise<ActiveAlert[]> {
  const alerts = await documents.collection<TransitAlertDoc>(TRANSIT_ALERTS);
  const open = await alerts.find({ filter: { status: 'active' }, sort: [['from', 'asc']], limit: 500 });
  const t = at.getTime();
  return open
    .filter((a) => Date.parse(a.from) <= t && (a.until === null || Date.parse(a.until) > t))
    .map(({ id, lineId, stopId, message, severity, suspended, from, until }) => ({
      id,
      lineId,
      stopId,
      message,
      severity,
      suspended,
      from,
      until,
    }));
}
