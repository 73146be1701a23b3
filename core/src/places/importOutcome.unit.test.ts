import { describe, expect, it } from 'vitest';
import { emptyImportStats } from './events.ts';
import { endedStatus, noValidRow, noValidRowReason, warningMessage } from './importOutcome.ts';

const stats = (counts: Partial<ReturnType<typeof emptyImportStats>>) => ({
  ...emptyImportStats(),
  ...counts,
});

describe('import outcome', () => {
  it('fails an import whose every row was rejected, and only that one', () => {
    expect(noValidRow(stats({ rejected: 2 }))).toBe(true);
    expect(noValidRow(stats({ rejected: 2, skipped: 1 }))).toBe(false);
    expect(noValidRow(stats({ rejected: 2, updated: 1 }))).toBe(false);
    expect(noValidRow(stats({}))).toBe(false);
  });

  it('says why, quoting the first three reasons', () => {
    const errors = [1, 2, 3, 4].map((line) => ({ line: line + 1, reason: `bad ${line}` }));
    expect(noValidRowReason(stats({ rejected: 4 }), errors)).toBe(
      'No row was valid: 4 rows were rejected (line 2: bad 1; line 3: bad 2; line 4: bad 3; and 1 more).',
    );
    expect(noValidRowReason(stats({ rejected: 1 }), errors.slice(0, 1))).toBe(
      'No row was valid: 1 row was rejected (line 2: bad 1).',
    );
  });

  it('reads a partly valid import as a warning with a message, a clean one as completed', () => {
    expect(endedStatus(stats({ imported: 3, rejected: 1 }))).toBe('warning');
    expect(warningMessage(stats({ imported: 3, rejected: 1 }), 4)).toMatch(/^1 of 4 rows were rejected/);
    expect(endedStatus(stats({ imported: 3 }))).toBe('completed');
    expect(warningMessage(stats({ imported: 3 }), 3)).toBeNull();
  });
});
