import { CHAT_LANGUAGES } from '@pintar/contracts/chat';
import { readJson, STORAGE_PREFIX, writeJson } from './storage';

export const SETTINGS_KEY = `${STORAGE_PREFIX}settings`;

export const THEMES = ['light', 'dark', 'system'] as const;
/** The assistant's languages, from the contract. */
export const LANGUAGES = CHAT_LANGUAGES;
export const PROFILE_VISIBILITIES = ['public', 'private', 'friends'] as const;
export const UNITS = ['metric', 'imperial'] as const;
export const TIME_FORMATS = ['12h', '24h'] as const;

export type ThemePreference = (typeof THEMES)[number];
export type Language = (typeof LANGUAGES)[number];

/** The per-device settings object of the specification (docs/product.md, Web settings). */
export interface Settings {
  general: { theme: ThemePreference; language: Language };
  notifications: { email: boolean; push: boolean; sound: boolean; desktop: boolean; adminAlerts: boolean };
  privacy: {
    profileVisibility: (typeof PROFILE_VISIBILITIES)[number];
    dataCollection: boolean;
    analytics: boolean;
    locationTracking: boolean;
    twoFactorAuth: boolean;
  };
  performance: {
    autoRefresh: boolean;
    animationsEnabled: boolean;
    compactMode: boolean;
    highContrast: boolean;
  };
  security: {
    sessionTimeout: number;
    requirePasswordChange: boolean;
    loginNotifications: boolean;
    ipWhitelist: boolean;
  };
  preferences: {
    autoSave: boolean;
    defaultLocation: string;
    units: (typeof UNITS)[number];
    timeFormat: (typeof TIME_FORMATS)[number];
  };
}

export type SettingsGroup = keyof Settings;

/** adminAlerts is the only default that depends on who is signed in. */
export function createDefaultSettings(options: { isAdmin?: boolean } = {}): Settings {
  return {
    general: { theme: 'system', language: 'en' },
    notifications: {
      email: true,
      push: true,
      sound: true,
      desktop: false,
      adminAlerts: options.isAdmin ?? false,
    },
    privacy: {
      profileVisibility: 'public',
      dataCollection: true,
      analytics: true,
      locationTracking: false,
      twoFactorAuth: false,
    },
    performance: { autoRefresh: true, animationsEnabled: true, compactMode: false, highContrast: false },
    security: {
      sessionTimeout: 30,
      requirePasswordChange: false,
      loginNotifications: true,
      ipWhitelist: false,
    },
    preferences: { autoSave: true, defaultLocation: 'Cyberjaya', units: 'metric', timeFormat: '24h' },
  };
}

export const DEFAULT_SETTINGS: Readonly<Settings> = createDefaultSettings();

// Fields whose value must be one of a fixed list; a stored value outside it falls back to the default.
const ALLOWED: Record<string, readonly unknown[]> = {
  'general.theme': THEMES,
  'general.language': LANGUAGES,
  'privacy.profileVisibility': PROFILE_VISIBILITIES,
  'preferences.units': UNITS,
  'preferences.timeFormat': TIME_FORMATS,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isValidField(path: string, value: unknown, fallback: unknown): boolean {
  if (typeof value !== typeof fallback) return false;
  if (typeof value === 'number' && !Number.isFinite(value)) return false;
  const allowed = ALLOWED[path];
  return allowed === undefined || allowed.includes(value);
}

/**
 * Stored values laid over the defaults, field by field. Anything of the wrong type, outside its
 * allowed values or unknown is dropped, so an old or hand-edited entry can never break the app.
 */
export function mergeSettings(stored: unknown, defaults: Settings = createDefaultSettings()): Settings {
  const merged = structuredClone(defaults);
  if (!isRecord(stored)) return merged;
  for (const group of Object.keys(merged) as SettingsGroup[]) {
    const storedGroup = stored[group];
    if (!isRecord(storedGroup)) continue;
    const target = merged[group] as unknown as Record<string, unknown>;
    for (const [field, fallback] of Object.entries(target)) {
      const value = storedGroup[field];
      if (isValidField(`${group}.${field}`, value, fallback)) target[field] = value;
    }
  }
  return merged;
}

export function loadSettings(): Settings {
  return mergeSettings(readJson(SETTINGS_KEY));
}

/** Throws StorageWriteError when the browser refuses the write (quota, private mode, policy). */
export function saveSettings(settings: Settings): void {
  writeJson(SETTINGS_KEY, settings);
}
