import type { LoadedTimetable, Platform, TransitLive, TransitSettings, VehicleSource } from '@pintar/core';
import {
  activeTransitAlerts,
  getPlace,
  gtfsRealtimeSource,
  loadTimetable,
  offlineVehicleSource,
  TransitError,
} from '@pintar/core';
import type { Logger } from 'pino';
import { HttpProblem } from '../http/problem.ts';

/** What the transit routes need: the timetable loaded at start, and what is live now. */
export interface TransitContext {
  timetable: LoadedTimetable;
  /** Alerts in force and realtime delays at `at`. */
  live(at: Date): Promise<TransitLive>;
  /** Where to look up places that are not stops (journey ends given as place ids). */
  findPlace(id: string): Promise<{ lat: number; lng: number } | null>;
  vehicles: VehicleSource;
}

function vehicleSource(timetable: LoadedTimetable, settings: TransitSettings, logger: Logger): VehicleSource {
  if (settings.realtime === 'off') return offlineVehicleSource(timetable.agencies);
  return gtfsRealtimeSource(timetable, {
    baseUrl: settings.realtimeUrl,
    refreshMs: settings.refreshSeconds * 1000,
    // KTMB reports trips of the schedule, so its positions give delays for departures.
    poll: [['ktmb', 'ktmb']],
    onError: (feed, error) => logger.warn({ feed, err: error.message }, 'GTFS-realtime feed unavailable'),
  });
}

/** Loads the timetable once (about 0.1 s) and joins it to the places and the live sources. */
export function createTransitContext(
  platform: Platform,
  settings: TransitSettings,
  logger: Logger,
): TransitContext {
  const timetable = loadTimetable(settings.timetablePath);
  const vehicles = vehicleSource(timetable, settings, logger);
  return {
    timetable,
    vehicles,
    live: async (at) => ({
      alerts: await activeTransitAlerts(platform.documents, at),
      live: vehicles.status().live,
      liveNote: vehicles.status().note,
      delays: vehicles.delays(),
    }),
    findPlace: async (id) => {
      const place = await getPlace(platform.documents, id);
      return place ? { lat: place.location.lat, lng: place.location.lng } : null;
    },
  };
}

export function transitProblem(error: unknown): unknown {
  if (!(error instanceof TransitError)) return error;
  return new HttpProblem(
    error.status,
    error.code,
    error.message,
    error.field ? { errors: { [error.field]: error.message } } : {},
  );
}

/** A time from the query: ISO 8601, not more than 5 minutes in the past, within a year. */
export function parseTime(value: unknown, field: string, now: Date): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const text = String(value);
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) ? new Date(text) : new Date(NaN);
  if (Number.isNaN(at.getTime())) {
    throw new HttpProblem(
      400,
      'invalid-time',
      `${field} "${text}" is not a date and time (ISO 8601, e.g. 2026-11-25T08:00:00+08:00).`,
      { errors: { [field]: 'Not a date and time' } },
    );
  }
  if (at.getTime() < now.getTime() - 5 * 60_000) {
    throw new HttpProblem(400, 'time-in-past', `${field} is in the past; journeys are planned from now on.`, {
      errors: { [field]: 'In the past' },
    });
  }
  if (at.getTime() > now.getTime() + 366 * 86_400_000) {
    throw new HttpProblem(400, 'invalid-time', `${field} is more than a year ahead.`, {
      errors: { [field]: 'More than a year ahead' },
    });
  }
  return at;
}
