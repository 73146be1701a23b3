import type { EVENT_TYPES } from '@pintar/contracts';
import type { EnrichmentSource, Place, PlaceFacets } from './place.ts';

/** `version`: what the place reaches with the event; the append expects the one before. */
export interface PlaceCreated {
  type: typeof EVENT_TYPES.placeCreated;
  subject: string;
  version: number;
  data: { place: Place };
}

export interface PlaceUpdated {
  type: typeof EVENT_TYPES.placeUpdated;
  subject: string;
  version: number;
  data: { place: Place; previous: PlaceFacets; changes: string[] };
}

export interface PlaceDeleted {
  type: typeof EVENT_TYPES.placeDeleted;
  subject: string;
  version: number;
  data: { placeId: string; name: string; previous: PlaceFacets };
}

export interface PlaceEnhanced {
  type: typeof EVENT_TYPES.placeEnhanced;
  subject: string;
  version: number;
  data: { place: Place; previous: PlaceFacets; source: EnrichmentSource; fields: string[] };
}

export type PlaceEvent = PlaceCreated | PlaceUpdated | PlaceDeleted | PlaceEnhanced;

export interface ImportStats {
  imported: number;
  updated: number;
  skipped: number;
  enhanced: number;
  rejected: number;
}

export interface ImportOptions {
  enhanceWithGoogle: boolean;
  skipDuplicates: boolean;
  batchSize: number;
}

export interface ImportStartedData {
  importId: string;
  fileName: string;
  format: 'csv' | 'json' | 'xlsx';
  sizeBytes: number;
  options: ImportOptions;
}

export interface ImportBatchProcessedData extends ImportStats {
  importId: string;
  /** Rows read so far, rejected ones included. */
  processed: number;
}

export interface ImportRowRejectedData {
  importId: string;
  line: number;
  reason: string;
}

export interface ImportCompletedData {
  importId: string;
  stats: ImportStats;
  durationMs: number;
}

export interface ImportFailedData {
  importId: string;
  reason: string;
  stats: ImportStats;
}

export interface ImportEvent {
  type:
    | typeof EVENT_TYPES.importStarted
    | typeof EVENT_TYPES.importBatchProcessed
    | typeof EVENT_TYPES.importRowRejected
    | typeof EVENT_TYPES.importCompleted
    | typeof EVENT_TYPES.importFailed;
  subject: string;
  data:
    | ImportStartedData
    | ImportBatchProcessedData
    | ImportRowRejectedData
    | ImportCompletedData
    | ImportFailedData;
}

export const emptyImportStats = (): ImportStats => ({
  imported: 0,
  updated: 0,
  skipped: 0,
  enhanced: 0,
  rejected: 0,
});
