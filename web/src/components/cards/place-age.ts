// How old a place's data is, for the places card (issue 29): a place from an old extract says
// where it came from and that it may have closed. The same rule as the assistant's answer
// (core/src/assistant/compose/lines.ts).

/** Data this many years old or more may describe a place that has since closed. */
export const OLD_DATA_YEARS = 3;

export interface PlaceAge {
  source: string;
  year: number;
}

/** The source and year of a place's data when it is old; undefined for recent or undated data. */
export function oldDataOf(place: Record<string, unknown>, now = new Date()): PlaceAge | undefined {
  const source = typeof place.source_name === 'string' ? place.source_name : undefined;
  const date = typeof place.source_date === 'string' ? place.source_date : '';
  const year = Number(/^(\d{4})/.exec(date)?.[1]);
  if (!source || !year || now.getUTCFullYear() - year < OLD_DATA_YEARS) return undefined;
  return { source, year };
}
