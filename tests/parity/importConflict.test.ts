import {
  decideCreatePlace,
  decideDeletePlace,
  decideUpdatePlace,
  getPlace,
  getPlaces,
  ImportJob,
  importsProjection,
  type Place,
  type PlaceEnricher,
  placeSearchProjection,
  placesProjection,
  placeStatsProjection,
  PLACES_TOPIC,
  ProjectionRunner,
  recordEvents,
  startPlaceMatcher,
  waitForProjection,
} from '@pintar/core';
import { afterEach, describe, expect, it } from 'vitest';
import { platformFactories } from '../support/platforms.ts';

const quiet = { info: () => {}, error: () => {} };
const PROJECTIONS = [placesProjection, placeSearchProjection, placeStatsProjection, importsProjection];
const PLACE_READ_MODELS = [placesProjection, placeSearchProjection, placeStatsProjection].map((p) => p.name);
const context = { actor: 'u_admin', now: '2026-11-24T08:00:00.000Z' };
const fields = {
  name: 'Kedai Runcit Ah Seng',
  category: 'cafe',
  city: 'Ipoh',
  state: 'Perak',
  location: { lat: 4.6, lng: 101.08 },
  source: 'import',
  source_id: 'ah-seng-1',
};

/** An import that meets an admin's edit of the same place: both changes are kept. */
describe.each(platformFactories())('import against a concurrent edit: $name', (factory) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });

  it('redoes the overtaken batch on the place as it is now, losing neither change', async () => {
    const platform = await factory.open(factory.newHome());
    const runner = new ProjectionRunner(platform.eventLog, platform, quiet);
    await runner.start(PROJECTIONS);
    const matcher = await startPlaceMatcher(platform.eventLog);
    cleanup.push(
      () => platform.close(),
      () => runner.stop(),
      () => matcher.stop(),
    );
    const record = async (events: Parameters<typeof recordEvents>[2]) => {
      const { positions } = await recordEvents(platform.eventLog, PLACES_TOPIC, events, {
        actor: 'u_admin',
        correlationId: 't',
      });
      await waitForProjection(platform.eventLog, PLACE_READ_MODELS, positions, 30_000);
    };
    const created = decideCreatePlace(fields, context);
    if (!created.ok) throw new Error('bad fixture');
    await record(created.events);
    const stale = created.events[0]!.data.place;
    // The admin saves a phone number after the import read the place.
    const edit = decideUpdatePlace(stale, { phone: '05-254 1234' }, context);
    if (!edit.ok) throw new Error('bad fixture');
    await record(edit.events);
    await matcher.caughtUp();

    let reads = 0;
    const job = new ImportJob(
      {
        log: platform.eventLog,
        matcher,
        enricher: {} as PlaceEnricher, // enrichment is off for this import
        readPlaces: async (ids): Promise<Place[]> =>
          reads++ === 0 ? [stale] : getPlaces(platform.documents, ids),
        projections: PLACE_READ_MODELS,
        projectionTimeoutMs: 30_000,
      },
      {
        importId: 'imp_conflict',
        fileName: 'ipoh.csv',
        format: 'csv',
        sizeBytes: 100,
        options: { enhanceWithGoogle: false, skipDuplicates: false, batchSize: 100 },
        actor: 'u_admin',
        correlationId: 't',
      },
    );
    async function* rows() {
      yield {
        line: 2,
        values: {
          name: fields.name,
          category: 'cafe',
          city: 'Ipoh',
          state: 'Perak',
          lat: 4.6,
          lng: 101.08,
          source_id: 'ah-seng-1',
          website: 'https://ahseng.example.my',
        },
      };
    }
    const result = await job.run(rows());
    expect(result).toMatchObject({ status: 'completed', stats: { updated: 1, rejected: 0 } });
    expect(reads).toBe(2);
    expect(await getPlace(platform.documents, stale.id)).toMatchObject({
      phone: '05-254 1234',
      website: 'https://ahseng.example.my',
      version: 3,
    });
  });

  it('imports a place deleted before as a new version of its stream', async () => {
    const platform = await factory.open(factory.newHome());
    const runner = new ProjectionRunner(platform.eventLog, platform, quiet);
    await runner.start(PROJECTIONS);
    const matcher = await startPlaceMatcher(platform.eventLog);
    cleanup.push(
      () => platform.close(),
      () => runner.stop(),
      () => matcher.stop(),
    );
    // The import's source key gives the place the id it had: its stream is at version 2.
    const created = decideCreatePlace(fields, context);
    if (!created.ok) throw new Error('bad fixture');
    const place = created.events[0]!.data.place;
    const { positions } = await recordEvents(
      platform.eventLog,
      PLACES_TOPIC,
      [...created.events, decideDeletePlace(place)],
      { actor: 'u_admin', correlationId: 't' },
    );
    await waitForProjection(platform.eventLog, PLACE_READ_MODELS, positions, 30_000);
    await matcher.caughtUp();
    const job = new ImportJob(
      {
        log: platform.eventLog,
        matcher,
        enricher: {} as PlaceEnricher,
        readPlaces: (ids) => getPlaces(platform.documents, ids),
        projections: PLACE_READ_MODELS,
        projectionTimeoutMs: 30_000,
      },
      {
        importId: 'imp_again',
        fileName: 'ipoh.csv',
        format: 'csv',
        sizeBytes: 100,
        options: { enhanceWithGoogle: false, skipDuplicates: true, batchSize: 100 },
        actor: 'u_admin',
        correlationId: 't',
      },
    );
    async function* rows() {
      yield {
        line: 2,
        values: { ...fields, lat: 4.6, lng: 101.08, location: undefined, phone: '05-111 2222' },
      };
      // A place never seen before in the same batch is written with it.
      yield {
        line: 3,
        values: {
          ...fields,
          lat: 4.61,
          lng: 101.09,
          location: undefined,
          source_id: 'new-1',
          name: 'Kedai Baru',
        },
      };
    }
    const result = await job.run(rows());
    expect(result).toMatchObject({ status: 'completed', stats: { imported: 2, rejected: 0 } });
    expect(await getPlace(platform.documents, place.id)).toMatchObject({ phone: '05-111 2222', version: 3 });
    expect(await platform.eventLog.versions(PLACES_TOPIC, [place.id])).toEqual(new Map([[place.id, 3]]));
  });
});
