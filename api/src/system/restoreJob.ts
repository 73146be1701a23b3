import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { assertEmpty, checkBackup, type EventLog, replayBackup, RestoreRefused } from '@pintar/core';
import { HttpProblem } from '../http/problem.ts';

/** What GET /api/system/restore answers: the last restore of this process and how far it got. */
export interface RestoreProgress {
  state: 'idle' | 'checking' | 'restoring' | 'done' | 'failed';
  fileBytes: number | null;
  events: { restored: number; total: number | null };
  startedAt: string | null;
  finishedAt: string | null;
  message: string | null;
}

/** A fresh object each time: a restore's progress is updated in place. */
const idle = (): RestoreProgress => ({
  state: 'idle',
  fileBytes: null,
  events: { restored: 0, total: null },
  startedAt: null,
  finishedAt: null,
  message: null,
});

export const tooLarge = (max: number) =>
  new HttpProblem(
    413,
    'payload-too-large',
    `The backup is larger than the limit of ${Math.round(max / 1024 / 1024)} MB (RESTORE_MAX_BYTES).`,
    // The rest of the upload is not read: close the connection rather than drain it.
    { headers: { Connection: 'close' } },
  );

/** A refusal of the file or of this installation, as the API answers it (nothing was written). */
export function refusalProblem(error: RestoreRefused): HttpProblem {
  if (error.code === 'not-empty') return new HttpProblem(409, 'installation-not-empty', error.message);
  return new HttpProblem(400, `backup-${error.code}`, error.message);
}

/** Copies the request body to `file`, cut off with a 413 once it passes `max` bytes. */
async function receive(body: Readable, file: string, max: number): Promise<number> {
  let bytes = 0;
  const bound = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > max ? tooLarge(max) : null, chunk);
    },
  });
  await pipeline(body, bound, createWriteStream(file, { mode: 0o600 }));
  return bytes;
}

/**
 * The restore of one API process: one at a time. The upload is streamed to a file in the data
 * folder, checked whole (format, checksums, installation empty but for the caller's account),
 * and only then replayed in the background while `progress` tells how far it got.
 */
export class RestoreJob {
  #progress: RestoreProgress = idle();
  readonly #log: EventLog;
  readonly #dataDir: string;
  readonly #maxBytes: number;

  constructor(options: { log: EventLog; dataDir: string; maxBytes: number }) {
    this.#log = options.log;
    this.#dataDir = options.dataDir;
    this.#maxBytes = options.maxBytes;
  }

  get progress(): RestoreProgress {
    return structuredClone(this.#progress);
  }

  get maxBytes(): number {
    return this.#maxBytes;
  }

  /** Receives and checks the file; resolves once the replay has started (refusals throw). */
  async start(body: Readable, account: string): Promise<RestoreProgress> {
    if (this.#progress.state === 'checking' || this.#progress.state === 'restoring')
      throw new HttpProblem(409, 'restore-in-progress', 'A restore is already running; wait for it to end.');
    const startedAt = new Date().toISOString();
    this.#progress = { ...idle(), state: 'checking', startedAt };
    const file = join(this.#dataDir, `restore-${randomUUID()}.jsonl.gz`);
    const source = () => createReadStream(file).pipe(createGunzip());
    let checked;
    try {
      const fileBytes = await receive(body, file, this.#maxBytes);
      this.#progress.fileBytes = fileBytes;
      checked = await checkBackup(source);
      await assertEmpty(this.#log, Object.keys(checked.manifest.topics), account);
    } catch (error) {
      this.#progress = idle();
      await rm(file, { force: true });
      throw error instanceof RestoreRefused ? refusalProblem(error) : error;
    }
    this.#progress.state = 'restoring';
    this.#progress.events.total = checked.manifest.events;
    const replay = replayBackup(this.#log, source, checked, {
      account,
      batchSize: 2000,
      onProgress: (restored) => (this.#progress.events.restored = restored),
    });
    void replay
      .then(
        () => this.#finish('done', null),
        (error: unknown) => this.#finish('failed', `The restore stopped: ${(error as Error).message}`),
      )
      .finally(() => rm(file, { force: true }));
    return this.progress;
  }

  #finish(state: 'done' | 'failed', message: string | null): void {
    this.#progress = { ...this.#progress, state, message, finishedAt: new Date().toISOString() };
  }
}
