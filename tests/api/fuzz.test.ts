import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The schema-driven fuzzer (scripts/fuzz.ts, Schemathesis) for a bounded time on every run of the
 * suite: as an administrator and as a user, over the operations of identity, places, knowledge,
 * contact and health, no server error and no answer the contract does not allow. `npm run fuzz`
 * runs longer over every operation.
 */
describe('fuzzer', () => {
  it('finds no server error and no contract break in 60 s per role', () => {
    const run = spawnSync(process.execPath, ['scripts/fuzz.ts', '--seconds', '60'], {
      encoding: 'utf8',
      timeout: 300_000,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    const summary = output.split('\n').filter((line) => line.startsWith('fuzz:'));
    expect(summary.join('\n')).toContain('fuzz: no server errors, no contract breaks');
    expect(run.status, output.slice(-4000)).toBe(0);
  }, 330_000);
});
