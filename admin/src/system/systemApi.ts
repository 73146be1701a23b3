import { tokens } from '../auth';
import { httpClient } from '../dataProvider';
import { parseJson, problemMessage } from '../dataProvider/problem';
import type { components } from '@pintar/contracts/openapi';
import type { SystemSettings } from '../overview/types';

export type SettingsChange = components['schemas']['SystemSettingsChange'];

export const changeSettings = async (change: SettingsChange): Promise<SystemSettings> =>
  (await httpClient('/api/system/settings', { method: 'PUT', body: JSON.stringify(change) }))
    .json as SystemSettings;

/** Streams the backup into a file download (the browser keeps it on disk, not in memory). */
export async function downloadBackup(): Promise<void> {
  const response = await tokens.authorizedFetch('/api/system/backup', {});
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'pintar-backup.jsonl.gz';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** GET /api/system/restore: the last restore of the API process and how far it got. */
export type RestoreProgress = components['schemas']['RestoreProgress'];

export const restoreProgress = async (): Promise<RestoreProgress> =>
  (await httpClient('/api/system/restore')).json as RestoreProgress;

/**
 * Uploads a backup file (the browser streams it from disk). Resolves once the server has checked
 * it whole and started the replay; a refusal rejects with the server's own message.
 */
export async function uploadRestore(file: File): Promise<RestoreProgress> {
  const response = await tokens.authorizedFetch('/api/system/restore', {
    method: 'POST',
    headers: { 'Content-Type': 'application/gzip' },
    body: file,
  });
  const body = parseJson(await response.text());
  if (!response.ok) throw new Error(problemMessage(response.status, response.statusText, body));
  return body as RestoreProgress;
}
