import { expect } from 'vitest';
import type { PintarUnderTest } from './exampleConsumer.ts';
import { readSse } from './sse.ts';

const TOPICS = 'pintar.places,pintar.imports';

export interface FeedEvent {
  id: string;
  type: string;
  subject: string;
}

/**
 * Uploads `csv` as an import, then reads the event stream of places and imports while it runs,
 * cutting the connection after every `readBetweenCuts` messages `cuts` times and resuming each
 * time from the last message's id. Once the import is over, the feed's pages say what the log
 * holds, and a last connection reads until as many events have come as it holds. Answers what
 * the stream handed over and what the pages hold.
 */
export async function cutStreamDuringImport(
  pintar: PintarUnderTest,
  csv: string,
  cuts: number,
  readBetweenCuts: number,
): Promise<{ received: FeedEvent[]; recorded: FeedEvent[] }> {
  const auth = { authorization: `Bearer ${pintar.adminToken}` };
  const form = new FormData();
  form.append('file', new Blob([csv]), 'places.csv');
  form.append('enhance_with_google', 'false');
  const upload = await fetch(`${pintar.url}/api/admin/import/upload`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  expect(upload.status).toBe(202);
  const { import_id: importId } = (await upload.json()) as { import_id: string };

  const received: FeedEvent[] = [];
  let lastEventId = '';
  const connect = async (enough: (read: readonly unknown[]) => boolean) => {
    const messages = await readSse(
      `${pintar.url}/api/events/stream?topics=${TOPICS}`,
      { ...auth, 'last-event-id': lastEventId },
      enough,
    );
    for (const message of messages) received.push(JSON.parse(message.data) as FeedEvent);
    lastEventId = messages.at(-1)?.id ?? lastEventId;
  };
  for (let cut = 0; cut < cuts; cut += 1) await connect((read) => read.length >= readBetweenCuts);

  await importOver(pintar, importId);
  const recorded = await allPages(pintar);
  await connect((read) => received.length + read.length >= recorded.length);
  return { received, recorded };
}

/** Polls the import's record until it is no longer running (completed means searchable). */
async function importOver(pintar: PintarUnderTest, importId: string): Promise<void> {
  const auth = { authorization: `Bearer ${pintar.adminToken}` };
  for (let tries = 0; tries < 1200; tries += 1) {
    const res = await fetch(`${pintar.url}/api/admin/import/${importId}`, { headers: auth });
    // 404 until the imports read model has the record.
    if (res.ok && ((await res.json()) as { status: string }).status !== 'running') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${importId} did not finish`);
}

async function allPages(pintar: PintarUnderTest): Promise<FeedEvent[]> {
  const recorded: FeedEvent[] = [];
  let after = '';
  for (;;) {
    const query = new URLSearchParams({ topics: TOPICS, after, limit: '5000' });
    const res = await fetch(`${pintar.url}/api/events?${query}`, {
      headers: { authorization: `Bearer ${pintar.adminToken}` },
    });
    const page = (await res.json()) as { events: FeedEvent[]; next: string };
    if (page.events.length === 0) return recorded;
    recorded.push(...page.events);
    after = page.next;
  }
}

/** The ids of each subject's events, in the order given. */
export function idsPerKey(events: readonly FeedEvent[]): Map<string, string[]> {
  const order = new Map<string, string[]>();
  for (const event of events) order.set(event.subject, [...(order.get(event.subject) ?? []), event.id]);
  return order;
}
