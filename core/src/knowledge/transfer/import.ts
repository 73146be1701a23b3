import {
  type KnowledgeCaller,
  idOf,
  type KnowledgeContext,
  metadataOf,
  recordKnowledge,
  WRITE_PROJECTIONS,
} from '../context.ts';
import { type KnowledgeDecisionMetadata, decideCreateEntry, decideUpdateEntry } from '../decide.ts';
import { knowledgeTitleKey } from '../entries/projection.ts';
import { knowledgeEntriesCollection, toKnowledgeEntry } from '../entries/queries.ts';
import type { KnowledgeEvent } from '../events.ts';
import type { KnowledgeEntry } from '../knowledge.ts';
import { checkNewEntry, type NewKnowledgeEntryFields } from '../validate.ts';
import type { KnowledgeFileRow, ParsedKnowledgeFile } from './parse.ts';
import type { Position } from '../../ports/eventLog.ts';
import { waitForProjection } from '../../projections/waitForProjection.ts';

export interface KnowledgeImportOptions {
  /** The language of rows that name none. */
  defaultLanguage?: string | undefined;
  /** Rows matching an entry (by key, translation key and language, or title and language) update it. */
  mergeExisting: boolean;
  /** Checks every row and counts what would happen, recording nothing. */
  validateOnly: boolean;
  /** The id of a row's new entry when it must be stable (the starter set); random otherwise. */
  entryId?: ((fields: NewKnowledgeEntryFields) => string | undefined) | undefined;
}

export interface KnowledgeImportResult {
  validate_only: boolean;
  stats: { created: number; updated: number; skipped: number; rejected: number };
  errors: { line: number; reason: string }[];
}

/** Events are appended this many at a time: each append is atomic, and none grows without bound. */
const CHUNK = 500;

/** What the import has seen so far, so rows of one file match each other before they are stored. */
class Seen {
  readonly #entries = new Map<string, KnowledgeEntry>();
  readonly #groups = new Map<string, string>();
  #keys(row: Pick<NewKnowledgeEntryFields, 'key' | 'translation_key' | 'title' | 'language'>): string[] {
    return [
      ...(row.key ? [`k:${row.key}`] : []),
      ...(row.translation_key ? [`t:${row.translation_key}:${row.language}`] : []),
      `n:${knowledgeTitleKey(row.title)}:${row.language}`,
    ];
  }
  match(row: NewKnowledgeEntryFields): KnowledgeEntry | undefined {
    for (const key of this.#keys(row)) {
      const found = this.#entries.get(key);
      if (found) return found;
    }
    return undefined;
  }
  remember(entry: KnowledgeEntry): void {
    for (const key of this.#keys(entry)) this.#entries.set(key, entry);
    if (entry.translation_key) this.#groups.set(entry.translation_key, entry.translation_group);
  }
  group(translationKey: string): string | undefined {
    return this.#groups.get(translationKey);
  }
}

/**
 * Imports rows one by one: a row breaking a rule is rejected with its line and reason, the others
 * go on. Rows sharing a translation key become translations of one another.
 */
export async function importKnowledge(
  ctx: KnowledgeContext,
  file: Pick<ParsedKnowledgeFile, 'rows' | 'errors'>,
  options: KnowledgeImportOptions,
  caller: KnowledgeCaller,
): Promise<KnowledgeImportResult> {
  const metadata = metadataOf(ctx, caller);
  const result: KnowledgeImportResult = {
    validate_only: options.validateOnly,
    stats: { created: 0, updated: 0, skipped: 0, rejected: file.errors.length },
    errors: [...file.errors],
  };
  const checked = file.rows.map((row) => ({ row, checked: checkRow(row, options) }));
  const valid = checked.flatMap(({ checked: c }) => (c.ok ? [c.value] : []));
  const seen = new Seen();
  for (const entry of await storedMatches(ctx, valid)) seen.remember(entry);
  const events: KnowledgeEvent[] = [];
  for (const { row, checked: c } of checked) {
    const outcome: RowOutcome = c.ok
      ? importRow(ctx, c.value, options, metadata, seen)
      : { kind: 'rejected', reason: c.message };
    if (outcome.kind === 'rejected') result.errors.push({ line: row.line, reason: outcome.reason });
    else events.push(...outcome.events);
    result.stats[outcome.kind] += 1;
  }
  result.errors.sort((a, b) => a.line - b.line);
  if (!options.validateOnly) {
    // A big file takes the projections a while: allow them time in proportion.
    const timeout = ctx.projectionTimeoutMs + events.length * 10;
    // Every chunk is appended before the one wait for the read models: waiting after each chunk
    // made the import as slow as twenty round trips through Kafka and three projections.
    const positions: Position[] = [];
    for (let i = 0; i < events.length; i += CHUNK)
      positions.push(...(await recordKnowledge(ctx, events.slice(i, i + CHUNK), caller, 'no-wait')));
    await waitForProjection(ctx.platform.eventLog, WRITE_PROJECTIONS, lastPerPartition(positions), timeout);
  }
  return result;
}

function checkRow(row: KnowledgeFileRow, options: KnowledgeImportOptions) {
  const input = { ...row.data };
  if ((input.language === undefined || input.language === '') && options.defaultLanguage)
    input.language = options.defaultLanguage;
  return checkNewEntry(input);
}

type RowOutcome =
  | { kind: 'created' | 'updated' | 'skipped'; events: KnowledgeEvent[] }
  | { kind: 'rejected'; reason: string };

function importRow(
  ctx: KnowledgeContext,
  fields: NewKnowledgeEntryFields,
  options: KnowledgeImportOptions,
  metadata: KnowledgeDecisionMetadata,
  seen: Seen,
): RowOutcome {
  const existing = seen.match(fields);
  if (existing) {
    if (!options.mergeExisting) return { kind: 'skipped', events: [] };
    const { key: _k, translation_key: _t, ...changes } = fields;
    const decision = decideUpdateEntry(existing, existing.id, { ...changes }, metadata);
    if (!decision.ok) return { kind: 'rejected', reason: decision.message };
    if (decision.events.length === 0) return { kind: 'skipped', events: [] };
    seen.remember((decision.events[0]!.data as { entry: KnowledgeEntry }).entry);
    return { kind: 'updated', events: decision.events };
  }
  const group = fields.translation_key ? seen.group(fields.translation_key) : undefined;
  const link = group
    ? { translation_group: group, translated_from: null, needs_translation: false }
    : undefined;
  const decision = decideCreateEntry({
    id: options.entryId?.(fields) ?? idOf(ctx),
    input: { ...fields },
    ...(link ? { link } : {}),
    metadata,
  });
  if (!decision.ok) return { kind: 'rejected', reason: decision.message };
  seen.remember((decision.events[0]!.data as { entry: KnowledgeEntry }).entry);
  return { kind: 'created', events: decision.events };
}

/**
 * Values per `$in` lookup: a whole file's (a 5 MB file holds about 2,500 rows) in one query per
 * field. FerretDB answers each such query by decoding and sorting every stored entry, so 500 at a
 * time made 15 full scans per file; well under SQLite's 32,766 parameters on the embedded store.
 */
const LOOKUP_CHUNK = 5_000;

/**
 * Stored entries the rows may match (by key, translation key, or title), fetched in a few `$in`
 * queries rather than one lookup per row. Translation keys match in any language, so new
 * translations join the stored group.
 */
async function storedMatches(ctx: KnowledgeContext, rows: readonly NewKnowledgeEntryFields[]) {
  const entries = await knowledgeEntriesCollection(ctx.platform.documents);
  const wanted: [string, string[]][] = [
    ['key', rows.flatMap((r) => (r.key ? [r.key] : []))],
    ['translation_key', rows.flatMap((r) => (r.translation_key ? [r.translation_key] : []))],
    ['title_key', rows.map((r) => knowledgeTitleKey(r.title))],
  ];
  const found = new Map<string, KnowledgeEntry>();
  for (const [field, values] of wanted) {
    const unique = [...new Set(values)];
    for (let i = 0; i < unique.length; i += LOOKUP_CHUNK) {
      const docs = await entries.find({ filter: { [field]: { $in: unique.slice(i, i + LOOKUP_CHUNK) } } });
      for (const doc of docs) found.set(doc.id, toKnowledgeEntry(doc));
    }
  }
  return [...found.values()];
}

/** The last of the positions in each partition: what the read models must reach. */
function lastPerPartition(positions: readonly Position[]): Position[] {
  const last = new Map<string, Position>();
  for (const position of positions) {
    const key = `${position.topic}/${position.partition}`;
    if ((last.get(key)?.offset ?? -1) < position.offset) last.set(key, position);
  }
  return [...last.values()];
}
