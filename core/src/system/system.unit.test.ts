import { describe, expect, it } from 'vitest';
import { LiveSettings } from './liveSettings.ts';
import { DEFAULT_SETTINGS, decideChangeSettings, type SettingsChangedData } from './system.ts';

describe('decideChangeSettings', () => {
  it('records the change with the settings after it', () => {
    const decision = decideChangeSettings(DEFAULT_SETTINGS, {
      maintenance: { enabled: true, message: 'Upgrading' },
      rateLimit: { maxRequests: 100 },
    });
    expect(decision.ok).toBe(true);
    if (!decision.ok) return;
    const { settings } = decision.event.data as SettingsChangedData;
    expect(settings.maintenance).toEqual({ enabled: true, message: 'Upgrading' });
    expect(settings.rateLimit).toEqual({ ...DEFAULT_SETTINGS.rateLimit, maxRequests: 100 });
    expect(settings.logLevel).toBe(DEFAULT_SETTINGS.logLevel);
  });

  it('clears the message when maintenance ends', () => {
    const on = decideChangeSettings(DEFAULT_SETTINGS, { maintenance: { enabled: true, message: 'x' } });
    if (!on.ok) throw new Error('expected ok');
    const after = (on.event.data as SettingsChangedData).settings;
    const off = decideChangeSettings(after, { maintenance: { enabled: false, message: 'stale' } });
    if (!off.ok) throw new Error('expected ok');
    expect((off.event.data as SettingsChangedData).settings.maintenance).toEqual({
      enabled: false,
      message: null,
    });
  });

  it('refuses empty changes, unknown levels and limits out of range, with field errors', () => {
    expect(decideChangeSettings(DEFAULT_SETTINGS, {})).toMatchObject({
      ok: false,
      errors: { settings: expect.any(String) },
    });
    expect(decideChangeSettings(DEFAULT_SETTINGS, { logLevel: 'loud' as never })).toMatchObject({
      ok: false,
      errors: { logLevel: expect.stringContaining('debug') },
    });
    expect(
      decideChangeSettings(DEFAULT_SETTINGS, { rateLimit: { maxRequests: 0, windowSeconds: 3601 } }),
    ).toMatchObject({
      ok: false,
      errors: { 'rateLimit.maxRequests': expect.any(String), 'rateLimit.windowSeconds': expect.any(String) },
    });
  });
});

describe('LiveSettings', () => {
  it('applies newer settings once and ignores older or repeated ones', () => {
    const live = new LiveSettings();
    const seen: boolean[] = [];
    live.onChange((s) => seen.push(s.maintenance.enabled));
    const on = { ...DEFAULT_SETTINGS, maintenance: { enabled: true, message: null } };
    live.apply(5, on, '2026-11-24T00:00:00.000Z');
    live.apply(5, DEFAULT_SETTINGS, undefined);
    live.apply(3, DEFAULT_SETTINGS, undefined);
    expect(live.current.maintenance.enabled).toBe(true);
    expect(live.changedAt).toBe('2026-11-24T00:00:00.000Z');
    expect(seen).toEqual([true]);
  });
});
