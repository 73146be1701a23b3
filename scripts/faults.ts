// `npm run faults`: the fault suite at full length (docs/security.md, "Faults"). The API and the
// workers killed with SIGKILL mid-import at three points and mid-rebuild, the disk of the embedded
// event log filled, and (on the real engines) Kafka and FerretDB each stopped for 30 s under load.
// `npm test` runs it as its last stage (so CI does, with the real engines required). For the real
// engines, first:
//   eval "$(npm run -s engines:start)"
// Prints every `faults:` figure line at the end, whether or not every case passed.
import { spawnSync } from 'node:child_process';
import { FAULT_FILES, figureLines } from './faultFigures.ts';

const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'integration',
    '--project',
    'unit',
    ...FAULT_FILES,
    ...process.argv.slice(2),
  ],
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
