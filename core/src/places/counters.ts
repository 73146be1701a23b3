import type { StoredEvent } from '../ports/eventLog.ts';
import type { Collection, Doc } from '../ports/documentStore.ts';

/** A counter document kept per partition, with the offset of the last event it counted. */
export interface PartitionDoc extends Doc {
  offset: number;
}

/**
 * Read-modify-write of per-partition counter documents. Events at or before the offset a
 * document already counted are skipped, so a batch delivered again (whole or in part) counts once.
 */
export async function updateCounters<T extends PartitionDoc>(
  collection: Collection<T>,
  batch: readonly StoredEvent[],
  docIdFor: (stored: StoredEvent) => string | null,
  empty: (id: string) => T,
  apply: (doc: T, stored: StoredEvent) => void,
): Promise<void> {
  const groups = new Map<string, StoredEvent[]>();
  for (const stored of batch) {
    const id = docIdFor(stored);
    if (!id) continue;
    // Pushed, not copied: a copy per event made a 5,000-event batch cost quadratic time.
    const events = groups.get(id);
    if (events) events.push(stored);
    else groups.set(id, [stored]);
  }
  if (groups.size === 0) return;
  const existing = new Map((await collection.getMany([...groups.keys()])).map((d) => [d.id, d]));
  const writes = [...groups].map(([id, events]) => {
    const doc = existing.get(id) ?? empty(id);
    for (const stored of events) {
      if (stored.position.offset <= doc.offset) continue;
      apply(doc, stored);
      doc.offset = stored.position.offset;
    }
    return { doc, position: events.at(-1)!.position };
  });
  await collection.putMany(writes);
}

export function bump(counts: Record<string, number>, key: string, by: number): void {
  const next = (counts[key] ?? 0) + by;
  if (next === 0) delete counts[key];
  else counts[key] = next;
}
