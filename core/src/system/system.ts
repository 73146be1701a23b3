import { TOPICS } from '@pintar/contracts';
import type { DomainEvent } from '../shared/record.ts';

export const SYSTEM_TOPIC = TOPICS.system;
export const SYSTEM_EVENTS = {
  settingsChanged: 'my.pintar.system.settings-changed.v1',
} as const;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Run-time settings every API process applies as soon as it reads their event. */
export interface SystemSettings {
  maintenance: { enabled: boolean; message: string | null };
  logLevel: LogLevel;
  rateLimit: { enabled: boolean; maxRequests: number; windowSeconds: number };
}

export interface SettingsChange {
  maintenance?: { enabled: boolean; message?: string | null };
  logLevel?: LogLevel;
  rateLimit?: { enabled?: boolean; maxRequests?: number; windowSeconds?: number };
}

export interface SettingsChangedData {
  changes: SettingsChange;
  /** The settings after the change, so one event is enough to know them. */
  settings: SystemSettings;
}

export const DEFAULT_SETTINGS: SystemSettings = {
  maintenance: { enabled: false, message: null },
  logLevel: 'info',
  rateLimit: { enabled: false, maxRequests: 600, windowSeconds: 60 },
};

export const RATE_LIMIT_BOUNDS = { maxRequests: [1, 100_000], windowSeconds: [1, 3600] } as const;

export type SettingsDecision =
  { ok: true; event: DomainEvent } | { ok: false; errors: Record<string, string> };

/** Validates a change against the current settings; no event when it changes nothing. */
export function decideChangeSettings(current: SystemSettings, change: SettingsChange): SettingsDecision {
  const errors: Record<string, string> = {};
  if (!change.maintenance && !change.logLevel && !change.rateLimit)
    errors.settings = 'Name at least one setting to change: maintenance, logLevel or rateLimit';
  if (change.logLevel !== undefined && !LOG_LEVELS.includes(change.logLevel))
    errors.logLevel = `Log level must be one of ${LOG_LEVELS.join(', ')}`;
  for (const field of ['maxRequests', 'windowSeconds'] as const) {
    const value = change.rateLimit?.[field];
    const [min, max] = RATE_LIMIT_BOUNDS[field];
    if (value !== undefined && (!Number.isInteger(value) || value < min || value > max))
      errors[`rateLimit.${field}`] = `${field} must be a whole number from ${min} to ${max}`;
  }
  if (change.maintenance?.message && change.maintenance.message.length > 300)
    errors['maintenance.message'] = 'The maintenance message is at most 300 characters';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const settings = applyChange(current, change);
  const data: SettingsChangedData = { changes: change, settings };
  return { ok: true, event: { type: SYSTEM_EVENTS.settingsChanged, subject: 'settings', data } };
}

export function applyChange(current: SystemSettings, change: SettingsChange): SystemSettings {
  return {
    maintenance: change.maintenance
      ? {
          enabled: change.maintenance.enabled,
          message: change.maintenance.enabled ? (change.maintenance.message ?? null) : null,
        }
      : current.maintenance,
    logLevel: change.logLevel ?? current.logLevel,
    rateLimit: { ...current.rateLimit, ...change.rateLimit },
  };
}
