// "Timetable as of …": every answer says which feeds it used and whether anything is live.
import type { Freshness, TimetableSource, TransitLive } from './model.ts';
import type { Timetable } from './timetable/types.ts';

export const NOT_LIVE_NOTE =
  'Times are from the published timetable; live vehicle positions and delays are not enabled (GTFS_REALTIME=off).';

/**
 * One source per operator, named as the operator and the format (no feed ids, no words to
 * translate), with its newest feed's date: clients say "as of <date>" in the reader's language.
 */
export function timetableSources(tt: Pick<Timetable, 'feeds' | 'agencies'>): TimetableSource[] {
  const newest = new Map<string, string>();
  for (const feed of tt.feeds) {
    const seen = newest.get(feed.agencyId);
    if (!seen || feed.feedDate > seen) newest.set(feed.agencyId, feed.feedDate);
  }
  return [...newest].map(([agencyId, asOf]) => ({
    name: `${tt.agencies.find((a) => a.id === agencyId)?.name ?? agencyId} GTFS`,
    asOf,
  }));
}

export function freshness(tt: Timetable, live?: Pick<TransitLive, 'live' | 'liveNote'>): Freshness {
  const feedDates = Object.fromEntries(tt.feeds.map((f) => [f.id, f.feedDate]));
  const byDate = new Map<string, string[]>();
  for (const f of tt.feeds) byDate.set(f.feedDate, [...(byDate.get(f.feedDate) ?? []), f.id]);
  const parts = [...byDate].sort().map(([date, ids]) => `${date} (${ids.join(', ')})`);
  return {
    timetable: `timetable as of ${parts.join('; ')}`,
    feedDates,
    sources: timetableSources(tt),
    live: live?.live ?? false,
    liveNote: live?.liveNote ?? NOT_LIVE_NOTE,
  };
}
