import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedPlatform } from '../platform.ts';
import { ProjectionRunner } from '../projections/runner.ts';
import { placeAnalyticsProjection } from './analyticsProjection.ts';
import { ROW_SLICE } from './importJob.ts';
import { importJobFor, rowsOf } from './importTesting.ts';
import { importsProjection } from './importsProjection.ts';
import { startPlaceMatcher } from './matcher.ts';
import { placeSearchProjection, placesProjection } from './placesProjection.ts';
import { placeStatsProjection } from './placeStatsProjection.ts';

describe('an import running beside requests', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('hands the turn to timers and requests after every slice of rows', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pintar-import-slices-'));
    dirs.push(dataDir);
    const platform = createEmbeddedPlatform({ dataDir, sqliteSync: 'normal' });
    const runner = new ProjectionRunner(platform.eventLog, platform, { info() {}, error() {} });
    await runner.start([
      placesProjection,
      placeSearchProjection,
      placeStatsProjection,
      placeAnalyticsProjection,
      importsProjection,
    ]);
    const matcher = await startPlaceMatcher(platform.eventLog);
    // Every slice counts as over its turn's budget, however fast this machine, so the import must
    // hand the turn back after each one: what the slicing guarantees, seen as order, not as time.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
    const log: ('row' | 'turn')[] = [];
    const findDuplicate = matcher.matcher.findDuplicate.bind(matcher.matcher);
    vi.spyOn(matcher.matcher, 'findDuplicate').mockImplementation((name, location) => {
      log.push('row');
      return findDuplicate(name, location);
    });
    let importing = true;
    const turn = () => {
      log.push('turn');
      if (importing) setImmediate(turn);
    };
    setImmediate(turn);
    const result = await importJobFor(platform, matcher, 'imp_slices', { batchSize: 1000 }).run(rowsOf(8000));
    importing = false;
    vi.restoreAllMocks();
    expect(result.stats.imported).toBe(8000);
    const rowsBetweenTurns = log
      .join(' ')
      .split('turn')
      .map((run) => run.split('row').length - 1)
      .filter((rows) => rows > 0);
    expect(rowsBetweenTurns.reduce((a, b) => a + b, 0)).toBe(8000);
    // Before the import was sliced, a batch of 1,000 rows ran without a turn in between.
    expect(Math.max(...rowsBetweenTurns)).toBeLessThanOrEqual(ROW_SLICE);
    await matcher.stop();
    await runner.stop();
    await platform.close();
  });
});
