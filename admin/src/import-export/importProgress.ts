// The import progress panel's state (docs/product.md, Admin live figures: uploading, then completed or error), fed
// by socket.io `import:progress` events and, when none arrive, by GET /api/admin/import/{id}.
// Pure: unit tested without a browser.
import type { ImportStats } from './types';

export type ImportPhase = 'uploading' | 'completed' | 'error';

export interface ImportProgress {
  /** Null until the upload is accepted (or when it was refused). */
  importId: string | null;
  fileName: string;
  phase: ImportPhase;
  processed: number;
  /** Rows in the file, from the preview; null when unknown. */
  total: number | null;
  stats: ImportStats;
  message: string | null;
}

/** One observation of an import, from either source. */
export interface ProgressUpdate {
  importId: string;
  phase: ImportPhase;
  processed: number | null;
  stats: Partial<ImportStats>;
  message: string | null;
}

export const EMPTY_STATS: ImportStats = { imported: 0, updated: 0, skipped: 0, enhanced: 0, rejected: 0 };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

const readStats = (value: unknown): Partial<ImportStats> => {
  if (!isRecord(value)) return {};
  const stats: Partial<ImportStats> = {};
  for (const key of Object.keys(EMPTY_STATS) as (keyof ImportStats)[]) {
    const number = count(value[key]);
    if (number !== null) stats[key] = number;
  }
  return stats;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export const startProgress = (fileName: string, total: number | null): ImportProgress => ({
  importId: null,
  fileName,
  phase: 'uploading',
  processed: 0,
  total,
  stats: EMPTY_STATS,
  message: null,
});

/** `import:progress` {import_id, status, processed, stats, message}, or null if it is not one. */
export const parseProgressEvent = (payload: unknown): ProgressUpdate | null => {
  if (!isRecord(payload) || typeof payload.import_id !== 'string') return null;
  const phase = payload.status;
  if (phase !== 'uploading' && phase !== 'completed' && phase !== 'error') return null;
  return {
    importId: payload.import_id,
    phase,
    processed: count(payload.processed),
    stats: readStats(payload.stats),
    message: text(payload.message),
  };
};

const PHASE_OF_STATUS: Record<string, ImportPhase> = {
  running: 'uploading',
  completed: 'completed',
  // Ran to its end with some rows rejected: the stats tell the panel it is partial.
  warning: 'completed',
  failed: 'error',
};

/** GET /api/admin/import/{id} as an update, or null if the answer is not an import. */
export const updateFromRecord = (record: unknown): ProgressUpdate | null => {
  if (!isRecord(record) || typeof record.id !== 'string' || typeof record.status !== 'string') return null;
  const phase = PHASE_OF_STATUS[record.status];
  if (!phase) return null;
  return {
    importId: record.id,
    phase,
    processed: count(record.processed),
    stats: readStats(record.stats),
    message: text(record.message),
  };
};

export const isFinished = (progress: Pick<ImportProgress, 'phase'>): boolean =>
  progress.phase !== 'uploading';

/**
 * Applies an update of this import. Updates of other imports are ignored; a finished import
 * stays finished (a late poll answer cannot bring back "uploading"); counts never go backwards,
 * since socket events and polls may arrive out of order.
 */
export const applyUpdate = (progress: ImportProgress, update: ProgressUpdate): ImportProgress => {
  if (progress.importId !== update.importId || isFinished(progress)) return progress;
  const stats = { ...progress.stats };
  for (const [key, value] of Object.entries(update.stats) as [keyof ImportStats, number][]) {
    stats[key] = update.phase === 'uploading' ? Math.max(stats[key], value) : value;
  }
  return {
    ...progress,
    phase: update.phase,
    processed: Math.max(progress.processed, update.processed ?? 0),
    stats,
    message: update.message ?? progress.message,
  };
};

/** The upload itself was refused (bad file, too large, offline): the run ends in error. */
export const failProgress = (progress: ImportProgress, message: string): ImportProgress => ({
  ...progress,
  phase: 'error',
  message,
});

/** 0–100 for a determinate bar, or null while the total is unknown. */
export const progressPercent = (
  progress: Pick<ImportProgress, 'phase' | 'processed' | 'total'>,
): number | null => {
  if (progress.phase === 'completed') return 100;
  if (!progress.total || progress.total <= 0) return null;
  return Math.min(100, Math.round((progress.processed / progress.total) * 100));
};

export type ImportOutcome = 'uploading' | 'success' | 'partial' | 'none' | 'error';

/**
 * How a finished import reads (issue 15): no valid row is a failure, some rejected rows a warning;
 * only an import that rejected nothing is a plain success.
 */
export function importOutcome(progress: Pick<ImportProgress, 'phase' | 'stats'>): ImportOutcome {
  const { imported, updated, skipped, rejected } = progress.stats;
  const noneValid = rejected > 0 && imported + updated + skipped === 0;
  // The server fails such an import (its status and message say so); older records completed it.
  if (progress.phase === 'uploading') return 'uploading';
  if (noneValid) return 'none';
  if (progress.phase === 'error') return 'error';
  return rejected === 0 ? 'success' : 'partial';
}
