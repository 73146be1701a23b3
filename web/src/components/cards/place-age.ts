// How old a place's data is, for the places card (issue 29): a place from an old extract says
// where it came from and that it may have closed. The same rule as the assistant's answer:
// older than OLD_DATA_YEARS at the time shown, counted in months, named by the row's own source
// (docs/places.md, "How old the data is").

/** Data older than this many years may describe a place that has since closed. */
export const OLD_DATA_YEARS = 5;

export interface PlaceAge {
  source: string;
  year: number;
}

/** The source and year of a place's data when it is old; undefined for recent or undated data. */
export function oldDataOf(place: Record<string, unknown>, now = new Date()): PlaceAge | undefined {
  const source = typeof place.source_name === 'string' ? place.source_name.split(';')[0]!.trim() : '';
  const date = typeof place.source_date === 'string' ? place.source_date : '';
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(date);
  if (!source || !m) return undefined;
  // A year alone counts from its end, so an undated month never makes data look older.
  const months =
    (now.getUTCFullYear() - Number(m[1])) * 12 + (now.getUTCMonth() + 1 - (m[2] ? Number(m[2]) : 12));
  if (months <= OLD_DATA_YEARS * 12) return undefined;
  return { source, year: Number(m[1]) };
}
