// Drops the second of two places listed twice, within a source or across sources: the same
// name (normalised) near the same point.
import { haversineMetres } from './geo.ts';
import { normaliseName, stationKey } from './normalise-name.ts';
import { cleanTypes, type SourcePlace } from './place-row.ts';

interface Sameness {
  key: (name: string) => string;
  radiusMetres: number;
}

const PLACES: Sameness = { key: normaliseName, radiusMetres: 50 };
// A station spans a block: OSM and GTFS put its point at different entrances or platforms.
const STATIONS: Sameness = { key: stationKey, radiusMetres: 200 };

/**
 * Stops are named after what they serve ("Hospital Putrajaya" bus stop at the hospital), so
 * a stop only duplicates a stop of the same kind. Other categories compare with each other:
 * sources disagree on whether a place is a clinic or a hospital, a school or a college.
 */
export function identityGroup(category: string): string {
  return category === 'bus_stop' || category === 'rail_station' ? category : 'venue';
}

// A cell of 0.002° is at least 200 m wide anywhere in Malaysia (cos 7.6° × 222 m = 220 m),
// so every place within the largest radius lies in the same or a neighbouring cell.
const CELL_DEGREES = 0.002;

export function createDeduper() {
  const cells = new Map<string, SourcePlace[]>();
  const cellKey = (name: string, row: number, column: number): string => `${name}|${row}|${column}`;

  return {
    /** The already kept place this one duplicates, or undefined after keeping it. */
    admit(place: SourcePlace): SourcePlace | undefined {
      const group = identityGroup(place.category);
      const sameness = group === 'rail_station' ? STATIONS : PLACES;
      const name = `${group}:${sameness.key(place.name)}`;
      const row = Math.floor(place.lat / CELL_DEGREES);
      const column = Math.floor(place.lng / CELL_DEGREES);
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const twin = cells
            .get(cellKey(name, row + dr, column + dc))
            ?.find(
              (kept) =>
                haversineMetres(kept.lat, kept.lng, place.lat, place.lng) <= sameness.radiusMetres,
            );
          if (twin) return twin;
        }
      }
      const key = cellKey(name, row, column);
      cells.set(key, [...(cells.get(key) ?? []), place]);
      return undefined;
    },
  };
}

/**
 * What the kept place takes over from its dropped twin: blank contact fields and the types
 * (an interchange station listed once per line keeps every line). Only within one source, so
 * an OSM-derived file takes nothing from GTFS and the reverse, and each file keeps one licence.
 */
export function absorbTwin(kept: SourcePlace, dropped: SourcePlace): void {
  if (kept.source !== dropped.source) return;
  kept.types = cleanTypes([...kept.types, ...dropped.types]);
  kept.address ||= dropped.address;
  kept.phone ||= dropped.phone;
  kept.website ||= dropped.website;
  kept.sourceCity ||= dropped.sourceCity;
}
