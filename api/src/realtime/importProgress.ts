import { EVENT_TYPES } from '@pintar/contracts';
import type {
  ImportBatchProcessedData,
  ImportCompletedData,
  ImportFailedData,
  ImportStartedData,
  StoredEvent,
} from '@pintar/core';

/** What the admin's progress panel shows: `uploading`, then `completed` or `error` (docs/product.md, Admin live figures). */
export interface ImportProgress {
  import_id: string;
  status: 'uploading' | 'completed' | 'error';
  file_name?: string;
  processed?: number;
  stats?: { imported: number; updated: number; skipped: number; enhanced: number; rejected: number };
  message?: string;
}

/** The progress message an import event becomes, or null for events the panel does not show. */
export function importProgress({ event }: StoredEvent): ImportProgress | null {
  switch (event.type) {
    case EVENT_TYPES.importStarted: {
      const data = event.data as ImportStartedData;
      return { import_id: data.importId, status: 'uploading', file_name: data.fileName, processed: 0 };
    }
    case EVENT_TYPES.importBatchProcessed: {
      const { importId, processed, ...stats } = event.data as ImportBatchProcessedData;
      return { import_id: importId, status: 'uploading', processed, stats };
    }
    case EVENT_TYPES.importCompleted: {
      const { importId, stats } = event.data as ImportCompletedData;
      return { import_id: importId, status: 'completed', stats };
    }
    case EVENT_TYPES.importFailed: {
      const { importId, stats, reason } = event.data as ImportFailedData;
      return { import_id: importId, status: 'error', stats, message: reason };
    }
    default:
      return null;
  }
}
