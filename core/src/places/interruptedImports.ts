import { EVENT_TYPES } from '@pintar/contracts';
import type { DocumentStore } from '../ports/documentStore.ts';
import type { EventLog } from '../ports/eventLog.ts';
import { recordEvents } from '../shared/record.ts';
import type { ImportStats } from './events.ts';
import { IMPORTS, importsProjection, type ImportDoc } from './importsProjection.ts';
import { IMPORTS_TOPIC, type Place, PLACES_TOPIC } from './place.ts';
import { PLACES, placesProjection } from './placesProjection.ts';

export interface InterruptedCheck {
  log: EventLog;
  documents: DocumentStore;
  /**
   * How long an import may go without a progress event before it counts as dead. 0 when no other
   * process can be running one (the embedded backbone has one API process per data directory).
   */
  staleAfterMs: number;
  /** Imports this process is running itself: never interrupted. */
  running: ReadonlySet<string>;
  now?: number;
}

/** The reason an interrupted import's record gives, with how far it got. */
export const interruptedReason = (processed: number) =>
  `Interrupted: the server stopped during the import, after at least ${processed} rows. Import the file again to finish it: rows already imported are found as duplicates.`;

/**
 * An import runs inside the API process that took the file, which holds the file in memory only:
 * when that process dies (SIGKILL, a crash, the host lost) nothing can resume it, and its record
 * would say `running` for ever. Such imports are reported failed, with the rows they reached.
 * Checked only while the imports read model is caught up, so a lagging projector cannot make a
 * live import look silent. Returns the ids it marked, or null when it could not decide (the read
 * model lags: ask again once it has caught up).
 */
export async function failInterruptedImports(check: InterruptedCheck): Promise<string[] | null> {
  const { log, documents, staleAfterMs, running } = check;
  if ((await log.pending(importsProjection.name, IMPORTS_TOPIC)) > 0) return null;
  // The counts come from the places read model, so it must hold every place the import wrote.
  if ((await log.pending(placesProjection.name, PLACES_TOPIC)) > 0) return null;
  const imports = await documents.collection<ImportDoc>(IMPORTS);
  const now = check.now ?? Date.now();
  const stale = (await imports.find({ filter: { status: 'running' } })).filter((doc) => {
    const last = Date.parse(doc.updated_at ?? doc.started_at);
    return !running.has(doc.id) && !(now - last < staleAfterMs);
  });
  for (const doc of stale) {
    const stats = await committedStats(documents, doc);
    const reached = Math.max(doc.processed, rowsCounted(stats));
    await recordEvents(
      log,
      IMPORTS_TOPIC,
      [
        {
          type: EVENT_TYPES.importFailed,
          subject: doc.id,
          data: { importId: doc.id, reason: interruptedReason(reached), stats },
        },
      ],
      { actor: 'system', correlationId: `interrupted-${doc.id}` },
    );
  }
  return stale.map((doc) => doc.id);
}

/** Rows an import's counts account for. */
export const rowsCounted = (stats: ImportStats): number =>
  stats.imported + stats.updated + stats.skipped + stats.rejected;

/**
 * An interrupted import's counts as committed, not as last reported: its places are appended
 * before each progress report, and a kill between the two left the record short (1,000 reported,
 * 3,400 written). The places that carry the import's id were written by it; those also created
 * at its start time (every place an import creates has that `created_at`) it created, the others
 * it updated. A count never goes below the one reported (a place edited by a later import since
 * carries that one's id).
 */
async function committedStats(documents: DocumentStore, doc: ImportDoc): Promise<ImportStats> {
  const places = await documents.collection<Place>(PLACES);
  const [written, created] = await Promise.all([
    places.count({ import_id: doc.id }),
    places.count({ import_id: doc.id, created_at: doc.started_at }),
  ]);
  return {
    ...doc.stats,
    imported: Math.max(doc.stats.imported, created),
    updated: Math.max(doc.stats.updated, written - created),
  };
}
