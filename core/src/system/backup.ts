import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { TOPICS } from '@pintar/contracts';
import { IDENTITY_TOPICS } from '../identity/identity.ts';
import type { EventLog, StoredEvent } from '../ports/eventLog.ts';
import { uuidv7 } from '../shared/ids.ts';

export const BACKUP_FORMAT = 'pintar-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** gzip level of backup files: level 1 is much faster than 6 and JSON lines still shrink well (BENCHMARKS.md, Measurements behind the code). */
export const BACKUP_GZIP_LEVEL = 1;

/** Every topic Pintar writes; a backup holds them all. */
export const ALL_TOPICS: readonly string[] = [
  ...new Set([...Object.values(TOPICS), ...Object.values(IDENTITY_TOPICS)]),
];

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  topics: string[];
}

export interface BackupManifest {
  events: number;
  sha256: string;
  topics: Record<string, { events: number; sha256: string }>;
  /** Stream versions (optimistic concurrency) of the subjects that have one. */
  versions: Record<string, Record<string, number>>;
}

/** One line of the file per event: its topic and the CloudEvent as stored. */
export interface BackupLine {
  topic: string;
  event: StoredEvent['event'];
}

async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
}

/** Reads a topic from position zero up to the end it had when asked, in order. */
export async function readTopic(
  log: EventLog,
  topic: string,
  onBatch: (batch: StoredEvent[]) => Promise<void>,
): Promise<void> {
  const ends = await log.latest(topic);
  const pending = new Set([...ends].filter(([, end]) => end >= 0).map(([p]) => p));
  if (pending.size === 0) return;
  let done!: () => void;
  let failed!: (error: unknown) => void;
  const finished = new Promise<void>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  const group = `backup-${uuidv7()}`;
  const reached = (partition: number, offset: number) => {
    if (offset >= (ends.get(partition) ?? -1)) pending.delete(partition);
    if (pending.size === 0) done();
  };
  // On Kafka the end is a transaction's commit marker, which no event carries: the group's
  // commit (which counts markers) tells when a partition is read to its end.
  const unlisten = log.onCommit(({ group: g, position }) => {
    if (g === group && position.topic === topic) reached(position.partition, position.offset);
  });
  const subscription = await log.subscribe(
    {
      group,
      topics: [topic],
      from: 'beginning',
      volatile: true,
      maxBatch: 2000,
    },
    async (batch) => {
      if (pending.size === 0) return;
      const keep = batch.filter((s) => s.position.offset <= (ends.get(s.position.partition) ?? -1));
      try {
        await onBatch(keep);
      } catch (error) {
        failed(error);
        return;
      }
      for (const s of batch) reached(s.position.partition, s.position.offset);
    },
  );
  try {
    await finished;
  } finally {
    unlisten();
    await subscription.stop();
  }
}

/** Subjects per `versions()` call: one query each on SQLite, one `$in` each on the version store. */
const VERSIONS_BATCH = 10_000;

/** The streams of a topic that have a version (written with an expectation), asked in batches. */
async function versionedStreams(
  log: EventLog,
  topic: string,
  subjects: string[],
): Promise<Record<string, number>> {
  const kept: Record<string, number> = {};
  for (let i = 0; i < subjects.length; i += VERSIONS_BATCH)
    for (const [subject, version] of await log.versions(topic, subjects.slice(i, i + VERSIONS_BATCH)))
      if (version > 0) kept[subject] = version;
  return kept;
}

/**
 * Writes a backup as JSON lines (compress the stream outside): a header, every event of every
 * topic up to the end each had when read, and a manifest with counts, SHA-256 checksums and
 * the stream versions.
 */
export async function writeBackup(
  log: EventLog,
  out: Writable,
  options: { appVersion: string; now?: Date; topics?: readonly string[] },
): Promise<BackupManifest> {
  const topics = [...(options.topics ?? ALL_TOPICS)];
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion: options.appVersion,
    createdAt: (options.now ?? new Date()).toISOString(),
    topics,
  };
  await write(out, `${JSON.stringify(header)}\n`);
  const all = createHash('sha256');
  const manifest: BackupManifest = { events: 0, sha256: '', topics: {}, versions: {} };
  for (const topic of topics) {
    const hash = createHash('sha256');
    const subjects = new Set<string>();
    let count = 0;
    await readTopic(log, topic, async (batch) => {
      let chunk = '';
      for (const { event } of batch) {
        chunk += `${JSON.stringify({ topic, event } satisfies BackupLine)}\n`;
        subjects.add(event.subject);
      }
      // The checksums cover the lines in order, so hashing a batch's text at once is the same.
      hash.update(chunk);
      all.update(chunk);
      count += batch.length;
      await write(out, chunk);
    });
    manifest.topics[topic] = { events: count, sha256: hash.digest('hex') };
    manifest.events += count;
    const kept = await versionedStreams(log, topic, [...subjects]);
    if (Object.keys(kept).length > 0) manifest.versions[topic] = kept;
  }
  manifest.sha256 = all.digest('hex');
  await write(out, `${JSON.stringify({ manifest })}\n`);
  return manifest;
}
