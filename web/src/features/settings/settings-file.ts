// The Export Data file and the checks an imported file must pass before anything is changed.
import { isChatId, isStoredChat, type StoredChat } from '../../lib/chats/chat-record';
import { mergeSettings, type Settings } from '../../lib/settings';

export const FILE_KIND = 'pintar-device-data';
export const FILE_VERSION = 1;
/** Far above what a device holds, low enough that a wrong huge file is refused before parsing. */
export const FILE_MAX_BYTES = 50 * 1024 * 1024;

export interface DeviceDataFile {
  kind: typeof FILE_KIND;
  version: number;
  exportedAt: string;
  settings: Settings;
  chats: StoredChat[];
}

export function buildExport(settings: Settings, chats: StoredChat[], now: Date): DeviceDataFile {
  return { kind: FILE_KIND, version: FILE_VERSION, exportedAt: now.toISOString(), settings, chats };
}

export const exportFileName = (now: Date): string => `pintar-data-${now.toISOString().slice(0, 10)}.json`;

export type ImportProblem =
  | { reason: 'too-large' }
  | { reason: 'not-json' }
  | { reason: 'not-pintar' }
  | { reason: 'newer-version'; version: number }
  | { reason: 'bad-chats'; count: number };

export type ParsedImport =
  { ok: true; settings: Settings; chats: StoredChat[] } | ({ ok: false } & ImportProblem);

/** Reads a file's text; every chat must be whole, and the settings are checked field by field. */
export function parseImport(text: string): ParsedImport {
  if (text.length > FILE_MAX_BYTES) return { ok: false, reason: 'too-large' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (typeof data !== 'object' || data === null) return { ok: false, reason: 'not-pintar' };
  const file = data as Partial<Record<keyof DeviceDataFile, unknown>>;
  if (file.kind !== FILE_KIND || typeof file.version !== 'number' || !Array.isArray(file.chats))
    return { ok: false, reason: 'not-pintar' };
  if (file.version > FILE_VERSION) return { ok: false, reason: 'newer-version', version: file.version };
  const bad = file.chats.filter((chat) => !isStoredChat(chat) || !isChatId(chat.id)).length;
  if (bad > 0) return { ok: false, reason: 'bad-chats', count: bad };
  return { ok: true, settings: mergeSettings(file.settings), chats: file.chats as StoredChat[] };
}
