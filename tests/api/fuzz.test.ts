import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The schema-driven fuzzer (scripts/fuzz.ts, Schemathesis) for a bounded time on every run of the
 * suite, over every operation of contracts/openapi.yaml, as an administrator and as a user: no
 * server error, no answer the contract does not allow, and no operation left unexercised (one the
 * fuzzer cannot generate a request for, or one added without the responses it can give, fails
 * here). `npm run fuzz` runs the same for 10 minutes per role.
 */
describe('fuzzer', () => {
  it('exercises every operation and finds no server error and no contract break', () => {
    const run = spawnSync(process.execPath, ['scripts/fuzz.ts', '--seconds', '75'], {
      encoding: 'utf8',
      timeout: 420_000,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    const summary = output.split('\n').filter((line) => line.startsWith('fuzz:'));
    const coverage = summary.find((line) => line.startsWith('fuzz: coverage:'));
    const [, covered, total] = /coverage: (\d+) of (\d+) operations/.exec(coverage ?? '') ?? [];
    expect(Number(total), summary.join('\n')).toBeGreaterThan(100);
    expect(Number(covered), summary.join('\n')).toBe(Number(total));
    expect(summary.join('\n')).toContain('fuzz: no server errors, no contract breaks');
    // The path-spelling walk ran both ways and found nothing open.
    expect(summary.filter((line) => / answered 2xx or 5xx$/.test(line))).toEqual([
      expect.stringMatching(/^fuzz: path spellings as anonymous: \d{4,} requests, 0 answered/),
      expect.stringMatching(/^fuzz: path spellings as user: \d{4,} requests, 0 answered/),
    ]);
    expect(run.status, output.slice(-4000)).toBe(0);
  }, 450_000);
});
