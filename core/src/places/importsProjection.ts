import { EVENT_TYPES } from '@pintar/contracts';
import type { StoredEvent } from '../ports/eventLog.ts';
import type { Projection } from '../projections/projection.ts';
import { type PartitionDoc, updateCounters } from './counters.ts';
import {
  emptyImportStats,
  type ImportBatchProcessedData,
  type ImportCompletedData,
  type ImportFailedData,
  type ImportOptions,
  type ImportRowRejectedData,
  type ImportStartedData,
  type ImportStats,
} from './events.ts';
import { endedStatus, type FinishedImportStatus, warningMessage } from './importOutcome.ts';
import { IMPORTS_TOPIC } from './place.ts';

export const IMPORTS = { name: 'imports', indexes: ['started_at'] } as const;

/** Rejected rows kept on the import record; the events keep them all. */
export const KEPT_ERRORS = 100;

export interface ImportDoc extends PartitionDoc {
  file_name: string;
  format: string;
  size_bytes: number;
  /** warning: it ran to its end but rejected some rows (failed when it rejected them all). */
  status: 'running' | FinishedImportStatus;
  options: ImportOptions;
  stats: ImportStats;
  processed: number;
  errors: { line: number; reason: string }[];
  message: string | null;
  started_at: string;
  finished_at: string | null;
  started_by: string;
  /** When the import last reported progress: one silent too long is not running anywhere. */
  updated_at?: string;
}

const emptyImport = (id: string): ImportDoc => ({
  id,
  offset: -1,
  file_name: '',
  format: '',
  size_bytes: 0,
  status: 'running',
  options: { enhanceWithGoogle: false, skipDuplicates: true, batchSize: 100 },
  stats: emptyImportStats(),
  processed: 0,
  errors: [],
  message: null,
  started_at: '',
  finished_at: null,
  started_by: '',
});

export function applyImportEvent(doc: ImportDoc, { event }: StoredEvent): void {
  switch (event.type) {
    case EVENT_TYPES.importStarted: {
      const data = event.data as ImportStartedData;
      Object.assign(doc, {
        file_name: data.fileName,
        format: data.format,
        size_bytes: data.sizeBytes,
        options: data.options,
        started_at: event.time,
        started_by: event.actor,
        updated_at: event.time,
      });
      return;
    }
    case EVENT_TYPES.importBatchProcessed: {
      const { importId: _, processed, ...stats } = event.data as ImportBatchProcessedData;
      // Counters are cumulative: the largest seen is the latest.
      if (processed >= doc.processed) Object.assign(doc, { processed, stats, updated_at: event.time });
      return;
    }
    case EVENT_TYPES.importRowRejected: {
      const { line, reason } = event.data as ImportRowRejectedData;
      if (doc.errors.length < KEPT_ERRORS) doc.errors.push({ line, reason });
      return;
    }
    case EVENT_TYPES.importCompleted: {
      const { stats } = event.data as ImportCompletedData;
      const rows = stats.imported + stats.updated + stats.skipped + stats.rejected;
      const message = warningMessage(stats, rows);
      Object.assign(doc, { status: endedStatus(stats), stats, message, finished_at: event.time });
      return;
    }
    case EVENT_TYPES.importFailed: {
      const { stats, reason } = event.data as ImportFailedData;
      // An interrupted import's counts are what it committed, which can pass its last report.
      const processed = Math.max(
        doc.processed,
        stats.imported + stats.updated + stats.skipped + stats.rejected,
      );
      Object.assign(doc, { status: 'failed', stats, processed, message: reason, finished_at: event.time });
    }
  }
}

/** One record per import: its options, progress, result and first rejected rows. */
export const importsProjection: Projection = {
  name: 'imports',
  topics: [IMPORTS_TOPIC],
  target: 'documents',
  async open({ documents }) {
    const imports = await documents.collection<ImportDoc>(IMPORTS);
    return {
      apply: (batch) =>
        updateCounters(imports, batch, ({ event }) => event.subject, emptyImport, applyImportEvent),
      clear: () => imports.clear(),
    };
  },
};
