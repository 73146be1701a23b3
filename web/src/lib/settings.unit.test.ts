import { describe, expect, it } from 'vitest';
import { createDefaultSettings, DEFAULT_SETTINGS, mergeSettings } from './settings';

describe('settings defaults', () => {
  it('match the specification', () => {
    expect(DEFAULT_SETTINGS.general).toEqual({ theme: 'system', language: 'en' });
    expect(DEFAULT_SETTINGS.preferences).toEqual({
      autoSave: true,
      defaultLocation: 'Cyberjaya',
      units: 'metric',
      timeFormat: '24h',
    });
    expect(DEFAULT_SETTINGS.security.sessionTimeout).toBe(30);
    expect(DEFAULT_SETTINGS.notifications.adminAlerts).toBe(false);
    expect(createDefaultSettings({ isAdmin: true }).notifications.adminAlerts).toBe(true);
  });
});

describe('mergeSettings', () => {
  it('lays stored values over the defaults, group by group', () => {
    const merged = mergeSettings({ general: { theme: 'dark' }, preferences: { timeFormat: '12h' } });
    expect(merged.general).toEqual({ theme: 'dark', language: 'en' });
    expect(merged.preferences.timeFormat).toBe('12h');
    expect(merged.preferences.defaultLocation).toBe('Cyberjaya');
  });

  it('drops values of the wrong type, outside their allowed list, or unknown', () => {
    const merged = mergeSettings({
      general: { theme: 'purple', language: 'fr', extra: 1 },
      notifications: { email: 'yes' },
      security: { sessionTimeout: Number.NaN },
      unknownGroup: { a: 1 },
    });
    expect(merged).toEqual(createDefaultSettings());
  });

  it('tolerates anything that is not a settings object', () => {
    for (const stored of [undefined, null, 'text', 42, [], { general: [] }]) {
      expect(mergeSettings(stored)).toEqual(createDefaultSettings());
    }
  });

  it('never hands out the shared defaults object', () => {
    const merged = mergeSettings(undefined);
    merged.general.theme = 'dark';
    expect(DEFAULT_SETTINGS.general.theme).toBe('system');
  });
});
