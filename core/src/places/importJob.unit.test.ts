import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedPlatform } from '../platform.ts';
import { ProjectionRunner } from '../projections/runner.ts';
import { recordEvents } from '../shared/record.ts';
import { decideDeletePlace } from './decide.ts';
import type { RawRow } from './files/rows.ts';
import { importJobFor, placeRow, rowsOf } from './importTesting.ts';
import { startPlaceMatcher } from './matcher.ts';
import { type Place, PLACES_TOPIC } from './place.ts';
import { getPlaces } from './queries.ts';
import { PLACES, placesProjection } from './placesProjection.ts';

describe('ImportJob streams', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('creates a deleted keyed place again on its own stream, and new places at version 1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pintar-import-job-'));
    dirs.push(dataDir);
    const platform = createEmbeddedPlatform({ dataDir, sqliteSync: 'normal' });
    const quiet = { info() {}, error() {} };
    const runner = new ProjectionRunner(platform.eventLog, platform, quiet);
    await runner.start([placesProjection]);
    const matcher = await startPlaceMatcher(platform.eventLog);
    const importOnce = (rows: RawRow['values'][], n: number) =>
      importJobFor(platform, matcher, `imp_${n}`, { projections: [placesProjection.name] }).run(rowsOf(rows));

    const first = await importOnce([placeRow('Klinik Kita', 'node/1'), placeRow('Kedai Runcit Ali')], 1);
    expect(first.stats.imported).toBe(2);
    const stored = await (await platform.documents.collection<Place>(PLACES)).find({});
    expect(stored.map((p) => p.version)).toEqual([1, 1]);
    const klinik = stored.find((p) => p.name === 'Klinik Kita')!;

    const deleted = await recordEvents(platform.eventLog, PLACES_TOPIC, [decideDeletePlace(klinik)], {
      actor: 'test',
      correlationId: 'test',
    });
    matcher.matcher.remove(klinik.id);
    expect(deleted.positions).toHaveLength(1);

    const again = await importOnce([placeRow('Klinik Kita', 'node/1')], 2);
    expect(again.status).toBe('completed');
    expect(again.stats.imported).toBe(1);
    const [back] = await getPlaces(platform.documents, [klinik.id]);
    expect(back).toMatchObject({ id: klinik.id, version: 3 });
    expect((await platform.eventLog.versions(PLACES_TOPIC, [klinik.id])).get(klinik.id)).toBe(3);

    await matcher.stop();
    await runner.stop();
    await platform.close();
  });
});
