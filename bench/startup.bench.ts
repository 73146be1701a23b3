// `npm run bench:startup`: how long the embedded default takes to be searchable again after a
// restart, and what it holds in memory. An API with its own data folder imports the places
// bench's file (BENCH_ROWS, 100k) and the knowledge bench's entries (BENCH_ENTRIES, 10k); it is
// stopped and started again on the same folder, and timed from the spawn until it answers
// health, until the last place imported is found, and until the last entry is found (the
// in-memory indexes come back from the snapshot the first API saved at its stop, then the log
// after it; without a usable snapshot they are rebuilt from the whole log). Then the process's
// resident memory, idle. Prints a JSON summary; a missed target is reported, not an error.
//
//   BENCH_DATA_DIR: keep the imported data there and reuse it on the next run (restart only).
//   Each restart saves a fresh snapshot at its stop.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { importFiles, syntheticEntries } from './knowledge/dataset.ts';
import { importAll } from './knowledge/upload.ts';
import { codeVersion } from './pipeline/engines.ts';
import { signInBenchAdmin, startBenchApi } from './pipeline/benchApi.ts';
import { now, progress, round } from './pipeline/probes.ts';
import { benchCsv } from './places/dataset.ts';
import { importFile, liftRateLimit } from './places/upload.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 10_000);
const UPLOAD_CAP = 5 * 1024 * 1024;

/** CPU seconds the process has used (user + system), from /proc: wall time on a shared machine overstates. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return round((Number(fields[11]) + Number(fields[12])) / 100, 2);
};

const rssMB = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : null;
};

async function until(check: () => Promise<boolean>, timeoutMs = 300_000): Promise<number> {
  const started = now();
  while (!(await check().catch(() => false))) {
    if (now() - started > timeoutMs) throw new Error('gave up waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
  return now();
}

// BENCH_DATA_DIR keeps the imported data between runs (imported once, then only restarted).
const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'pintar-bench-startup-'));
const imported = join(dataDir, 'bench-imported.json');
const env = { PINTAR_DATA_DIR: dataDir, PROJECTION_TIMEOUT_MS: '120000' };
const { csv, names } = benchCsv(ROWS);
const lastPlace = names.at(-1)!;
const entries = syntheticEntries(ENTRIES);
const lastEntry = `synthetic ${ENTRIES - 1}`;

type ImportTimes = { places: { seconds: number }; knowledge: { seconds: number } };

/** Imports the bench's places and entries into a first API, stopped afterwards (it saves its snapshot). */
async function importData(): Promise<ImportTimes> {
  if (existsSync(imported)) {
    progress(`startup: reusing the data imported into ${dataDir}`);
    return JSON.parse(readFileSync(imported, 'utf8')) as ImportTimes;
  }
  mkdirSync(dataDir, { recursive: true });
  const first = await startBenchApi('startup', {}, env);
  const token = await signInBenchAdmin(first.url);
  progress(`startup: importing ${ROWS} places and ${ENTRIES} entries into ${dataDir}`);
  const places = await importFile(first.url, token, csv);
  const knowledge = await importAll(first.url, token, importFiles(entries, UPLOAD_CAP - 64 * 1024));
  progress(
    `startup: imported (places ${places.seconds.toFixed(1)} s, knowledge ${knowledge.seconds} s); restarting`,
  );
  first.child.kill('SIGTERM');
  await new Promise((r) => first.child.once('exit', r));
  if (keptDir) writeFileSync(imported, JSON.stringify({ places, knowledge }));
  return { places, knowledge };
}

const { places, knowledge } = await importData();

const spawned = now();
const second = await startBenchApi('startup', {}, env);
const healthy = now();
const token2 = await signInBenchAdmin(second.url);
await liftRateLimit(second.url, token2);
const placeFound = await until(async () => {
  const res = await fetch(
    `${second.url}/api/locations/search?query=${encodeURIComponent(lastPlace)}&limit=1`,
  );
  const body = (await res.json()) as { results?: { name: string }[] };
  return body.results?.[0]?.name === lastPlace;
});
const entryFound = await until(async () => {
  const res = await fetch(`${second.url}/api/admin/knowledge/search`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token2}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: lastEntry, limit: 1 }),
  });
  return (((await res.json()) as { total?: number }).total ?? 0) > 0;
});
const searchableCpu = cpuSeconds(second.child.pid!);
await new Promise((r) => setTimeout(r, 5000));
const idleRss = rssMB(second.child.pid!);
second.child.kill('SIGTERM');
await new Promise((r) => second.child.once('exit', r));
if (!keptDir) rmSync(dataDir, { recursive: true, force: true });

const seconds = (t: number) => round((t - spawned) / 1000, 2);
console.log(
  JSON.stringify(
    {
      bench: 'startup',
      when: new Date().toISOString(),
      machine: {
        code: codeVersion(),
        node: process.version,
        cpus: `${cpus().length} x ${cpus()[0]?.model}`,
        loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))),
      },
      data: {
        places: ROWS,
        entries: ENTRIES,
        importSeconds: { places: round(places.seconds, 2), knowledge: knowledge.seconds },
      },
      restart: {
        healthySeconds: seconds(healthy),
        placesSearchableSeconds: seconds(placeFound),
        knowledgeSearchableSeconds: seconds(entryFound),
        cpuSecondsUntilSearchable: searchableCpu,
        target: 'all searchable ≤ 5 s',
      },
      idleRssMB: { value: idleRss, target: '≤ 400 MB' },
    },
    null,
    2,
  ),
);
