import type { DocumentStore } from '../ports/documentStore.ts';
import type { EventLog } from '../ports/eventLog.ts';
import type { SearchIndex } from '../ports/searchIndex.ts';
import { waitForProjection } from '../projections/waitForProjection.ts';
import { knowledgeEntriesProjection } from './entries/projection.ts';
import { countKnowledgeEntries } from './entries/queries.ts';
import { KNOWLEDGE_TOPIC } from './knowledge.ts';
import { type KnowledgeImportResult, importKnowledge } from './transfer/import.ts';
import { parseJson } from './transfer/parse.ts';

export interface SeedKnowledgeOptions {
  actor: string;
  /** How long to wait for the read models to hold the seeded entries. */
  timeoutMs?: number;
}

/**
 * Fills an empty knowledge base from a starter file (the import's JSON format), through the same
 * import command an administrator runs. A knowledge base with any entry is left as it is.
 * Answers null when there was nothing to do.
 */
export async function seedKnowledge(
  platform: { eventLog: EventLog; documents: DocumentStore; search: SearchIndex },
  entriesJson: string | Uint8Array,
  options: SeedKnowledgeOptions,
): Promise<KnowledgeImportResult | null> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  // Count only once the entries read model has caught up with the log, or a restart would seed twice.
  const latest = await platform.eventLog.latest(KNOWLEDGE_TOPIC);
  const positions = [...latest]
    .filter(([, offset]) => offset >= 0)
    .map(([partition, offset]) => ({ topic: KNOWLEDGE_TOPIC, partition, offset }));
  await waitForProjection(platform.eventLog, [knowledgeEntriesProjection.name], positions, timeoutMs);
  if ((await countKnowledgeEntries(platform.documents)) > 0) return null;
  const text = typeof entriesJson === 'string' ? entriesJson : new TextDecoder().decode(entriesJson);
  const file = parseJson(text);
  return importKnowledge(
    { platform, projectionTimeoutMs: timeoutMs },
    file,
    { mergeExisting: false, validateOnly: false },
    { actor: options.actor, correlationId: 'seed-knowledge' },
  );
}
