import { randomUUID } from 'node:crypto';
import { EVENT_TYPES, toCloudEvent } from '@pintar/contracts';
import {
  FAVOURITES_TOPIC,
  favouritesProjection,
  listFavourites,
  type Platform,
  ProjectionRunner,
  recordEvents,
  type StoredEvent,
  waitForProjection,
} from '@pintar/core';
import { afterEach, describe, expect, it } from 'vitest';
import { platformFactories } from '../support/platforms.ts';

const quiet = { info: () => {}, error: () => {} };
const place = (placeId: string, name: string) => ({
  userId: 'u1',
  placeId,
  name,
  address: null,
  category: 'mall',
  lat: 3.15,
  lng: 101.71,
});
const starred = (placeId: string, name: string) => ({
  type: EVENT_TYPES.favouritePlaceStarred,
  subject: 'u1',
  data: place(placeId, name),
});

describe.each(platformFactories())('Favourites parity: $name', (factory) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });
  const opened = async () => {
    const platform: Platform = await factory.open(factory.newHome());
    cleanup.push(() => platform.close());
    return platform;
  };

  it('lists a user’s starred places newest first, without the ones unstarred or other users’', async () => {
    const platform = await opened();
    const runner = new ProjectionRunner(platform.eventLog, platform, quiet);
    await runner.start([favouritesProjection]);
    cleanup.push(() => runner.stop());
    const events = [
      starred('pl_a', 'A'),
      starred('pl_b', 'B'),
      starred('pl_c', 'C'),
      { type: EVENT_TYPES.favouritePlaceUnstarred, subject: 'u1', data: { userId: 'u1', placeId: 'pl_b' } },
      { ...starred('pl_a', 'A'), subject: 'u2', data: { ...place('pl_a', 'A'), userId: 'u2' } },
    ];
    let tick = Date.parse('2026-03-01T00:00:00Z');
    const { positions } = await recordEvents(platform.eventLog, FAVOURITES_TOPIC, events, {
      actor: 'u1',
      correlationId: 't',
      now: () => new Date((tick += 1000)),
    });
    await waitForProjection(platform.eventLog, [favouritesProjection.name], positions, 30_000);
    expect((await listFavourites(platform.documents, 'u1')).map((f) => f.placeId)).toEqual(['pl_c', 'pl_a']);
    expect((await listFavourites(platform.documents, 'u2')).map((f) => f.placeId)).toEqual(['pl_a']);
  });

  it('applying the same batch twice changes nothing', async () => {
    const platform = await opened();
    const handlers = await favouritesProjection.open(platform);
    const batch: StoredEvent[] = [starred('pl_a', 'A'), starred('pl_a', 'A renamed')].map((e, offset) => ({
      event: toCloudEvent(e, { id: randomUUID(), now: new Date(), actor: 'u1', correlationId: 't' }),
      position: { topic: FAVOURITES_TOPIC, partition: 0, offset },
    }));
    await handlers.apply(batch);
    const once = await listFavourites(platform.documents, 'u1');
    await handlers.apply(batch);
    expect(await listFavourites(platform.documents, 'u1')).toEqual(once);
    expect(once.map((f) => f.name)).toEqual(['A renamed']);
  });
});
