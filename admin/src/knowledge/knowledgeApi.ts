// The knowledge calls beyond a resource's CRUD (docs/knowledge.md): figures, translation, import
// and export. Same client as the data provider, so tokens and Problem Details work alike.
import { HttpError } from 'react-admin';
import { tokens } from '../auth';
import { API_URL, httpClient } from '../dataProvider';
import { problemMessage, parseJson } from '../dataProvider/problem';
import { fileNameFrom } from './files';
import type {
  BulkTranslateResult,
  ImportPreview,
  ImportResult,
  KnowledgeStats,
  LanguageStats,
  TranslateResult,
} from './types';

const KNOWLEDGE_URL = `${API_URL}/knowledge`;

const getJson = async <T>(path: string, signal?: AbortSignal): Promise<T> =>
  (await httpClient(`${KNOWLEDGE_URL}${path}`, { signal })).json as T;

const postJson = async <T>(path: string, payload: unknown): Promise<T> =>
  (await httpClient(`${KNOWLEDGE_URL}${path}`, { method: 'POST', body: JSON.stringify(payload) })).json as T;

const postForm = async <T>(path: string, form: FormData): Promise<T> =>
  (await httpClient(`${KNOWLEDGE_URL}${path}`, { method: 'POST', body: form })).json as T;

export const fetchStats = (signal?: AbortSignal) => getJson<KnowledgeStats>('/stats', signal);

export const fetchLanguageStats = async (signal?: AbortSignal) =>
  (await getJson<{ languages: LanguageStats[] }>('/languages/stats', signal)).languages;

export const translateEntry = (id: string, targetLanguage: string) =>
  postJson<TranslateResult>(`/entries/${encodeURIComponent(id)}/translate`, {
    target_language: targetLanguage,
  });

export const translateEntries = (ids: readonly string[], targetLanguage: string) =>
  postJson<BulkTranslateResult>('/bulk/translate', { entry_ids: ids, target_language: targetLanguage });

export const previewImport = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return postForm<ImportPreview>('/import/preview', form);
};

export interface ImportOptions {
  defaultLanguage: string;
  mergeExisting: boolean;
  validateOnly: boolean;
}

export const importEntries = (file: File, options: ImportOptions) => {
  const form = new FormData();
  form.append('file', file);
  form.append('default_language', options.defaultLanguage);
  form.append('merge_existing', String(options.mergeExisting));
  form.append('validate_only', String(options.validateOnly));
  return postForm<ImportResult>('/import', form);
};

/** Export or template path, under /api/admin/knowledge. */
export type DownloadPath = '/export/json' | '/export/csv' | '/templates/json' | '/templates/csv';

/**
 * Fetches a file with the session's token (a plain link would carry none) and hands it to the
 * browser under the server's file name. Resolves to that name.
 */
export const downloadFile = async (path: DownloadPath): Promise<string> => {
  const response = await tokens.authorizedFetch(`${KNOWLEDGE_URL}${path}`);
  if (!response.ok) {
    const body = parseJson(await response.text());
    throw new HttpError(problemMessage(response.status, response.statusText, body), response.status, body);
  }
  const extension = path.endsWith('csv') ? 'csv' : 'json';
  const name = fileNameFrom(response.headers.get('Content-Disposition'), `pintar-knowledge.${extension}`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
};
