import type { DocumentStore, Filter } from '../../ports/documentStore.ts';
import { ALERT_DISMISSALS, ALERTS, type AlertDoc, type AlertType, type DismissalDoc } from './projection.ts';

/** The newest alerts this admin has not dismissed, optionally of one type. */
export async function alertsFor(
  documents: DocumentStore,
  options: { uid: string; type?: AlertType; limit: number },
): Promise<AlertDoc[]> {
  const dismissed = new Set(
    (
      await (
        await documents.collection<DismissalDoc>(ALERT_DISMISSALS)
      ).find({ filter: { uid: options.uid } })
    ).map((d) => d.alertId),
  );
  const filter: Filter = options.type ? { type: options.type } : {};
  const alerts = await documents.collection<AlertDoc>(ALERTS);
  const out: AlertDoc[] = [];
  // Page through the newest until enough undismissed ones are found.
  for (let skip = 0; out.length < options.limit; skip += 200) {
    const page = await alerts.find({ filter, sort: [['time', 'desc']], skip, limit: 200 });
    out.push(...page.filter((a) => !dismissed.has(a.id)));
    if (page.length < 200) break;
  }
  return out
    .slice(0, options.limit)
    .map(({ id, type, message, time, source }) => ({ id, type, message, time, source }));
}

export async function alertExists(documents: DocumentStore, id: string): Promise<boolean> {
  return (await (await documents.collection<AlertDoc>(ALERTS)).get(id)) !== null;
}
