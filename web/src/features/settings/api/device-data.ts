// Export Data, Import Data and Clear All Data on this device's data: the chats (IndexedDB, through
// lib/chats) and the settings (browser storage). The sign-in session is kept.
import { deleteChat, loadAllChats, saveChat } from '../../../lib/chats/chat-store';
import { LEGACY_CHAT_PREFIX, LEGACY_CHATS_KEY } from '../../../lib/chats/chat-repository';
import { createDefaultSettings, SETTINGS_KEY, type Settings } from '../../../lib/settings';
import { getSettings, replaceSettings } from '../../../lib/settings-store';
import { buildExport, exportFileName, parseImport, type ParsedImport } from '../settings-file';

/** Keys that Clear All Data removes besides the chats: what the user made, not the sign-in. */
const CLEARED_KEYS = [
  SETTINGS_KEY,
  LEGACY_CHATS_KEY,
  'pintar.sidebarCollapsed',
  'pintar.location',
  'pintar.error-reports',
];

/** Downloads the chats and settings as one JSON file. */
export async function exportDeviceData(now = new Date()): Promise<number> {
  const chats = await loadAllChats();
  const file = buildExport(getSettings(), chats, now);
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: exportFileName(now) });
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  return chats.length;
}

export type ImportResult = ParsedImport | { ok: false; reason: 'write-failed' };

/** Checks the whole file first; only a good file is written (settings, then each chat by id). */
export async function importDeviceData(file: File, isAdmin: boolean): Promise<ImportResult> {
  const parsed = parseImport(await file.text());
  if (!parsed.ok) return parsed;
  const settings: Settings = {
    ...parsed.settings,
    // adminAlerts follows the role of who is signed in here, not of who exported.
    notifications: {
      ...parsed.settings.notifications,
      adminAlerts: isAdmin && parsed.settings.notifications.adminAlerts,
    },
  };
  try {
    replaceSettings(settings);
  } catch {
    return { ok: false, reason: 'write-failed' };
  }
  for (const chat of parsed.chats) if (!(await saveChat(chat))) return { ok: false, reason: 'write-failed' };
  return { ...parsed, settings };
}

/** Deletes every chat and the stored preferences; the settings go back to their defaults. */
export async function clearDeviceData(isAdmin: boolean): Promise<boolean> {
  const chats = await loadAllChats();
  let ok = true;
  for (const chat of chats) ok = (await deleteChat(chat.id)) && ok;
  try {
    for (const key of CLEARED_KEYS) window.localStorage.removeItem(key);
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith(LEGACY_CHAT_PREFIX)) window.localStorage.removeItem(key);
    replaceSettings(createDefaultSettings({ isAdmin }));
  } catch {
    ok = false;
  }
  return ok;
}
