// The SQLite writer thread (see sqliteWriter.ts): writes large batches of documents and events on
// its own connection to the database file, one transaction per job, and answers with the outcome.
import { parentPort, workerData } from 'node:worker_threads';
import { DocumentRows } from './documentRows.ts';
import { EventAppends } from './eventAppends.ts';
import { failureOf, openDatabase, type SyncMode, transaction } from './sqlite.ts';
import { STOP, type WriteAnswer, type WriteJob } from './sqliteWriterMessages.ts';

const { file, sync } = workerData as { file: string; sync: SyncMode };
const db = openDatabase(file, sync, { role: 'writer' });
/** Statements prepared once (SQLite prepares them again itself after a schema change). */
const tables = new Map<string, DocumentRows>();
let appends: EventAppends | undefined;

function run(job: WriteJob): WriteAnswer {
  if (job.kind === 'checkpoint') {
    // PASSIVE: copies what no reader still needs, and waits for no one.
    const { checkpointed } = db.prepare('PRAGMA wal_checkpoint(PASSIVE)').get() as { checkpointed: number };
    return { job: job.job, applied: checkpointed };
  }
  if (job.kind === 'events') {
    const log = (appends ??= new EventAppends(db));
    return { job: job.job, outcomes: transaction(db, () => log.append(job.batches)) };
  }
  let rows = tables.get(job.table);
  if (!rows) tables.set(job.table, (rows = new DocumentRows(db, job.table)));
  const writes = rows;
  return {
    job: job.job,
    applied: transaction(db, () => job.rows.reduce((n, row) => n + Number(writes.write(row)), 0)),
  };
}

parentPort!.on('message', (job: WriteJob | typeof STOP) => {
  if (job === STOP) {
    db.close();
    parentPort!.close();
    return;
  }
  let answer: WriteAnswer;
  try {
    answer = run(job);
  } catch (error) {
    answer = { job: job.job, error: failureOf(error) };
  }
  parentPort!.postMessage(answer);
});
