// The import and export API's shapes (contracts/openapi.yaml, docs/places.md).
import type { components } from '@pintar/contracts/openapi';

/** POST /api/admin/import/preview. */
export type ImportPreview = components['schemas']['ImportPreview'];
/** GET /api/admin/import/{id} and the items of GET /api/admin/import/history. */
export type ImportRecord = components['schemas']['ImportRecord'];
export type RowError = ImportRecord['errors'][number];
export type ImportStats = ImportRecord['stats'];

export interface ImportOptions {
  enhanceWithGoogle: boolean;
  skipDuplicates: boolean;
  batchSize: number;
}

/** POST /api/admin/import/upload (202). */
export interface ImportAccepted {
  import_id: string;
  status: 'uploading';
  file_name: string;
  format: string;
}
