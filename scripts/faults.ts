// `npm run faults`: the fault suite at full length (docs/security.md, "Faults"). The API and the
// workers killed with SIGKILL mid-import at three points and mid-rebuild, the disk of the embedded
// event log filled, and (on the real engines) Kafka and FerretDB each stopped for 30 s under load.
// CI (`npm test`, its integration stage) runs the same files once each (one kill point). For the
// real engines, first:
//   eval "$(npm run -s engines:start)"
// Prints every `faults:` figure line at the end, whether or not every case passed.
import { spawnSync } from 'node:child_process';
import { figureLines } from './faultFigures.ts';

const FILES = [
  'tests/integration/importCrash.test.ts',
  'tests/integration/rebuildCrash.test.ts',
  'tests/integration/outage.test.ts',
  'core/src/adapters/embedded/eventLog.unit.test.ts',
];

const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'integration', '--project', 'unit', ...FILES, ...process.argv.slice(2)],
  {
    encoding: 'utf8',
    env: { ...process.env, FAULTS_LONG: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Node's default (1 MB) would end a long run's output, and the run with it.
    maxBuffer: 512 * 1024 * 1024,
  },
);
process.stdout.write(run.stdout);
const figures = figureLines(run.stdout);
console.log(`\n${figures.join('\n') || 'faults: no figures (see above)'}`);
process.exit(run.status ?? 1);
