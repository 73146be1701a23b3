// "Timetable as of …": every answer says which feeds it used and whether anything is live.
import type { Freshness, TransitLive } from './model.ts';
import type { Timetable } from './timetable/types.ts';

export const NOT_LIVE_NOTE =
  'Times are from the published timetable; live vehicle positions and delays are not enabled (GTFS_REALTIME=off).';

export function freshness(tt: Timetable, live?: Pick<TransitLive, 'live' | 'liveNote'>): Freshness {
  const feedDates = Object.fromEntries(tt.feeds.map((f) => [f.id, f.feedDate]));
  const byDate = new Map<string, string[]>();
  for (const f of tt.feeds) byDate.set(f.feedDate, [...(byDate.get(f.feedDate) ?? []), f.id]);
  const parts = [...byDate].sort().map(([date, ids]) => `${date} (${ids.join(', ')})`);
  return {
    timetable: `timetable as of ${parts.join('; ')}`,
    feedDates,
    live: live?.live ?? false,
    liveNote: live?.liveNote ?? NOT_LIVE_NOTE,
  };
}
