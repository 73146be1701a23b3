// The test command (`npm test`): builds the apps the browser tests drive, makes sure Chromium
// is there, runs every vitest project, and ends with one plain summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAULT_FILES } from './faultFigures.ts';

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
};

if (run('npm', ['run', 'build']) !== 0) process.exit(1);
if (run('bash', ['scripts/ensure-chromium.sh']) !== 0) process.exit(1);

mkdirSync('var', { recursive: true });
// The assistant's evaluation: train, dev and test (fails below 95 % intent or 90 % grounded facts
// on train, below the recorded floors on dev and test, or on a new empty answer).
const evaluation = run('npm', ['run', '-s', 'eval:assistant']);
const extra = process.argv.slice(2);
// The integration suites stop and start Kafka, so they run alone, after everything else; the fault
// suite last, at full length (`npm run faults`: every kill point, figures printed).
const reporting = (report: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];
const vitest = (projects: string[], report: string, more: string[] = []) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  ...reporting(report),
  ...more,
  ...extra,
];
const integrationOnly = FAULT_FILES.filter((f) => f.startsWith('tests/integration/'));
const stages = [
  {
    report: 'var/test-results.json',
    command: vitest(['unit', 'components', 'parity', 'api', 'e2e'], 'var/test-results.json'),
  },
  {
    report: 'var/test-results-integration.json',
    command: vitest(
      ['integration'],
      'var/test-results-integration.json',
      integrationOnly.flatMap((f) => ['--exclude', f]),
    ),
  },
  {
    report: 'var/test-results-faults.json',
    command: ['node', 'scripts/faults.ts', ...reporting('var/test-results-faults.json'), ...extra],
  },
];
let status = evaluation;
const totals = { passed: 0, failed: 0, skipped: 0 };
// The suites make a data folder per server and per backbone (thousands a run, a few gigabytes): they
// make them in a folder of this run's own, removed at the end, so runs do not fill the disk. A full
// disk is not only this machine's problem: Elasticsearch stops merging when less than 5 % is free.
const scratch = mkdtempSync(join(tmpdir(), 'pintar-test-run-'));
const testEnv: NodeJS.ProcessEnv = { ...process.env, TMPDIR: scratch };
for (const stage of stages) {
  rmSync(stage.report, { force: true });
  // Every stage runs, so one red stage does not hide another's results.
  const [command, ...args] = stage.command;
  status = run(command!, args, testEnv) || status;
  if (!existsSync(stage.report)) continue;
  const results = JSON.parse(readFileSync(stage.report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  totals.passed += results.numPassedTests;
  totals.failed += results.numFailedTests;
  totals.skipped += results.numPendingTests + results.numTodoTests;
}
rmSync(scratch, { recursive: true, force: true });
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(status);
