// Alerts in force → the spec's serviceAlerts entries (line, service, message, duration).
import type { ActiveAlert, ServiceAlertView } from '../model.ts';
import type { LoadedTimetable } from '../timetable/loaded.ts';

function duration(a: ActiveAlert): string {
  const from = a.from.slice(0, 16).replace('T', ' ');
  return a.until
    ? `${from} to ${a.until.slice(0, 16).replace('T', ' ')}`
    : `from ${from} until further notice`;
}

export function alertViews(tt: LoadedTimetable, alerts: ActiveAlert[]): ServiceAlertView[] {
  return alerts.map((a) => {
    const line = a.lineId ? tt.lines.find((l) => l.id === a.lineId) : undefined;
    const stop = a.stopId ? tt.stopById.get(a.stopId) : undefined;
    return {
      id: a.id,
      line: line?.longName ?? '',
      service: stop === undefined ? (line?.longName ?? '') : tt.stops.names[stop]!,
      message: a.message,
      severity: a.severity,
      duration: duration(a),
      from: a.from,
      until: a.until,
      suspended: a.suspended,
    };
  });
}
