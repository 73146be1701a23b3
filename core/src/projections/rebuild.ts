import { EVENT_TYPES, type ProjectionRebuiltData, TOPICS } from '@pintar/contracts';
import type { CollectionDefinition, Doc } from '../ports/documentStore.ts';
import type { EventLog } from '../ports/eventLog.ts';
import type { IndexDefinition, SearchDoc } from '../ports/searchIndex.ts';
import { recordEvents } from '../shared/record.ts';
import { sleep } from '../shared/timing.ts';
import type { Projection, ProjectionStores } from './projection.ts';

export interface RebuildResult {
  projection: string;
  events: number;
  durationMs: number;
}

/**
 * Rebuilds a read model without taking it offline: replays the log from position zero into staged
 * collections and indexes while the live ones keep answering (and the live projection keeps
 * writing), swaps the staged ones in atomically once they have caught up, catches up once more
 * for what arrived during the swap, then records ProjectionRebuilt on `pintar.system`.
 */
export async function rebuildProjection(
  log: EventLog,
  stores: ProjectionStores,
  projection: Projection,
): Promise<RebuildResult> {
  const started = performance.now();
  const staged: { promote(): Promise<void> }[] = [];
  const handlers = await projection.open(stagingStores(stores, staged));
  let events = 0;
  const group = `${projection.name}.rebuild`;
  const subscription = await log.subscribe(
    { group, topics: projection.topics, from: 'beginning', volatile: true },
    async (batch) => {
      await handlers.apply(batch);
      events += batch.length;
    },
  );
  try {
    await catchUp(log, group, projection.topics);
    for (const item of staged) await item.promote();
    await catchUp(log, group, projection.topics);
  } finally {
    await subscription.stop();
  }
  const result = { projection: projection.name, events, durationMs: Math.round(performance.now() - started) };
  const data: ProjectionRebuiltData = result;
  await recordEvents(
    log,
    TOPICS.system,
    [{ type: EVENT_TYPES.projectionRebuilt, subject: projection.name, data }],
    {
      actor: 'system',
      correlationId: `rebuild-${projection.name}`,
    },
  );
  return result;
}

/** Stores whose collections and indexes are fresh staged copies, remembered for the swap. */
function stagingStores(stores: ProjectionStores, staged: { promote(): Promise<void> }[]): ProjectionStores {
  const { documents, search } = stores;
  const remember = <T extends { promote(): Promise<void> }>(item: T) => {
    staged.push(item);
    return item;
  };
  return {
    documents: {
      adapter: documents.adapter,
      collection: async <T extends Doc>(definition: CollectionDefinition) =>
        remember(await documents.stage<T>(definition)),
      stage: (definition) => documents.stage(definition),
      ping: () => documents.ping(),
      close: async () => {},
    },
    search: {
      adapter: search.adapter,
      durable: search.durable,
      index: async <T extends SearchDoc>(definition: IndexDefinition) =>
        remember(await search.stage<T>(definition)),
      stage: (definition) => search.stage(definition),
      ping: () => search.ping(),
      close: async () => {},
    },
  };
}

/** Waits until the group has handled everything that was in the log when this was called. */
async function catchUp(log: EventLog, group: string, topics: readonly string[]): Promise<void> {
  const targets = await Promise.all(topics.map(async (topic) => ({ topic, heads: await log.latest(topic) })));
  for (const { topic, heads } of targets) {
    for (const [partition, head] of heads) {
      while ((await log.committed(group, topic, partition, head)) < head) await sleep(25);
    }
  }
}
