import { useSyncExternalStore } from 'react';
import { loadSettings, SETTINGS_KEY, type Settings, type SettingsGroup, saveSettings } from './settings';

interface SettingsState {
  settings: Settings;
  /** True after the browser refused to store a change; the change still applies to this visit. */
  saveFailed: boolean;
}

let state: SettingsState = { settings: loadSettings(), saveFailed: false };
const listeners = new Set<() => void>();

function setState(next: SettingsState): void {
  state = next;
  for (const listener of listeners) listener();
}

// Another tab changed the settings: follow it so theme and language stay consistent across tabs.
function onStorage(event: StorageEvent): void {
  if (event.key === SETTINGS_KEY || event.key === null) setState({ ...state, settings: loadSettings() });
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function getSettings(): Settings {
  return state.settings;
}

export function updateSettings<G extends SettingsGroup>(group: G, patch: Partial<Settings[G]>): void {
  const settings: Settings = { ...state.settings, [group]: { ...state.settings[group], ...patch } };
  let saveFailed = false;
  try {
    saveSettings(settings);
  } catch (error) {
    console.warn(error);
    saveFailed = true;
  }
  setState({ settings, saveFailed });
}

/** Stores the whole settings object (the settings screen's Save); throws StorageWriteError when refused. */
export function replaceSettings(settings: Settings): void {
  saveSettings(settings);
  setState({ settings, saveFailed: false });
}

export function dismissSettingsSaveError(): void {
  if (state.saveFailed) setState({ ...state, saveFailed: false });
}

export function useSettingsState(): SettingsState {
  // The same snapshot on the server: cards are also rendered to HTML in tests.
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

export function useSettings(): Settings {
  return useSettingsState().settings;
}
