// `node bench/places/documentWrites.bench.ts`: the places projection's document writes alone:
// BENCH_ROWS place documents (shaped as an import writes them) written with `putMany` in
// transactions of BENCH_TX rows into a fresh SQLite file, with the places collection's indexes.
// Prints CPU seconds (user, system; the process, so the document writer thread's too, and the
// main thread's alone) and wall time. Compare CPU: the machine is shared.
//
//   BENCH_ROWS (100000)  BENCH_TX (1000)  BENCH_DIR (a fresh temporary folder)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../core/src/adapters/embedded/sqlite.ts';
import { SqliteDocumentStore } from '../../core/src/adapters/embedded/documentStore.ts';
import { PLACES } from '../../core/src/places/placesProjection.ts';
import { newPlace } from '../../core/src/places/decide.ts';
import type { Place } from '../../core/src/places/place.ts';
import { validatePlace } from '../../core/src/places/validate.ts';
import type { PlaceFields } from '../../core/src/places/validate.ts';
import { parse } from 'csv-parse/sync';
import { benchCsv } from './dataset.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const TX = Number(process.env.BENCH_TX ?? 1000);
const dir = process.env.BENCH_DIR ?? mkdtempSync(join(tmpdir(), 'pintar-docwrites-'));

const context = { actor: 'bench', now: new Date().toISOString(), importId: 'imp_bench' };
const places: Place[] = (parse(benchCsv(ROWS).csv, { columns: true }) as Record<string, string>[]).map(
  (row) => {
    const checked = validatePlace(row, 'create', { defaultSource: 'import' });
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    return newPlace(checked.fields as PlaceFields, context);
  },
);

const db = openDatabase(join(dir, 'pintar.db'));
const store = new SqliteDocumentStore(db);
const places$ = await store.collection<Place>(PLACES);
const load = loadavg().map((l) => Number(l.toFixed(2)));
const cpu = process.cpuUsage();
const mainCpu = process.threadCpuUsage();
const started = performance.now();
let slowest = 0;
for (let i = 0; i < places.length; i += TX) {
  const t = performance.now();
  await places$.putMany(
    places
      .slice(i, i + TX)
      .map((doc, j) => ({ doc, position: { topic: 'pintar.places', partition: 0, offset: i + j } })),
  );
  slowest = Math.max(slowest, performance.now() - t);
}
const used = process.cpuUsage(cpu);
const main = process.threadCpuUsage(mainCpu);
console.log(
  JSON.stringify({
    bench: 'places-document-writes',
    rows: ROWS,
    rowsPerTransaction: TX,
    cpuSeconds: +((used.user + used.system) / 1e6).toFixed(2),
    userSeconds: +(used.user / 1e6).toFixed(2),
    systemSeconds: +(used.system / 1e6).toFixed(2),
    mainThreadCpuSeconds: +((main.user + main.system) / 1e6).toFixed(2),
    wallSeconds: +((performance.now() - started) / 1000).toFixed(2),
    slowestTransactionMs: Math.round(slowest),
    loadAverage: { start: load, end: loadavg().map((l) => Number(l.toFixed(2))) },
  }),
);
await store.close();
db.close();
if (!process.env.BENCH_DIR) rmSync(dir, { recursive: true, force: true });
