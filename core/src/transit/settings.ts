// Transit settings from the environment, checked once at start-up.
import { ConfigError } from '../platformConfig.ts';

export interface TransitSettings {
  /** Poll data.gov.my GTFS-realtime (`on`), or answer from the timetable only and say so. */
  realtime: 'on' | 'off';
  realtimeUrl: string;
  refreshSeconds: number;
  /** Unset: the committed data/transit/timetable.bin.gz. */
  timetablePath: string | undefined;
}

export function loadTransitSettings(env: Record<string, string | undefined>): TransitSettings {
  const realtime = env.GTFS_REALTIME || 'off';
  if (realtime !== 'on' && realtime !== 'off')
    throw new ConfigError(`GTFS_REALTIME must be on or off, got "${realtime}"`);
  const realtimeUrl = env.GTFS_REALTIME_URL || 'https://api.data.gov.my/gtfs-realtime';
  if (!/^https?:\/\//.test(realtimeUrl))
    throw new ConfigError(`GTFS_REALTIME_URL must be an http(s) URL, got "${realtimeUrl}"`);
  const refresh = env.GTFS_REALTIME_REFRESH_S || '30';
  const refreshSeconds = Number(refresh);
  if (!Number.isInteger(refreshSeconds) || refreshSeconds < 10) {
    throw new ConfigError(
      `GTFS_REALTIME_REFRESH_S must be a whole number of seconds >= 10, got "${refresh}"`,
    );
  }
  return { realtime, realtimeUrl, refreshSeconds, timetablePath: env.TRANSIT_TIMETABLE || undefined };
}
