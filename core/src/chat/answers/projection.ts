import type { ChatAnsweredData } from '@pintar/contracts';
import type { StoredEvent } from '../../ports/eventLog.ts';
import { countedOnce } from '../../projections/countedOnce.ts';
import type { Projection } from '../../projections/projection.ts';
import { CHAT_EVENTS, CHAT_TOPIC } from '../chat.ts';

/**
 * Answer counts per UTC day, partition and facet (intent, language, audience, card, place):
 * small documents summed at read time, so a busy day is never one hot document across processes.
 */
export const CHAT_ANSWER_COUNTS = { name: 'chat_answer_counts', indexes: ['date', 'facet'] } as const;

export interface ChatCountDoc {
  id: string;
  date: string;
  /** `all`, `intent`, `language`, `audience`, `card` or `place`. */
  facet: string;
  value: string;
  answers: number;
  latency_ms_total: number;
  through: number;
  [field: string]: unknown;
}

function facetsOf(data: ChatAnsweredData): Array<[string, string]> {
  return [
    ['all', 'all'],
    ['intent', data.intent],
    ['language', data.language],
    ['audience', data.audience],
    ...[...new Set(data.cards)].map((card): [string, string] => ['card', card]),
    ...data.entities.places.map((place): [string, string] => ['place', place.name]),
  ];
}

export const chatAnswersProjection: Projection = {
  name: 'chat-answers',
  topics: [CHAT_TOPIC],
  target: 'documents',
  async open({ documents }) {
    const counts = await documents.collection<ChatCountDoc>(CHAT_ANSWER_COUNTS);
    // Answers come through the event outbox, which may append one again under its id.
    const once = await countedOnce(documents, 'chat_counted_answers');
    return {
      async apply(batch) {
        const all = batch.filter(({ event }) => event.type === CHAT_EVENTS.answered);
        if (all.length === 0) return;
        const { fresh: answered, remember } = await once.unseen(all);
        const touched = answered.flatMap((stored) => counted(stored));
        const docs = new Map(
          (await counts.getMany([...new Set(touched.map((t) => t.fresh.id))])).map((d) => [d.id, d]),
        );
        const writes = new Map<string, { doc: ChatCountDoc; position: StoredEvent['position'] }>();
        for (const { fresh, stored, latencyMs } of touched) {
          const doc = docs.get(fresh.id) ?? fresh;
          // Each document knows the last offset it counted, so a redelivered batch counts once.
          if (doc.through >= stored.position.offset) continue;
          doc.answers += 1;
          doc.latency_ms_total += latencyMs;
          doc.through = stored.position.offset;
          docs.set(fresh.id, doc);
          writes.set(fresh.id, { doc, position: stored.position });
        }
        await counts.putMany([...writes.values()]);
        await remember();
      },
      clear: async () => {
        await counts.clear();
        await once.clear();
      },
    };
  },
};

function counted(stored: StoredEvent) {
  const data = stored.event.data as ChatAnsweredData;
  const date = stored.event.time.slice(0, 10);
  const partition = stored.position.partition;
  return facetsOf(data).map(([facet, value]) => ({
    stored,
    latencyMs: data.latencyMs,
    fresh: {
      id: `${date}:${facet}:${value}@${partition}`,
      date,
      facet,
      value,
      answers: 0,
      latency_ms_total: 0,
      through: -1,
    } satisfies ChatCountDoc,
  }));
}
