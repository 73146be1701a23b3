// Towns people name that no staged gazetteer places: OSM's populated-place areas, the Countries
// States Cities database and the district centres have no Kajang, Cyberjaya or Bangsar. Their
// centre is derived, and labelled as derived, from OpenStreetMap places that say they are there:
// the per-axis median of the OSM places filed under the town (their addr:city, or the Cyberjaya
// area of city.ts), or, where fewer than MIN_FILED are, of the OSM places whose name or address
// names it ("Bangsar Village", "Jalan Telawi, Bangsar"). A median rather than a mean, so a few
// mis-addressed places far away do not move the centre.
import type { BuiltFile } from './build-places.ts';
import type { AdminLocation } from './locator.ts';
import { normaliseName } from './normalise-name.ts';
import type { PlaceRow } from './place-row.ts';

export interface DerivedTown {
  name: string;
  category: 'town' | 'neighbourhood';
  /** Names of other places that contain this one's and are elsewhere ("Bangsar South"). */
  elsewhere?: string[];
}

export const DERIVED_TOWNS: readonly DerivedTown[] = [
  { name: 'Kajang', category: 'town' },
  { name: 'Cyberjaya', category: 'town' },
  { name: 'Bangsar', category: 'neighbourhood', elsewhere: ['Bangsar South'] },
];

const MIN_FILED = 30;
const MIN_NAMED = 10;
const TOWNS_FILE = 'towns-and-districts.csv';

type Locate = (lat: number, lng: number) => AdminLocation;

/** The derived town rows, added to the towns file; a town a source already places is skipped. */
export function addDerivedTowns(files: BuiltFile[], locate: Locate, towns = DERIVED_TOWNS): PlaceRow[] {
  const townsFile = files.find((file) => file.file === TOWNS_FILE);
  if (!townsFile) return [];
  const osm = files.filter((file) => file !== townsFile).flatMap((file) => file.rows.filter((row) => row.source === 'osm'));
  const placed = new Set(townsFile.rows.map((row) => normaliseName(row.name)));
  const added = towns.flatMap((town) => {
    if (placed.has(normaliseName(town.name))) return [];
    const row = deriveTown(town, osm, locate);
    return row ? [row] : [];
  });
  townsFile.rows.push(...added);
  return added;
}

export function deriveTown(town: DerivedTown, osm: readonly PlaceRow[], locate: Locate): PlaceRow | undefined {
  const key = normaliseName(town.name);
  const filed = osm.filter((row) => normaliseName(row.city) === key);
  const evidence = filed.length >= MIN_FILED ? filed : osm.filter((row) => names(row, town));
  if (evidence.length < MIN_NAMED) return undefined;
  const lat = median(evidence.map((row) => row.lat));
  const lng = median(evidence.map((row) => row.lng));
  const how = evidence === filed ? 'filed under' : 'naming';
  const { state, district } = locate(lat, lng);
  return {
    name: town.name,
    category: town.category,
    types: [town.category, 'derived_centre'],
    address: '',
    lat: Number(lat.toFixed(5)),
    lng: Number(lng.toFixed(5)),
    phone: '',
    website: '',
    source: 'osm',
    sourceId: `centre:${key.replace(/ /g, '-')}`,
    sourceName: `OpenStreetMap (centre: median of ${evidence.length} places ${how} ${town.name})`,
    // As of its newest evidence: the centre is no newer than the places it comes from.
    sourceDate: evidence.map((row) => row.sourceDate).sort().at(-1) ?? '',
    licence: 'ODbL 1.0',
    state,
    district,
    city: town.name,
  };
}

function names(row: PlaceRow, town: DerivedTown): boolean {
  let text = ` ${normaliseName(`${row.name} ${row.address}`)} `;
  for (const other of town.elsewhere ?? []) text = text.replaceAll(` ${normaliseName(other)} `, ' ');
  return text.includes(` ${normaliseName(town.name)} `);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
