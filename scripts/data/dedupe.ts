// Drops the second of two places listed twice, within a source or across sources: the same
// name (normalised) near the same point.
import { haversineMetres } from './geo.ts';
import { normaliseName, stationKey } from './normalise-name.ts';
import { cleanTypes, type SourcePlace } from './place-row.ts';

interface Sameness {
  key: (name: string) => string;
  radiusMetres: number;
  /** Grid cells at least this wide, so every twin lies in the same or a neighbouring cell. */
  cellDegrees: number;
}

// A cell of 0.002° is at least 200 m wide anywhere in Malaysia (cos 7.6° × 222 m = 220 m).
const PLACES: Sameness = { key: normaliseName, radiusMetres: 50, cellDegrees: 0.002 };
// A station spans a block: OSM and GTFS put its point at different entrances or platforms.
const STATIONS: Sameness = { key: stationKey, radiusMetres: 200, cellDegrees: 0.002 };
// A hospital's campus spans blocks (OSM's and the ministry's points for Hospital Sultanah
// Aminah are 200 m apart), and the ministry adds the town after a comma
// ("Hospital Sultanah Aminah, Johor Bahru") where OSM names the hospital alone.
const HEALTH: Sameness = { key: healthKey, radiusMetres: 300, cellDegrees: 0.003 };
// A town's centre differs by kilometres between gazetteers (Petaling Jaya: 2.8 km).
const AREAS: Sameness = { key: normaliseName, radiusMetres: 5_000, cellDegrees: 0.05 };

/**
 * The ministry also writes its facility kinds' abbreviations in brackets ("Klinik Desa (KD)
 * Parit Kasih", "Klinik Kesihatan (KK) Kempas") where OSM writes "Klinik Desa Parit Kasih".
 */
export function healthKey(name: string): string {
  return normaliseName(name.split(',')[0]!.replace(/\([^)]*\)/g, ' '));
}

const AREA_CATEGORIES = new Set(['city', 'town', 'district', 'village', 'neighbourhood']);

/**
 * Stops are named after what they serve ("Hospital Putrajaya" bus stop at the hospital), so
 * a stop only duplicates a stop of the same kind. Other categories compare with each other:
 * sources disagree on whether a place is a clinic or a hospital, a school or a college.
 */
export function identityGroup(category: string): string {
  if (category === 'bus_stop' || category === 'rail_station') return category;
  if (category === 'hospital' || category === 'clinic') return 'health';
  return AREA_CATEGORIES.has(category) ? 'area' : 'venue';
}

const SAMENESS: Record<string, Sameness> = { rail_station: STATIONS, health: HEALTH, area: AREAS };

export function createDeduper() {
  const cells = new Map<string, SourcePlace[]>();
  const cellKey = (name: string, row: number, column: number): string => `${name}|${row}|${column}`;

  return {
    /** The already kept place this one duplicates, or undefined after keeping it. */
    admit(place: SourcePlace): SourcePlace | undefined {
      const group = identityGroup(place.category);
      const sameness = SAMENESS[group] ?? PLACES;
      const name = `${group}:${sameness.key(place.name)}`;
      const row = Math.floor(place.lat / sameness.cellDegrees);
      const column = Math.floor(place.lng / sameness.cellDegrees);
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
  absorbEmergencyFlag(kept, dropped);
  kept.departmentEmergency ??= dropped.departmentEmergency;
  if (kept.source !== dropped.source) return;
  kept.types = cleanTypes([...kept.types, ...dropped.types]);
  kept.address ||= dropped.address;
  kept.phone ||= dropped.phone;
  kept.website ||= dropped.website;
  kept.sourceCity ||= dropped.sourceCity;
}

/**
 * Whether a hospital has an emergency department is the one fact taken across sources: the
 * ministry's list has no such field, OSM's `emergency` tag has. The row then names both sources.
 */
function absorbEmergencyFlag(kept: SourcePlace, dropped: SourcePlace): void {
  if (kept.emergencyDepartment !== undefined || dropped.emergencyDepartment === undefined) return;
  takeEmergencyFlag(kept, dropped.emergencyDepartment, dropped);
}

/** Sets a hospital's emergency flag from another row's source, naming that source on the row. */
export function takeEmergencyFlag(
  kept: SourcePlace,
  flag: boolean,
  from: { sourceName: string; sourceDate: string; licence: string },
): void {
  kept.emergencyDepartment = flag;
  if (kept.sourceName !== from.sourceName) {
    kept.sourceName = `${kept.sourceName}; emergency department: ${from.sourceName} ${from.sourceDate}`.trim();
    kept.licence = `${kept.licence}; ${from.licence}`;
  }
}
