import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { Consumer } from '../../examples/consumer/src/consumer.ts';
import { withConsumerKey } from '../../examples/consumer/src/consumerKey.ts';
import type { FeedServer } from '../../examples/consumer/src/feed.ts';
import { placesPerState, type ReadModel } from '../../examples/consumer/src/readModel.ts';
import { postJson } from './server.ts';

/** A running Pintar, on either backbone, and its super admin's token. */
export interface PintarUnderTest {
  url: string;
  adminToken: string;
}

/** The example as it is run: with a consumer key granted just the topics it reads. */
export async function feedServer(pintar: PintarUnderTest): Promise<FeedServer> {
  const res = await postJson(
    `${pintar.url}/api/admin/consumer-keys`,
    { name: 'Example consumer', topics: ['pintar.places', 'pintar.chat'] },
    admin(pintar),
  );
  expect(res.status).toBe(201);
  const { secret } = (await res.json()) as { secret: string };
  return withConsumerKey(pintar.url, secret);
}

export const stateFile = () => join(mkdtempSync(join(tmpdir(), 'pintar-consumer-')), 'state.json');

const admin = (pintar: PintarUnderTest) => ({ authorization: `Bearer ${pintar.adminToken}` });

let placed = 0;
export async function createPlace(pintar: PintarUnderTest, name: string, city: string, state: string) {
  // Points 1 km apart, so no place is taken for another's duplicate.
  placed += 1;
  const res = await postJson(
    `${pintar.url}/api/admin/places`,
    { name, category: 'cafe', city, state, location: { lat: 2 + placed * 0.01, lng: 101.6 } },
    admin(pintar),
  );
  expect(res.status).toBe(201);
}

export async function ask(pintar: PintarUnderTest, message: string) {
  const res = await postJson(`${pintar.url}/api/chat`, { message }, admin(pintar));
  expect(res.status).toBe(200);
}

/** Pintar's own counts: places per state and answers per day and intent (all of today's). */
async function pintarCounts(pintar: PintarUnderTest) {
  const places = (await (await fetch(`${pintar.url}/api/places-stats`)).json()) as {
    state_breakdown: { state: string; count: number }[];
  };
  const chats = (await (
    await fetch(`${pintar.url}/api/admin/chat/stats?timeframe=1d`, { headers: admin(pintar) })
  ).json()) as { days: { date: string; answers: number }[]; byIntent: Record<string, number> };
  return {
    perState: Object.fromEntries(places.state_breakdown.map((s) => [s.state, s.count])),
    perDay: Object.fromEntries(chats.days.filter((d) => d.answers > 0).map((d) => [d.date, d.answers])),
    byIntent: chats.byIntent,
  };
}

function consumerCounts(model: ReadModel) {
  const perDay: Record<string, number> = {};
  const byIntent: Record<string, number> = {};
  for (const [day, intents] of Object.entries(model.chats))
    for (const [intent, n] of Object.entries(intents)) {
      perDay[day] = (perDay[day] ?? 0) + n;
      byIntent[intent] = (byIntent[intent] ?? 0) + n;
    }
  return { perState: placesPerState(model), perDay, byIntent };
}

/** Waits (bounded) until Pintar's read models have what the consumer built, then compares. */
export async function expectSameCounts(pintar: PintarUnderTest, model: ReadModel): Promise<void> {
  const wanted = consumerCounts(model);
  let seen = await pintarCounts(pintar);
  for (
    let tries = 0;
    tries < 100 && JSON.stringify(sorted(seen)) !== JSON.stringify(sorted(wanted));
    tries++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await pintarCounts(pintar);
  }
  expect(sorted(seen)).toEqual(sorted(wanted));
}

const sorted = (counts: Record<string, Record<string, number>>) =>
  Object.fromEntries(
    Object.entries(counts).map(([k, v]) => [k, Object.fromEntries(Object.entries(v).sort())]),
  );

/**
 * The example consumer end to end: it builds its model from the feed, its counts equal Pintar's,
 * and once restarted from its file it reads only what was recorded since.
 */
export async function exerciseExampleConsumer(pintar: PintarUnderTest): Promise<void> {
  await createPlace(pintar, 'Kafe Cyber Satu', 'Cyberjaya', 'Selangor');
  await createPlace(pintar, 'Kafe Cyber Dua', 'Cyberjaya', 'Selangor');
  await createPlace(pintar, 'Kedai Kopi Johor', 'Johor Bahru', 'Johor');
  await ask(pintar, 'cuaca di Cyberjaya hari ini');
  await ask(pintar, 'how do I get from KL Sentral to KLCC by train');
  await ask(pintar, 'hospital near Cyberjaya');
  // Chat answers reach the log through the outbox, after the answer: wait until all three are
  // counted (so appended) before reading the feed.
  await expect
    .poll(async () => Object.values((await pintarCounts(pintar)).perDay).reduce((a, b) => a + b, 0), {
      timeout: 30_000,
      interval: 100,
    })
    .toBe(3);

  const file = stateFile();
  const server = await feedServer(pintar);
  const first = await Consumer.open(server, file);
  expect(await first.catchUp(2)).toBeGreaterThanOrEqual(6);
  expect(placesPerState(first.model)).toMatchObject({ Selangor: 2, Johor: 1 });
  await expectSameCounts(pintar, first.model);

  await createPlace(pintar, 'Kafe Bangsar', 'Kuala Lumpur', 'Kuala Lumpur');
  const restarted = await Consumer.open(server, file);
  expect(await restarted.catchUp(2)).toBe(1);
  expect(placesPerState(restarted.model)).toMatchObject({ Selangor: 2, Johor: 1, 'Kuala Lumpur': 1 });
  await expectSameCounts(pintar, restarted.model);
}
