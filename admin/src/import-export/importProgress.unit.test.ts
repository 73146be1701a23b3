import { describe, expect, it } from 'vitest';
import {
  applyUpdate,
  EMPTY_STATS,
  importOutcome,
  type ImportProgress,
  failProgress,
  parseProgressEvent,
  progressPercent,
  startProgress,
  updateFromRecord,
} from './importProgress';

const named = (total: number | null = 200): ImportProgress => ({
  ...startProgress('places.csv', total),
  importId: 'imp_1',
});

const event = (status: string, processed: number, imported: number, extra: object = {}) => ({
  import_id: 'imp_1',
  status,
  processed,
  stats: { imported, updated: 0, skipped: 0, enhanced: 0, rejected: 0 },
  message: null,
  ...extra,
});

describe('import progress', () => {
  it('goes from uploading to completed with the counters of the events', () => {
    let progress = named();
    progress = applyUpdate(progress, parseProgressEvent(event('uploading', 100, 90))!);
    expect(progress).toMatchObject({ phase: 'uploading', processed: 100, stats: { imported: 90 } });
    expect(progressPercent(progress)).toBe(50);
    progress = applyUpdate(progress, parseProgressEvent(event('completed', 200, 180))!);
    expect(progress).toMatchObject({ phase: 'completed', processed: 200, stats: { imported: 180 } });
    expect(progressPercent(progress)).toBe(100);
  });

  it('ends in error with the reason', () => {
    const progress = applyUpdate(
      named(),
      parseProgressEvent(event('error', 10, 0, { message: 'Disk full' }))!,
    );
    expect(progress).toMatchObject({ phase: 'error', message: 'Disk full' });
    expect(
      failProgress(startProgress('x.csv', null), 'File size too large. Maximum size is 10MB.'),
    ).toMatchObject({
      phase: 'error',
      importId: null,
      message: 'File size too large. Maximum size is 10MB.',
    });
  });

  it('ignores other imports, late answers after the end, and counts going backwards', () => {
    const other = parseProgressEvent({ ...event('completed', 5, 5), import_id: 'imp_2' })!;
    expect(applyUpdate(named(), other).phase).toBe('uploading');
    const ahead = applyUpdate(named(), parseProgressEvent(event('uploading', 150, 140))!);
    const stalePoll = updateFromRecord({
      id: 'imp_1',
      status: 'running',
      processed: 100,
      stats: { imported: 90 },
    })!;
    expect(applyUpdate(ahead, stalePoll)).toMatchObject({ processed: 150, stats: { imported: 140 } });
    const done = applyUpdate(ahead, parseProgressEvent(event('completed', 200, 190))!);
    expect(applyUpdate(done, stalePoll).phase).toBe('completed');
  });

  it("reads the API's import record when polling", () => {
    expect(
      updateFromRecord({ id: 'imp_1', status: 'failed', processed: 3, stats: {}, message: 'Bad' }),
    ).toEqual({
      importId: 'imp_1',
      phase: 'error',
      processed: 3,
      stats: {},
      message: 'Bad',
    });
    expect(updateFromRecord({ id: 'imp_1', status: 'queued' })).toBeNull();
    expect(parseProgressEvent({ status: 'completed' })).toBeNull();
    expect(parseProgressEvent('completed')).toBeNull();
  });

  it('has an indeterminate bar while the number of rows is unknown', () => {
    expect(progressPercent(named(null))).toBeNull();
    expect(progressPercent({ phase: 'uploading', processed: 500, total: 200 })).toBe(100);
  });
});

describe('how a finished import reads', () => {
  const stats = (s: Partial<typeof EMPTY_STATS>) => ({ ...EMPTY_STATS, ...s });
  it('no valid row is a failure, some rejected rows a warning, none rejected a success', () => {
    expect(importOutcome({ phase: 'completed', stats: stats({ rejected: 5 }) })).toBe('none');
    expect(importOutcome({ phase: 'completed', stats: stats({ imported: 2, rejected: 1 }) })).toBe('partial');
    expect(importOutcome({ phase: 'completed', stats: stats({ imported: 2, skipped: 1 }) })).toBe('success');
    expect(importOutcome({ phase: 'error', stats: stats({}) })).toBe('error');
  });

  it("reads the server's verdicts: failed with every row rejected, warning with some", () => {
    const failed = updateFromRecord({
      id: 'imp_1',
      status: 'failed',
      processed: 2,
      stats: stats({ rejected: 2 }),
    });
    expect(importOutcome(applyUpdate(named(2), failed!))).toBe('none');
    const warning = updateFromRecord({
      id: 'imp_1',
      status: 'warning',
      processed: 3,
      stats: stats({ imported: 2, rejected: 1 }),
    });
    expect(warning!.phase).toBe('completed');
    expect(importOutcome(applyUpdate(named(3), warning!))).toBe('partial');
    // Valid rows that were all duplicates are no failure.
    expect(importOutcome({ phase: 'completed', stats: stats({ skipped: 2, rejected: 1 }) })).toBe('partial');
  });
});
