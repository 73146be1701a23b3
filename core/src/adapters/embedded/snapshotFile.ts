// A snapshot of the in-memory search indexes on disk, so a restart loads them instead of
// replaying the whole log into them. One file: a magic line, a JSON header (format version,
// checksum and length of the payload, the log it was taken from, and where each projection had
// got to in it), then the payload in V8's serialisation (typed arrays and strings load at
// memory speed). Anything that does not check out is refused with the reason, and the caller
// rebuilds from the log as before.
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import type { Position } from '../../ports/eventLog.ts';

const MAGIC = 'PINTAR-SEARCH-SNAPSHOT\n';
/**
 * Raise when the payload's shape or meaning changes: an older file is then rebuilt from the log.
 * 4: posting lists in document order.
 */
export const SNAPSHOT_VERSION = 4;

export interface SnapshotHeader {
  version: number;
  bytes: number;
  crc32: number;
  /** Which log the positions are in (the embedded log's first event id). */
  log: string;
  /** Per projection (consumer group), the positions its read model holds everything up to. */
  positions: Record<string, Position[]>;
  takenAt: string;
}

export type SnapshotRead<P> =
  | {
      ok: true;
      header: SnapshotHeader;
      payload: P;
      /**
       * Frees the file's bytes at once. The payload's typed arrays are views of them, so call it
       * only once nothing reads the payload any more. Without it the file (over 100 MB at 100k
       * places) stays resident until the next full collection, which an idle process may not run.
       */
      release: () => void;
    }
  | { ok: false; reason: string };

/** Writes the snapshot next to its final name and renames it in, so a crash leaves the old one. */
export function writeSnapshot(
  path: string,
  payload: unknown,
  header: Pick<SnapshotHeader, 'log' | 'positions'>,
): number {
  const body = serialize(payload);
  const head: SnapshotHeader = {
    version: SNAPSHOT_VERSION,
    bytes: body.length,
    crc32: crc32(body),
    ...header,
    takenAt: new Date().toISOString(),
  };
  const temporary = `${path}.${process.pid}.tmp`;
  const file = openSync(temporary, 'w');
  try {
    writeSync(file, `${MAGIC}${JSON.stringify(head)}\n`);
    writeSync(file, body);
  } finally {
    closeSync(file);
  }
  renameSync(temporary, path);
  return body.length;
}

/** Reads and checks a snapshot: format, version, length, checksum and the log it belongs to. */
export function readSnapshot<P>(path: string, log: string): SnapshotRead<P> {
  if (!existsSync(path)) return { ok: false, reason: 'no snapshot yet' };
  const file = readFileSync(path);
  if (file.subarray(0, MAGIC.length).toString() !== MAGIC)
    return { ok: false, reason: 'not a snapshot file' };
  const end = file.indexOf(10, MAGIC.length);
  let header: SnapshotHeader;
  try {
    header = JSON.parse(file.subarray(MAGIC.length, end).toString()) as SnapshotHeader;
  } catch {
    return { ok: false, reason: 'unreadable header' };
  }
  if (header.version !== SNAPSHOT_VERSION)
    return { ok: false, reason: `format ${header.version}, this version reads ${SNAPSHOT_VERSION}` };
  const body = file.subarray(end + 1);
  if (body.length !== header.bytes) return { ok: false, reason: 'truncated' };
  if (crc32(body) !== header.crc32) return { ok: false, reason: 'checksum mismatch' };
  if (header.log !== log) return { ok: false, reason: 'taken of another event log' };
  const payload = deserialize(body) as P;
  return { ok: true, header, payload, release: () => free(file) };
}

/**
 * Detaching a buffer's memory frees it now rather than at a later collection. A small file's
 * bytes sit in Node's shared pool, which cannot be detached (and is small): left as it is.
 */
function free(file: Buffer): void {
  const bytes = file.buffer;
  if (!(bytes instanceof ArrayBuffer) || file.byteOffset !== 0 || bytes.byteLength !== file.byteLength)
    return;
  try {
    bytes.transfer(0);
  } catch {
    // Not detachable: the collector frees it as usual.
  }
}
