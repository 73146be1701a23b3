// What limits a search: suspended lines and stations, step-free needs; and what it tells the legs.
import type { ActiveAlert, Journey } from '../model.ts';
import type { LoadedTimetable } from '../timetable/loaded.ts';

export function blocked(tt: LoadedTimetable, alerts: ActiveAlert[], accessible: boolean) {
  const suspendedLines = new Set(
    alerts.filter((a) => a.suspended && a.lineId && !a.stopId).map((a) => a.lineId),
  );
  const patterns = new Uint8Array(tt.patterns.line.length);
  tt.patterns.line.forEach((line, p) => (patterns[p] = suspendedLines.has(tt.lines[line]!.id) ? 1 : 0));
  const stops = new Uint8Array(tt.stops.ids.length);
  for (const a of alerts)
    if (a.suspended && a.stopId && tt.stopById.has(a.stopId)) stops[tt.stopById.get(a.stopId)!] = 1;
  if (accessible) tt.stops.stepFree.forEach((v, s) => (stops[s] = v === 0 ? 1 : stops[s]!));
  return { patterns: suspendedLines.size ? patterns : undefined, stops };
}

export function alertsFor(alerts: ActiveAlert[]) {
  return (lineId: string, stops: string[]) =>
    alerts
      .filter(
        (a) =>
          (a.lineId === lineId && (!a.stopId || stops.includes(a.stopId))) ||
          (!a.lineId && a.stopId && stops.includes(a.stopId)),
      )
      .map((a) => a.message);
}

export function markStepFree(tt: LoadedTimetable, j: Journey): void {
  const used = j.legs.flatMap((l) => (l.kind === 'walk' ? [] : [l.from.stopId, l.to.stopId]));
  const flags = used.map((id) => tt.stops.stepFree[tt.stopById.get(id)!]);
  j.stepFree = flags.some((f) => f === 0) ? false : flags.every((f) => f === 1) ? true : null;
  if (j.stepFree === null)
    j.notes.push('Some stations or stops on this journey have no step-free information.');
}
