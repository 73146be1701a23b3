// Test support: an import job on an embedded platform, and rows to feed it.
import type { Platform } from '../platform.ts';
import type { RawRow } from './files/rows.ts';
import { ImportJob } from './importJob.ts';
import type { LiveMatcher } from './matcher.ts';
import { placeSearchProjection, placesProjection } from './placesProjection.ts';
import { placeStatsProjection } from './placeStatsProjection.ts';
import { getPlaces } from './queries.ts';

/** The read models an import waits for by default: the places, their search and statistics. */
const READ_MODELS = [placesProjection.name, placeSearchProjection.name, placeStatsProjection.name];

/** A job importing without enrichment, complete once the read models named hold every row. */
export function importJobFor(
  platform: Platform,
  matcher: LiveMatcher,
  importId: string,
  { batchSize = 100, projections = READ_MODELS }: { batchSize?: number; projections?: string[] } = {},
): ImportJob {
  return new ImportJob(
    {
      log: platform.eventLog,
      matcher,
      enricher: { source: 'osm', enrich: async () => null } as never,
      readPlaces: (ids) => getPlaces(platform.documents, ids),
      projections,
      projectionTimeoutMs: 60_000,
    },
    {
      importId,
      fileName: 'places.csv',
      format: 'csv',
      sizeBytes: 1,
      options: { enhanceWithGoogle: false, skipDuplicates: true, batchSize },
      actor: 'test',
      correlationId: 'test',
    },
  );
}

/** A valid row in Shah Alam; with a source key when given one. */
export const placeRow = (name: string, sourceId?: string, offset = 0): RawRow['values'] => ({
  name,
  city: 'Shah Alam',
  state: 'Selangor',
  lat: (3.07 + offset * 1e-4).toFixed(6),
  lng: '101.52',
  ...(sourceId ? { source: 'osm', source_id: sourceId } : {}),
});

/** The rows as a file reader hands them on (line 1 is the header); a number makes that many distinct places. */
export async function* rowsOf(rows: RawRow['values'][] | number): AsyncGenerator<RawRow> {
  const list =
    typeof rows === 'number'
      ? Array.from({ length: rows }, (_, i) => placeRow(`Kedai ${i}`, undefined, i))
      : rows;
  for (const [i, values] of list.entries()) yield { line: i + 2, values };
}
