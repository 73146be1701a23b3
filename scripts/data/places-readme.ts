// data/places/README.md, written from the figures of the run that wrote the files.
import { type BuiltFile } from './build-places.ts';
import { type Licence } from './place-files.ts';

const LICENCES: Record<Licence, string> = {
  odbl: '© OpenStreetMap contributors, ODbL 1.0',
  'cc-by': 'data.gov.my, Prasarana Malaysia Berhad / KTMB, CC BY 4.0',
};

const count = <T>(items: readonly T[], keyOf: (item: T) => string): [string, number][] => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
};

const table = (header: string[], rows: (string | number)[][]): string =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

const n = (value: number): string => value.toLocaleString('en-US');

export function placesReadme(files: readonly BuiltFile[]): string {
  const all = files.flatMap((file) => file.rows);
  const perFile = (keyOf: (file: BuiltFile) => (string | number)[]) => files.map(keyOf);
  const categories = count(all, (row) => row.category).map(([category, total]) => [
    `\`${category}\``,
    ...files.map((file) => n(file.rows.filter((row) => row.category === category).length)),
    n(total),
  ]);
  const cities = count(all, (row) => `${row.city}|${row.state}`);
  const cityRows = cities.slice(0, 15).map(([key, total]) => [...key.split('|'), n(total)]);
  const dropped = perFile((file) => {
    const duplicates = [...file.stats.duplicatesOf]
      .map(([twinFile, total]) => `${n(total)} of places in ${twinFile === file.file ? 'the same file' : twinFile}`)
      .join(', ');
    return [file.file, n(file.stats.withoutName), n(file.stats.outsideMalaysia), duplicates || 'none'];
  });
  return `# Places

Malaysian places in Pintar's import format (columns, categories and states as in
[docs/places.md](../../docs/places.md), section "Files"), ready for the Import/Export tab or
a seed. Every file and this README are written by

\`\`\`sh
node scripts/data/prepare-places.ts [shared-data-dir]   # default ../shared/data
\`\`\`

from the open data staged in the shared data folder (its \`SOURCES.md\` gives each file's
repository and commit). The outputs are committed; Pintar never reads the shared folder. Do
not edit them by hand: change the script and run it again.

## Files

${table(
  ['File', 'Holds', 'Rows', 'Source and licence'],
  perFile((file) => [`\`${file.file}\``, file.holds, n(file.rows.length), LICENCES[file.licence]]),
)}

In all: **${n(all.length)}** places, ${n(cities.length)} cities,
${new Set(all.map((row) => row.state)).size} of the 16 states.

## Rows per category

${table(['Category', ...files.map((file) => file.file), 'All'], categories)}

## Rows per state

${table(['State', 'Rows'], count(all, (row) => row.state).map(([state, total]) => [state, n(total)]))}

## Top cities

${table(['City', 'State', 'Rows'], cityRows)}

Cyberjaya: ${n(all.filter((row) => row.city === 'Cyberjaya').length)} places;
Putrajaya: ${n(all.filter((row) => row.city === 'Putrajaya').length)}.

## How it was made

${files
  .flatMap((file) => file.stats.inputs.map((input) => `- \`${input.path}\`: ${n(input.rows)} rows → \`${file.file}\``))
  .join('\n')}

Rows were dropped when they have no name, lie outside Malaysia (lat 0.5–7.6, lng
99.0–119.6) or have no coordinates, or repeat a place already kept: the same name (lower
case, diacritics folded, punctuation collapsed) within 50 m, within a file or across files.
Stations compare without their line codes and spaces ("KJ30 SS18" is "SS 18") within 200 m,
as OSM and the operators put a station's point at different platforms; bus stops and stations
only compare with their own kind, as stops are named after what they serve. Files are
resolved in the order of the table above, so a GTFS station drops the same station from OSM,
and a HOT health extract (with OSM ids) drops the same clinic from the amenity file. A kept
place takes over blank phone, website, address and city and the types of a dropped twin
from the same source (an interchange listed once per line keeps every line).
Duplicates dropped in all: ${n(files.reduce((sum, file) => sum + [...file.stats.duplicatesOf.values()].reduce((a, b) => a + b, 0), 0))}.

${table(['File', 'No name', 'Outside Malaysia', 'Duplicates dropped'], dropped)}

- **state** and **district**: from the geoBoundaries ADM2 (district) polygon holding the
  point; each district belongs to the ADM1 state holding most of its area, so a place's
  district always lies in its state. ADM2 decides over ADM1 where they disagree: it is the
  more detailed layer (it puts Pulau Tioman in Rompin, Pahang; the simplified ADM1 layer says
  Johor). Putrajaya has no ADM2 district, so the ADM1 Putrajaya polygon comes first and its
  places have district Putrajaya. Points off every polygon (the simplified coastline) take
  the nearest state, then its nearest district. State names are mapped to the canonical
  ones (Malacca → Melaka, Penang → Pulau Pinang); older district spellings are updated
  (Ulu Langat → Hulu Langat, Ulu Selangor → Hulu Selangor, Kulaijaya → Kulai).
- **city**: \`Cyberjaya\` inside the Cyberjaya area (Selangor, lat 2.885–2.955, lng
  101.618–101.676, less the Putra Perdana corner north of 2.936 and west of 101.626; checked
  against Hospital Cyberjaya, Universiti Multimedia, Limkokwing, University of Cyberjaya,
  the Cyberjaya City Centre and Cyberjaya Utara stations inside, and Dengkil, Putra Perdana
  and 16 Sierra outside); \`Putrajaya\` and \`Kuala Lumpur\` for those territories;
  \`Johor Bahru\` for the Johor Bahru district; else the source's \`addr:city\` (health and
  financial extracts) unless it names a state; else the district.
- **postcode**: a five-digit number written in the source's address, when there is one.
- **source_id**: \`node/…\`, \`way/…\` or \`relation/…\` for the HOT extracts (OSM ids);
  \`amenity:<district>:<category>:<first 12 hex of sha1(name|lat|lon)>\` for the amenity file,
  which carries no OSM id; \`rapid-rail-kl:<stop_id>\`, \`ktmb:<stop_id>\`,
  \`rapid-bus-kl:<stop_id>\`, \`rapid-bus-mrtfeeder:<stop_id>\` for GTFS stops.
- **types**: the OSM amenity or healthcare kind and specialities; the mode and line of rail
  stations (\`lrt;kelana_jaya_line\`, \`ktm;komuter;port_klang_line\`); the bus network.
- No source gives ratings, price levels or opening hours: those cells are empty.

Not included: the HOT populated-places polygons (462 villages and hamlets mapped as areas, a
small and uneven sample of Malaysia's villages), and every boundary file.

## Attribution and licences

- \`osm-amenities.csv\` and \`health-facilities.csv\`: **© OpenStreetMap contributors, ODbL
  1.0** (https://www.openstreetmap.org/copyright), via Overpass (amenity file) and the HOT
  Export Tool. These files are a derived database of OpenStreetMap and are offered under the
  ODbL 1.0 too (share-alike): whoever uses them must keep this attribution and offer
  adaptations of them under the ODbL.
- \`rail-stations.csv\` and \`bus-stops.csv\`: **data.gov.my, Prasarana Malaysia Berhad / KTMB,
  CC BY 4.0** (GTFS Static feeds of https://data.gov.my).
- State and district names were derived with **geoBoundaries** (Runfola et al., CC BY 4.0,
  https://www.geoboundaries.org) ADM1 and ADM2 boundaries of Malaysia, which are not shipped.
`;
}
