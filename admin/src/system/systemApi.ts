import { tokens } from '../auth';
import { httpClient } from '../dataProvider';
import type { SystemSettings } from '../overview/types';

export type SettingsChange = {
  maintenance?: { enabled: boolean; message?: string | null };
  logLevel?: SystemSettings['logLevel'];
  rateLimit?: Partial<SystemSettings['rateLimit']>;
};

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
