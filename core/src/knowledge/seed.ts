import { createHash } from 'node:crypto';
import { waitForProjection } from '../projections/waitForProjection.ts';
import { ConcurrencyError } from '../shared/errors.ts';
import type { KnowledgeContext } from './context.ts';
import { knowledgeEntriesProjection } from './entries/projection.ts';
import { KNOWLEDGE_TOPIC } from './knowledge.ts';
import { type KnowledgeImportResult, importKnowledge } from './transfer/import.ts';
import { type ParsedKnowledgeFile, parseJson } from './transfer/parse.ts';

export interface SeedKnowledgeOptions {
  actor: string;
  /** How long to wait for the read models to hold the seeded entries. */
  timeoutMs?: number;
}

type SeedPlatform = KnowledgeContext['platform'];

/**
 * A starter entry's id follows from its key: whether it was ever created is then a question the
 * log answers (its stream has a version), even after an administrator deleted it, so a deleted
 * starter entry does not come back at the next start.
 */
export const starterEntryId = (key: string): string =>
  `kb_${createHash('sha256').update(`starter:${key}`).digest('hex').slice(0, 24)}`;

/** Two processes seeding at once: the loser's append is refused whole, and it looks again. */
const ATTEMPTS = 3;

/**
 * Creates each starter entry (the import's JSON format) that was never created, through the same
 * import command an administrator runs. Per entry, not "only when empty": an entry an admin wrote
 * before the seed got there must not stop the starter set. Repeatable: an entry already created
 * (by its stable id, or a stored entry with its key, from seeds before stable ids) is skipped.
 * Answers null when there was nothing to create.
 */
export async function seedKnowledge(
  platform: SeedPlatform,
  entriesJson: string | Uint8Array,
  options: SeedKnowledgeOptions,
): Promise<KnowledgeImportResult | null> {
  const text = typeof entriesJson === 'string' ? entriesJson : new TextDecoder().decode(entriesJson);
  const file = parseJson(text);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await seedOnce(platform, file, options);
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function seedOnce(platform: SeedPlatform, file: ParsedKnowledgeFile, options: SeedKnowledgeOptions) {
  const timeoutMs = options.timeoutMs ?? 30_000;
  // The import matches rows against stored entries: read them only once the model holds the log.
  const latest = await platform.eventLog.latest(KNOWLEDGE_TOPIC);
  const positions = [...latest]
    .filter(([, offset]) => offset >= 0)
    .map(([partition, offset]) => ({ topic: KNOWLEDGE_TOPIC, partition, offset }));
  await waitForProjection(platform.eventLog, [knowledgeEntriesProjection.name], positions, timeoutMs);
  const keyOf = (row: { data: { key?: unknown } }) =>
    typeof row.data.key === 'string' && row.data.key.trim() ? row.data.key.trim() : undefined;
  const ids = file.rows.flatMap((row) => {
    const key = keyOf(row);
    return key ? [starterEntryId(key)] : [];
  });
  const versions = await platform.eventLog.versions(KNOWLEDGE_TOPIC, ids);
  const unseeded = file.rows.filter((row) => {
    const key = keyOf(row);
    return !key || !((versions.get(starterEntryId(key)) ?? 0) > 0);
  });
  const result = await importKnowledge(
    { platform, projectionTimeoutMs: timeoutMs },
    { rows: unseeded, errors: file.errors },
    {
      mergeExisting: false,
      validateOnly: false,
      entryId: (fields) => (fields.key ? starterEntryId(fields.key) : undefined),
    },
    { actor: options.actor, correlationId: 'seed-knowledge' },
  );
  return result.stats.created > 0 ? result : null;
}
