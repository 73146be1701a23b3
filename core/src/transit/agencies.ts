// GET /api/transport/agencies: who runs what in the timetable, and its date.
import type { LoadedTimetable } from './timetable/loaded.ts';

export interface AgencyView {
  id: string;
  name: string;
  url: string;
  /** Realtime vehicle categories (`/api/transport/vehicles/{agency}/{category}`). */
  categories: string[];
  feeds: Array<{ id: string; feedDate: string; headwayBased: boolean; licence: string }>;
  lines: Array<{ id: string; name: string; shortName: string; mode: string; color: string }>;
}

export function listAgencies(tt: LoadedTimetable): AgencyView[] {
  return tt.agencies.map((a) => ({
    id: a.id,
    name: a.name,
    url: a.url,
    categories: a.categories,
    feeds: tt.feeds
      .filter((f) => f.agencyId === a.id)
      .map((f) => ({ id: f.id, feedDate: f.feedDate, headwayBased: f.headwayBased, licence: f.licence })),
    lines: tt.lines
      .filter((l) => l.agencyId === a.id)
      .map((l) => ({ id: l.id, name: l.longName, shortName: l.shortName, mode: l.mode, color: l.color })),
  }));
}
