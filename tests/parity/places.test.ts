import { afterEach, describe, expect, it } from 'vitest';
import {
  decideCreatePlace,
  decideDeletePlace,
  decideEnhance,
  decideUpdatePlace,
  type DomainEvent,
  importHistory,
  importsProjection,
  listPlaces,
  type Place,
  placeAnalyticsProjection,
  placeDailyCounts,
  placeSearchProjection,
  placesProjection,
  placeStatistics,
  placeStatsProjection,
  type Platform,
  PLACES_TOPIC,
  ProjectionRunner,
  recordEvents,
  searchPlaces,
  waitForProjection,
  IMPORTS_TOPIC,
} from '@pintar/core';
import { EVENT_TYPES } from '@pintar/contracts';
import { platformFactories } from '../support/platforms.ts';

const quiet = { info: () => {}, error: () => {} };
const PROJECTIONS = [
  placesProjection,
  placeSearchProjection,
  placeStatsProjection,
  placeAnalyticsProjection,
  importsProjection,
];
const context = { actor: 'u_admin', now: '2026-11-21T08:00:00.000Z' };

function place(name: string, lat: number, lng: number, extra: Record<string, unknown> = {}): Place {
  const decision = decideCreatePlace(
    {
      name,
      category: 'cafe',
      city: 'Cyberjaya',
      state: 'Selangor',
      location: { lat, lng },
      source: 'admin',
      ...extra,
    },
    context,
  );
  if (!decision.ok) throw new Error(JSON.stringify(decision.errors));
  return decision.events[0]!.data.place;
}
const created = (p: Place): DomainEvent => ({
  type: EVENT_TYPES.placeCreated,
  subject: p.id,
  version: p.version,
  data: { place: p },
});

/** given(events) then(read models): the places projections on each backbone. */
describe.each(platformFactories())('Places projections parity: $name', (factory) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });
  const open = async () => {
    const platform: Platform = await factory.open(factory.newHome());
    const runner = new ProjectionRunner(platform.eventLog, platform, quiet);
    await runner.start(PROJECTIONS);
    cleanup.push(
      () => platform.close(),
      () => runner.stop(),
    );
    return Object.assign(platform, { runner });
  };
  const record = async (platform: Platform, topic: string, events: DomainEvent[]) => {
    const { positions } = await recordEvents(platform.eventLog, topic, events, {
      actor: 'u_admin',
      correlationId: 't',
    });
    const readers = PROJECTIONS.filter((p) => p.topics.includes(topic)).map((p) => p.name);
    await waitForProjection(platform.eventLog, readers, positions, 30_000);
    return positions;
  };

  it('given created, updated, enhanced and deleted places, then documents, search and statistics agree', async () => {
    const platform = await open();
    const cafe = place('Kopi Cyberjaya', 2.921, 101.655);
    const mosque = place('Masjid Raja Haji', 2.9188, 101.6543, { category: 'mosque' });
    const clinic = place('Klinik Putrajaya', 2.93, 101.69, {
      category: 'clinic',
      city: 'Putrajaya',
      state: 'Putrajaya',
    });
    const update = decideUpdatePlace(cafe, { status: 'inactive' }, context);
    const enhance = decideEnhance(mosque, { phone: '03-8888 0000' }, 'osm', context)!;
    await record(platform, PLACES_TOPIC, [
      created(cafe),
      created(mosque),
      created(clinic),
      ...(update.ok ? update.events : []),
      enhance,
      decideDeletePlace(clinic),
    ]);

    const stats = await placeStatistics(platform.documents);
    expect(stats).toMatchObject({
      total_places: 2,
      active_places: 1,
      google_enhanced: 1,
      states_count: 1,
      categories_count: 2,
      state_breakdown: [{ state: 'Selangor', count: 2 }],
    });
    const list = await listPlaces(platform, { filters: { status: 'inactive' }, skip: 0, limit: 10 });
    expect(list.items.map((p) => p.name)).toEqual(['Kopi Cyberjaya']);
    const fuzzy = await listPlaces(platform, { q: 'Masjd Raja', filters: {}, skip: 0, limit: 10 });
    expect(fuzzy.items.map((p) => p.name)).toEqual(['Masjid Raja Haji']);
    // The city is searched too: a misspelt city finds every place in it.
    const byCity = await listPlaces(platform, { q: 'Cyberjya', filters: {}, skip: 0, limit: 10 });
    expect(byCity.items.map((p) => p.name).sort()).toEqual(['Kopi Cyberjaya', 'Masjid Raja Haji']);
    const nearby = await searchPlaces(platform.search, {
      near: { lat: 2.9189, lng: 101.6544, radiusMeters: 1000 },
      limit: 5,
    });
    expect(nearby.results.map((p) => p.name)).toEqual(['Masjid Raja Haji', 'Kopi Cyberjaya']);
    expect(nearby.results[0]!.distance_m).toBeLessThan(20);
    const gone = await searchPlaces(platform.search, { text: 'Klinik Putrajaya', limit: 5 });
    expect(gone.total).toBe(0);
    const [today] = (await placeDailyCounts(platform.documents, 1, new Date(Date.now()))).slice(-1);
    expect(today!.counts).toMatchObject({ created: 3, updated: 1, enhanced: 1, deleted: 1 });
  });

  it('counts each event once when events are delivered again', async () => {
    const platform = await open();
    const cafe = place('Twice Cafe', 2.92, 101.65);
    await record(platform, PLACES_TOPIC, [created(cafe)]);
    // Redelivery overlapping what was counted: the group starts again from the beginning and
    // gets the first place again together with a second one it has not seen.
    await platform.runner.stop();
    const { positions } = await recordEvents(
      platform.eventLog,
      PLACES_TOPIC,
      [created(place('Second Cafe', 2.93, 101.66))],
      {
        actor: 'u_admin',
        correlationId: 't',
      },
    );
    await platform.eventLog.resetGroup(placeStatsProjection.name, placeStatsProjection.topics);
    const runner = new ProjectionRunner(platform.eventLog, platform, quiet);
    await runner.start([placeStatsProjection]);
    cleanup.push(() => runner.stop());
    await waitForProjection(platform.eventLog, [placeStatsProjection.name], positions, 30_000);
    expect(await placeStatistics(platform.documents)).toMatchObject({ total_places: 2, active_places: 2 });
  });

  it('keeps one record per import with its stats and rejected rows', async () => {
    const platform = await open();
    const importId = 'imp_test';
    await record(platform, IMPORTS_TOPIC, [
      {
        type: EVENT_TYPES.importStarted,
        subject: importId,
        data: {
          importId,
          fileName: 'a.csv',
          format: 'csv',
          sizeBytes: 10,
          options: { enhanceWithGoogle: false, skipDuplicates: true, batchSize: 100 },
        },
      },
      {
        type: EVENT_TYPES.importRowRejected,
        subject: importId,
        data: { importId, line: 3, reason: 'Name is required' },
      },
      {
        type: EVENT_TYPES.importBatchProcessed,
        subject: importId,
        data: { importId, processed: 2, imported: 1, updated: 0, skipped: 0, enhanced: 0, rejected: 1 },
      },
      {
        type: EVENT_TYPES.importCompleted,
        subject: importId,
        data: {
          importId,
          stats: { imported: 1, updated: 0, skipped: 0, enhanced: 0, rejected: 1 },
          durationMs: 5,
        },
      },
    ]);
    const [record0] = await importHistory(platform.documents, 20);
    expect(record0).toMatchObject({
      id: importId,
      // One row rejected: a warning with its message (issue 15).
      status: 'warning',
      message:
        '1 of 2 rows were rejected; the other rows were imported. See the rejected rows for the reasons.',
      file_name: 'a.csv',
      processed: 2,
      started_by: 'u_admin',
      stats: { imported: 1, rejected: 1 },
      errors: [{ line: 3, reason: 'Name is required' }],
    });
  });
});
