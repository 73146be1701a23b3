import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import type { CloudEvent } from '@pintar/contracts';
import { migrateLegacyCredentials } from '../identity/legacyMigration.ts';
import type { EventLog, StreamExpectation } from '../ports/eventLog.ts';
import { assertEmpty } from './emptyCheck.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupHeader,
  type BackupLine,
  type BackupManifest,
} from './backup.ts';
import { RestoreRefused } from './restoreRefused.ts';

export { RestoreRefused };

/** Opens the decompressed backup from its start (restore reads it twice: check, then write). */
export type BackupSource = () => Readable;

async function* lines(source: BackupSource): AsyncGenerator<string> {
  try {
    const input = source();
    for await (const line of createInterface({ input, crlfDelay: Infinity })) if (line) yield line;
  } catch (error) {
    throw new RestoreRefused(
      'truncated',
      `The backup cannot be read to its end (${(error as Error).message}).`,
    );
  }
}

function parse(line: string, what: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new RestoreRefused('truncated', `The backup's ${what} is not complete JSON.`);
  }
}

export interface CheckedBackup {
  header: BackupHeader;
  manifest: BackupManifest;
  /** For each topic, the index (among its events) of each versioned subject's last event. */
  lastIndex: Map<string, Map<string, number>>;
}

/** Reads the whole file: header, every event against the manifest's counts and checksums. */
export async function checkBackup(source: BackupSource): Promise<CheckedBackup> {
  let header: BackupHeader | undefined;
  let manifest: BackupManifest | undefined;
  const all = createHash('sha256');
  const perTopic = new Map<string, { hash: ReturnType<typeof createHash>; events: number }>();
  const seen = new Map<string, Map<string, number>>();
  for await (const line of lines(source)) {
    if (manifest) throw new RestoreRefused('tampered', 'The backup has content after its manifest.');
    if (!header) {
      header = parse(line, 'header') as BackupHeader;
      if (header?.format !== BACKUP_FORMAT)
        throw new RestoreRefused('not-a-backup', 'This is not a Pintar backup.');
      if (!Number.isInteger(header.formatVersion) || header.formatVersion > BACKUP_FORMAT_VERSION)
        throw new RestoreRefused(
          'newer-version',
          `The backup is format ${header.formatVersion} (Pintar ${header.appVersion}); this version reads up to format ${BACKUP_FORMAT_VERSION}.`,
        );
      continue;
    }
    const record = parse(line, 'event') as Partial<BackupLine> & { manifest?: BackupManifest };
    if (record.manifest) {
      manifest = record.manifest;
      continue;
    }
    if (typeof record.topic !== 'string' || !record.event?.id)
      throw new RestoreRefused('tampered', 'The backup has a line that is not an event.');
    const text = `${line}\n`;
    all.update(text);
    const topic = perTopic.get(record.topic) ?? { hash: createHash('sha256'), events: 0 };
    topic.hash.update(text);
    const subjects = seen.get(record.topic) ?? new Map<string, number>();
    subjects.set(record.event.subject, topic.events);
    seen.set(record.topic, subjects);
    topic.events += 1;
    perTopic.set(record.topic, topic);
  }
  if (!header) throw new RestoreRefused('not-a-backup', 'The backup is empty.');
  if (!manifest)
    throw new RestoreRefused('truncated', 'The backup ends before its manifest: it is truncated.');
  const topics = new Map(
    [...perTopic].map(([t, v]) => [t, { events: v.events, sha256: v.hash.digest('hex') }]),
  );
  const matches =
    all.digest('hex') === manifest.sha256 &&
    Object.entries(manifest.topics ?? {}).every(([t, m]) => {
      const got = topics.get(t) ?? { events: 0, sha256: createHash('sha256').digest('hex') };
      return got.events === m.events && got.sha256 === m.sha256;
    }) &&
    [...topics.keys()].every((t) => manifest!.topics[t]);
  if (!matches)
    throw new RestoreRefused(
      'tampered',
      'The backup does not match its checksums: it was changed or damaged.',
    );
  const lastIndex = new Map<string, Map<string, number>>();
  for (const [topic, versions] of Object.entries(manifest.versions ?? {}))
    lastIndex.set(topic, new Map(Object.keys(versions).map((s) => [s, seen.get(topic)?.get(s) ?? -1])));
  return { header, manifest, lastIndex };
}

export interface RestoreOptions {
  batchSize?: number;
  onProgress?: (restored: number, total: number) => void;
  /** Through the API: the restoring administrator's own account may already exist (emptyCheck.ts). */
  account?: string;
}

/**
 * Restores a backup into an empty installation: checks the whole file first (nothing is written
 * if anything is wrong), then appends each topic's events in their order, in batches, setting
 * each versioned stream to its backed-up version with its last event.
 */
export async function restoreBackup(
  log: EventLog,
  source: BackupSource,
  options: RestoreOptions = {},
): Promise<BackupManifest> {
  const checked = await checkBackup(source);
  await assertEmpty(log, Object.keys(checked.manifest.topics), options.account);
  return replayBackup(log, source, checked, options);
}

/** Appends a checked backup's events (see `restoreBackup`; call `assertEmpty` first). */
export async function replayBackup(
  log: EventLog,
  source: BackupSource,
  checked: CheckedBackup,
  options: RestoreOptions = {},
): Promise<BackupManifest> {
  const batchSize = options.batchSize ?? 1000;
  // Only the restoring administrator's own streams can exist already: they move on from there.
  const existing = options.account ? await accountVersions(log, checked, options.account) : new Map();
  let topic = '';
  let batch: CloudEvent[] = [];
  let index = 0;
  let restored = 0;
  let expect = new Map<string, StreamExpectation>();
  const flush = async () => {
    if (batch.length === 0) return;
    await log.append(topic, batch, expect.size > 0 ? { expect } : {});
    restored += batch.length;
    options.onProgress?.(restored, checked.manifest.events);
    batch = [];
    expect = new Map();
  };
  let first = true;
  for await (const line of lines(source)) {
    if (first) {
      first = false;
      continue;
    }
    const record = JSON.parse(line) as BackupLine & { manifest?: unknown };
    if (record.manifest) break;
    if (record.topic !== topic) {
      await flush();
      topic = record.topic;
      index = 0;
    }
    const subject = record.event.subject;
    const version = checked.manifest.versions[topic]?.[subject];
    if (version !== undefined && checked.lastIndex.get(topic)?.get(subject) === index)
      expect.set(subject, { expected: existing.get(`${topic} ${subject}`) ?? 0, next: version });
    batch.push(record.event);
    index += 1;
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  // A backup from before credentials had their own stream signs in only once they are moved.
  await migrateLegacyCredentials(log);
  return checked.manifest;
}

async function accountVersions(log: EventLog, checked: CheckedBackup, account: string) {
  const found = new Map<string, number>();
  for (const [topic, versions] of Object.entries(checked.manifest.versions ?? {}))
    if (account in versions)
      found.set(`${topic} ${account}`, (await log.versions(topic, [account])).get(account) ?? 0);
  return found;
}
