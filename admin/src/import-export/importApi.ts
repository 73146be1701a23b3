// Calls of the Import/Export tab (docs/places.md, API). Failures reject with an Error carrying
// the server's message (Problem Details `message`, else "HTTP status: text").
import { tokens } from '../auth';
import { API_URL, httpClient } from '../dataProvider';
import { parseJson, problemMessage } from '../dataProvider/problem';
import { filenameFromContentDisposition, saveBlob } from './download';
import type { ImportAccepted, ImportOptions, ImportPreview, ImportRecord } from './types';

/** The history's length (docs/product.md, Admin limits). */
export const HISTORY_LIMIT = 20;

const postForm = async (path: string, form: FormData, signal?: AbortSignal) =>
  (await httpClient(`${API_URL}${path}`, { method: 'POST', body: form, signal })).json as unknown;

const isPreview = (value: unknown): value is ImportPreview => {
  const answer = value as Partial<ImportPreview> | null;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    Array.isArray(answer.columns) &&
    Array.isArray(answer.rows) &&
    Array.isArray(answer.errors) &&
    Array.isArray(answer.missing_columns) &&
    Array.isArray(answer.unknown_columns) &&
    typeof answer.total_rows === 'number'
  );
};

export const previewImport = async (file: File, signal?: AbortSignal): Promise<ImportPreview> => {
  const form = new FormData();
  form.append('file', file);
  form.append('preview_only', 'true');
  const answer = await postForm('/import/preview', form, signal);
  if (!isPreview(answer)) throw new Error('the answer is not an import preview');
  return answer;
};

/** Starts the import; progress follows on the socket (import:progress) and GET /import/{id}. */
export const startImport = async (file: File, options: ImportOptions): Promise<ImportAccepted> => {
  const form = new FormData();
  form.append('file', file);
  form.append('enhance_with_google', String(options.enhanceWithGoogle));
  form.append('skip_duplicates', String(options.skipDuplicates));
  form.append('batch_size', String(options.batchSize));
  return (await postForm('/import/upload', form)) as ImportAccepted;
};

export const fetchImport = async (id: string, signal?: AbortSignal): Promise<ImportRecord> =>
  (await httpClient(`${API_URL}/import/${encodeURIComponent(id)}`, { signal })).json as ImportRecord;

export const fetchImportHistory = async (signal?: AbortSignal): Promise<ImportRecord[]> => {
  const { json } = await httpClient(`${API_URL}/import/history?limit=${HISTORY_LIMIT}`, { signal });
  return ((json as { imports?: ImportRecord[] } | null)?.imports ?? []).slice(0, HISTORY_LIMIT);
};

/**
 * GET a file with the session's token and save it under the server's name (Content-Disposition),
 * or `fallbackName` when it gives none. Answers the name used.
 */
export const downloadFile = async (path: string, fallbackName: string): Promise<string> => {
  const response = await tokens.authorizedFetch(`${API_URL}${path}`);
  if (!response.ok) {
    const body = parseJson(await response.text());
    throw new Error(problemMessage(response.status, response.statusText, body));
  }
  const blob = await response.blob();
  const name = filenameFromContentDisposition(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(blob, name);
  return name;
};
