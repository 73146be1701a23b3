import { EVENT_TYPES } from '@pintar/contracts';
import type { EventLog, Position } from '../ports/eventLog.ts';
import { ConcurrencyError } from '../shared/errors.ts';
import { type DomainEvent, recordEvents } from '../shared/record.ts';
import { yieldToEventLoop } from '../shared/timing.ts';
import { waitForProjection } from '../projections/waitForProjection.ts';
import { decideEnhance, newPlace, type PlaceContext, placeCreated, placeUpdated } from './decide.ts';
import type { PlaceEnricher } from './enrichment/port.ts';
import { QuotaExceededError } from './enrichment/port.ts';
import { emptyImportStats, type ImportOptions, type ImportStats, type PlaceCreated } from './events.ts';
import {
  endedStatus,
  type FinishedImportStatus,
  noValidRow,
  noValidRowReason,
  warningMessage,
} from './importOutcome.ts';
import type { RawRow } from './files/rows.ts';
import type { LiveMatcher } from './matcher.ts';
import { IMPORTS_TOPIC, type Place, placeIdFor, PLACES_TOPIC } from './place.ts';
import { type PlaceFields, validatePlace } from './validate.ts';

export interface ImportDeps {
  log: EventLog;
  matcher: LiveMatcher;
  enricher: PlaceEnricher;
  /** Current documents of places a row duplicates (to update them). */
  readPlaces(ids: readonly string[]): Promise<Place[]>;
  /** Read models that must hold the rows before the import is reported complete. */
  projections: readonly string[];
  projectionTimeoutMs: number;
}

export interface ImportRequest {
  importId: string;
  fileName: string;
  format: 'csv' | 'json' | 'xlsx';
  sizeBytes: number;
  options: ImportOptions;
  actor: string;
  correlationId: string;
}

export interface ImportResult {
  importId: string;
  /** failed also when no row was valid; warning when some rows were rejected. */
  status: FinishedImportStatus;
  stats: ImportStats;
  errors: { line: number; reason: string }[];
  message: string | null;
  durationMs: number;
}

const KEPT_ERRORS = 100;

interface Duplicate {
  id: string;
  fields: PlaceFields;
  raw: RawRow['values'];
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * The fields a row really gives: a blank cell must not wipe what the place has, and a default
 * (category other, status active) must not overwrite a real value. Source fields stay as they were.
 */
function providedFields(fields: PlaceFields, raw: RawRow['values']): Partial<PlaceFields> {
  const given: Partial<PlaceFields> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'source' || field === 'source_id') continue;
    const rawValue = field === 'location' ? raw.lat : raw[field];
    if (!isBlank(rawValue)) Object.assign(given, { [field]: value });
  }
  return given;
}
/** Rows checked before the event loop gets a turn. */
export const ROW_SLICE = 250;
/** Place appends in flight at once: the next batch is prepared while the log writes. */
const IN_FLIGHT = 4;

/** Why a row is refused, in one line (the field messages joined), or its checked fields. */
export function checkImportRow(row: RawRow): string | { fields: PlaceFields } {
  if (row.error) return row.error;
  if (row.formulaCells?.length) return `Formulas are not allowed (cell ${row.formulaCells.join(', ')})`;
  const checked = validatePlace(row.values, 'create', { defaultSource: 'import' });
  if (!checked.ok) return Object.values(checked.errors).join('; ');
  return { fields: checked.fields as PlaceFields };
}

/** One import: rows checked one by one, written in batches, reported as events on pintar.imports. */
export class ImportJob {
  readonly #deps: ImportDeps;
  readonly #request: ImportRequest;
  readonly #context: PlaceContext;
  readonly stats: ImportStats = emptyImportStats();
  readonly errors: { line: number; reason: string }[] = [];
  #processed = 0;
  #enrich = true;
  #note: string | null = null;
  /** The last place position per partition: what the read models must reach. */
  readonly #lastPositions = new Map<string, Position>();
  #inFlight: Promise<void>[] = [];
  /** The places this import wrote, as written: later rows build on them, not on a lagging read. */
  readonly #written = new Map<string, Place>();
  /** Batches an admin's edit overtook are redone one after another, in file order. */
  #redone: Promise<unknown> = Promise.resolve();
  #progress: Promise<unknown> = Promise.resolve();

  constructor(deps: ImportDeps, request: ImportRequest) {
    this.#deps = deps;
    this.#request = request;
    this.#context = { actor: request.actor, now: new Date().toISOString(), importId: request.importId };
    this.#enrich = request.options.enhanceWithGoogle;
  }

  #record(topic: string, events: DomainEvent[], now?: () => Date) {
    return recordEvents(this.#deps.log, topic, events, {
      actor: this.#request.actor,
      correlationId: this.#request.correlationId,
      ...(now ? { now } : {}),
    });
  }

  #started = Date.now();

  /** Starts and runs an import to its end. */
  async run(rows: AsyncIterable<RawRow>): Promise<ImportResult> {
    await this.start();
    return this.process(rows);
  }

  /**
   * Records ImportStarted once every existing place is known to the duplicate check. Its time is
   * the `created_at` of every place the import creates: after a crash, the places carrying the
   * import's id and that time are the ones it created, whatever its last progress report said
   * (`interruptedImports.ts`).
   */
  async start(): Promise<void> {
    const { importId, fileName, format, sizeBytes, options } = this.#request;
    this.#started = Date.now();
    await this.#deps.matcher.caughtUp();
    const startedAt = new Date(this.#context.now);
    await this.#record(
      IMPORTS_TOPIC,
      [
        {
          type: EVENT_TYPES.importStarted,
          subject: importId,
          data: { importId, fileName, format, sizeBytes, options },
        },
      ],
      () => startedAt,
    );
  }

  /** Reads, checks and writes every row, then reports the import completed (or failed). */
  async process(rows: AsyncIterable<RawRow>): Promise<ImportResult> {
    const started = this.#started;
    const { importId, options } = this.#request;
    try {
      let batch: RawRow[] = [];
      for await (const row of rows) {
        batch.push(row);
        if (batch.length >= options.batchSize) {
          await this.#processBatch(batch);
          batch = [];
        }
      }
      if (batch.length) await this.#processBatch(batch);
      await Promise.all(this.#inFlight);
      await this.#progress;
      await waitForProjection(
        this.#deps.log,
        this.#deps.projections,
        [...this.#lastPositions.values()],
        this.#deps.projectionTimeoutMs,
      );
      if (noValidRow(this.stats))
        return await this.#failed(noValidRowReason(this.stats, this.errors), started);
      const durationMs = Date.now() - started;
      await this.#record(IMPORTS_TOPIC, [
        {
          type: EVENT_TYPES.importCompleted,
          subject: importId,
          data: { importId, stats: this.stats, durationMs },
        },
      ]);
      const warning = warningMessage(this.stats, this.#processed);
      const message = [warning, this.#note].filter(Boolean).join(' ') || null;
      return this.#result(endedStatus(this.stats), message, started);
    } catch (error) {
      return this.#failed(error instanceof Error ? error.message : String(error), started);
    }
  }

  async #failed(reason: string, started: number): Promise<ImportResult> {
    const { importId } = this.#request;
    await this.#record(IMPORTS_TOPIC, [
      { type: EVENT_TYPES.importFailed, subject: importId, data: { importId, reason, stats: this.stats } },
    ]).catch(() => undefined);
    return this.#result('failed', reason, started);
  }

  #result(status: ImportResult['status'], message: string | null, started: number): ImportResult {
    const { importId } = this.#request;
    return {
      importId,
      status,
      stats: this.stats,
      errors: this.errors,
      message,
      durationMs: Date.now() - started,
    };
  }

  async #processBatch(rows: RawRow[]): Promise<void> {
    const events: DomainEvent[] = [];
    const rejected: { line: number; reason: string }[] = [];
    const duplicates: Duplicate[] = [];
    const { matcher } = this.#deps.matcher;
    for (const [n, row] of rows.entries()) {
      // Checking a row costs about 20 µs: a whole batch of 1,000 would hold every request. A batch
      // starts with a yield too, or its first slice would run on from the last of the batch before.
      if (n % ROW_SLICE === 0) await yieldToEventLoop();
      const checked = checkImportRow(row);
      if (typeof checked === 'string') {
        rejected.push({ line: row.line, reason: checked });
        continue;
      }
      const { fields } = checked;
      const id = placeIdFor(fields);
      const existing = matcher.has(id) ? id : matcher.findDuplicate(fields.name, fields.location);
      if (existing && this.#request.options.skipDuplicates) this.stats.skipped += 1;
      else if (existing) duplicates.push({ id: existing, fields, raw: row.values });
      else {
        const place = await this.#enriched(newPlace(fields, this.#context, id));
        matcher.add(place);
        events.push(placeCreated(place));
        this.stats.imported += 1;
      }
    }
    this.#startStreams(events as PlaceCreated[]);
    const changes = new Map<string, Partial<PlaceFields>[]>();
    events.push(...(await this.#updates(duplicates, changes)));
    this.#processed += rows.length;
    this.stats.rejected += rejected.length;
    for (const error of rejected) if (this.errors.length < KEPT_ERRORS) this.errors.push(error);
    await this.#appendPlaces(events, changes);
    this.#reportProgress(rejected);
  }

  /**
   * New places start their streams at version 1, without reading the version store first: at
   * 100k rows those reads were a round trip per row on FerretDB. A row whose source key belonged
   * to a deleted place has a stream already; its append is then refused whole (nothing written)
   * and `#redo` continues that stream (see `#appendOrRedo`).
   */
  #startStreams(created: PlaceCreated[]): void {
    for (const event of created) {
      event.version = 1;
      event.data.place.version = 1;
      this.#written.set(event.subject, event.data.place);
    }
  }

  /**
   * Created places continue their streams where the store says they are (deleted places). Only ids
   * made from a source key can have a stream already; the others are random and new, so they are
   * not looked up.
   */
  async #continueStreams(created: PlaceCreated[]): Promise<void> {
    const keyed = created.filter((event) => event.data.place.source_id);
    const streams = keyed.length
      ? await this.#deps.log.versions(
          PLACES_TOPIC,
          keyed.map((event) => event.subject),
        )
      : new Map<string, number>();
    for (const event of created) {
      const version = (streams.get(event.subject) ?? 0) + 1;
      event.version = version;
      event.data.place.version = version;
      this.#written.set(event.subject, event.data.place);
    }
  }

  /** Rows that duplicate a place update it with what they carry; unchanged ones count as skipped. */
  async #updates(
    duplicates: Duplicate[],
    changes: Map<string, Partial<PlaceFields>[]>,
  ): Promise<DomainEvent[]> {
    if (duplicates.length === 0) return [];
    const current = new Map((await this.#deps.readPlaces(duplicates.map((d) => d.id))).map((p) => [p.id, p]));
    const events: DomainEvent[] = [];
    for (const { id, fields, raw } of duplicates) {
      const given = providedFields(fields, raw);
      const place = newest(current.get(id), this.#written.get(id));
      const event = place ? placeUpdated(place, given, this.#context) : null;
      if (event) {
        changes.set(id, [...(changes.get(id) ?? []), given]);
        current.set(id, event.data.place);
        this.#written.set(id, event.data.place);
        events.push(event);
        this.stats.updated += 1;
      } else this.stats.skipped += 1;
    }
    return events;
  }

  /** Fills a new place's missing details from the enrichment source, when asked to. */
  async #enriched(place: Place): Promise<Place> {
    if (!this.#enrich) return place;
    try {
      const found = await this.#deps.enricher.enrich(place);
      const event = found && decideEnhance(place, found, this.#deps.enricher.source, this.#context);
      if (!event) return place;
      this.stats.enhanced += 1;
      return event.data.place;
    } catch (error) {
      if (!(error instanceof QuotaExceededError)) throw error;
      // Out of calls for today: the rest of the file imports without enrichment, and says so.
      this.#enrich = false;
      this.#note = error.message;
      return place;
    }
  }

  async #appendPlaces(events: DomainEvent[], changes: Map<string, Partial<PlaceFields>[]>): Promise<void> {
    if (events.length === 0) return;
    const append = this.#appendOrRedo(events, changes).then((positions) => {
      for (const position of positions) {
        const key = `${position.topic}/${position.partition}`;
        const last = this.#lastPositions.get(key);
        if (!last || last.offset < position.offset) this.#lastPositions.set(key, position);
      }
    });
    // Awaited later; marked handled now so a failed write is not an unhandled rejection.
    append.catch(() => undefined);
    this.#inFlight.push(append);
    if (this.#inFlight.length >= IN_FLIGHT) await this.#inFlight.shift();
  }

  /**
   * Appends a batch. When someone changed a place it updates since it was read, or a new place's
   * stream exists already (the append's expected version failed, so nothing of the batch was
   * written), the batch is decided again on the places and streams as they are now, its rows'
   * changes applied on top: the import loses no row, and the other change is not lost either.
   */
  async #appendOrRedo(events: DomainEvent[], changes: Map<string, Partial<PlaceFields>[]>) {
    try {
      return (await this.#record(PLACES_TOPIC, events)).positions;
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      const redo = this.#redone.then(() => this.#redo(events, changes));
      this.#redone = redo.catch(() => undefined);
      return redo;
    }
  }

  async #redo(events: DomainEvent[], changes: Map<string, Partial<PlaceFields>[]>) {
    const heads = [...(await this.#deps.log.latest(PLACES_TOPIC))]
      .filter(([, offset]) => offset >= 0)
      .map(([partition, offset]) => ({ topic: PLACES_TOPIC, partition, offset }));
    await waitForProjection(this.#deps.log, this.#deps.projections, heads, this.#deps.projectionTimeoutMs);
    const fresh = new Map((await this.#deps.readPlaces([...changes.keys()])).map((p) => [p.id, p]));
    const creations = events.filter((e) => e.type === EVENT_TYPES.placeCreated) as PlaceCreated[];
    await this.#continueStreams(creations);
    const created = new Map(creations.map((e) => [e.subject, e]));
    const redone: DomainEvent[] = [...creations];
    for (const [id, rows] of changes) {
      let place = fresh.get(id) ?? created.get(id)?.data.place;
      for (const given of rows) {
        const event = place && placeUpdated(place, given, this.#context);
        if (event) {
          redone.push(event);
          place = event.data.place;
        }
      }
      if (place) this.#written.set(id, place);
    }
    return (await this.#record(PLACES_TOPIC, redone)).positions;
  }

  /** Progress events go out in order, one append per batch, after that batch's places. */
  #reportProgress(rejected: { line: number; reason: string }[]): void {
    const { importId } = this.#request;
    const placesWritten = Promise.all(this.#inFlight);
    const events: DomainEvent[] = [
      ...rejected.map(({ line, reason }) => ({
        type: EVENT_TYPES.importRowRejected,
        subject: importId,
        data: { importId, line, reason },
      })),
      {
        type: EVENT_TYPES.importBatchProcessed,
        subject: importId,
        data: { importId, processed: this.#processed, ...this.stats },
      },
    ];
    this.#progress = Promise.all([this.#progress, placesWritten]).then(() =>
      this.#record(IMPORTS_TOPIC, events),
    );
    this.#progress.catch(() => undefined);
  }
}

/** The later of two states of a place. */
function newest(a: Place | undefined, b: Place | undefined): Place | undefined {
  if (!a || !b) return a ?? b;
  return (b.version ?? 0) > (a.version ?? 0) ? b : a;
}
