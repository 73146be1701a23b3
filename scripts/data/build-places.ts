// From source places to the rows of each file: drops what the import would reject or what
// is listed twice, then derives state, district and city.
import { cityFor } from './city.ts';
import { absorbTwin, createDeduper } from './dedupe.ts';
import { asHospitalDepartment, carryDepartmentEmergency } from './hospital-department.ts';
import { type AdminLocation } from './locator.ts';
import { normaliseName } from './normalise-name.ts';
import { isInMalaysia, type PlaceRow, type SourcePlace } from './place-row.ts';
import { type PlaceFile } from './place-files.ts';
import { addDerivedTowns } from './town-centres.ts';

export interface FileStats {
  inputs: { path: string; rows: number }[];
  withoutName: number;
  /** Outside the Malaysia box, or (for inputs checked against the borders) outside the states. */
  outsideMalaysia: number;
  /** Duplicates dropped, by the file that keeps their twin. */
  duplicatesOf: Map<string, number>;
}

export interface BuiltFile extends PlaceFile {
  rows: PlaceRow[];
  stats: FileStats;
}

type Locate = (lat: number, lng: number) => AdminLocation;
type Inside = (lat: number, lng: number) => boolean;

export function buildPlaces(
  files: readonly PlaceFile[],
  locate: Locate,
  insideMalaysia: Inside = () => true,
): BuiltFile[] {
  const deduper = createDeduper();
  const fileOf = new Map<SourcePlace, string>();
  const built = files.map((file) => {
    const stats: FileStats = { inputs: [], withoutName: 0, outsideMalaysia: 0, duplicatesOf: new Map() };
    const kept: SourcePlace[] = [];
    for (const input of file.inputs) {
      const places = input.read().map(asHospitalDepartment);
      stats.inputs.push({ path: input.path, rows: places.length });
      for (const place of places) {
        if (!normaliseName(place.name)) stats.withoutName++;
        else if (!isInMalaysia(place.lat, place.lng)) stats.outsideMalaysia++;
        else if (input.checkBorders && !insideMalaysia(place.lat, place.lng)) stats.outsideMalaysia++;
        else {
          const twin = deduper.admit(place);
          if (!twin) {
            kept.push(place);
            fileOf.set(place, file.file);
            continue;
          }
          absorbTwin(twin, place);
          const twinFile = fileOf.get(twin) ?? file.file;
          stats.duplicatesOf.set(twinFile, (stats.duplicatesOf.get(twinFile) ?? 0) + 1);
        }
      }
    }
    return { ...file, kept, stats };
  });
  carryDepartmentEmergency(built.flatMap((file) => file.kept));
  // Located only now: a kept place may still have absorbed its twin's city above.
  const located = built.map(({ kept, ...file }) => ({ ...file, rows: kept.map((place) => locatePlace(place, locate)) }));
  addDerivedTowns(located, locate);
  for (const file of located) sortRows(file.rows);
  return located;
}

/** A town, city, village or neighbourhood is its own city: "Shah Alam" is filed under Shah Alam. */
const SETTLEMENTS = new Set(['city', 'town', 'village', 'neighbourhood']);

export function locatePlace(place: SourcePlace, locate: Locate): PlaceRow {
  const { state, district } = locate(place.lat, place.lng);
  const city = SETTLEMENTS.has(place.category)
    ? place.name.slice(0, 100)
    : cityFor({ lat: place.lat, lng: place.lng, state, district, sourceCity: place.sourceCity });
  return { ...place, state, district, city };
}

/** A fixed order (plain code-unit comparison, not the locale's) keeps regenerated files diffable. */
function sortRows(rows: PlaceRow[]): PlaceRow[] {
  const key = (row: PlaceRow): string[] => [row.state, row.city, row.category, row.name, row.sourceId];
  return rows.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
    return 0;
  });
}
