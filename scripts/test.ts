// The test command (`npm test`): builds the apps the browser tests drive, makes sure Chromium
// is there, runs every vitest project, and ends with one plain summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
};

if (run('npm', ['run', 'build']) !== 0) process.exit(1);
if (run('bash', ['scripts/ensure-chromium.sh']) !== 0) process.exit(1);

mkdirSync('var', { recursive: true });
const report = 'var/test-results.json';
const extra = process.argv.slice(2);
const status = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extra,
]);

if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  const skipped = results.numPendingTests + results.numTodoTests;
  console.log(
    `tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`,
  );
}
process.exit(status);
