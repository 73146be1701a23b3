import type { DocumentStore } from '../ports/documentStore.ts';
import type { StoredEvent } from '../ports/eventLog.ts';

interface CountedIdDoc {
  id: string;
  date: string;
  [field: string]: unknown;
}

/**
 * For counting projections fed by the event outbox: the outbox appends an event again, under the
 * same CloudEvents id, when its process was killed between the append and forgetting it. That
 * copy sits at a later offset, so only its id tells it apart. `unseen` keeps the first of each id
 * not counted before; `remember` stores the batch's ids, to be called after the counts are
 * written (a crash between the two brings the batch again, and the offsets the counts keep skip
 * what was counted).
 */
export async function countedOnce(documents: DocumentStore, collection: string) {
  const ids = await documents.collection<CountedIdDoc>({ name: collection, indexes: ['date'] });
  return {
    async unseen(batch: readonly StoredEvent[]) {
      const before = new Set((await ids.getMany(batch.map(({ event }) => event.id))).map((d) => d.id));
      const taken = new Set(before);
      const fresh = batch.filter(({ event }) => !taken.has(event.id) && (taken.add(event.id), true));
      const remember = () =>
        ids.putMany(
          fresh.map(({ event, position }) => ({
            doc: { id: event.id, date: event.time.slice(0, 10) },
            position,
          })),
        );
      return { fresh, remember };
    },
    clear: () => ids.clear(),
  };
}
