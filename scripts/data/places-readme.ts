// data/places/README.md, written from the figures of the run that wrote the files.
import { type BuiltFile } from './build-places.ts';
import { type Licence } from './place-files.ts';

const LICENCES: Record<Licence, string> = {
  odbl: '© OpenStreetMap contributors, ODbL 1.0',
  'cc-by': 'data.gov.my, Prasarana Malaysia Berhad / KTMB, CC BY 4.0',
  moh: 'Kementerian Kesihatan Malaysia (KKMNow), licence unconfirmed; emergency flags © OpenStreetMap contributors, ODbL 1.0',
  mixed: '© OpenStreetMap contributors, ODbL 1.0; Countries States Cities database, ODbL 1.0; geoBoundaries, CC BY 4.0',
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
  const sources = count(all, (row) => `${row.sourceName}|${row.sourceDate || 'no date'}|${row.licence}`).map(
    ([key, total]) => [...key.split('|'), n(total)],
  );
  const emergency = all.filter((row) => row.emergencyDepartment === true);
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

## Rows per source

Each row carries its source's name, as-of date and licence (\`source_name\`, \`source_date\`,
\`licence\`), which Pintar shows with the place: a place from the 2018 extract says so.

${table(['Source', 'As of', 'Licence', 'Rows'], sources)}

Hospitals with an emergency department (\`emergency_department\`, only where OpenStreetMap's
\`emergency=yes\` says so; the ministry's list has no such field): ${n(emergency.length)}, of which
${n(emergency.filter((row) => row.source === 'moh').length)} are ministry rows that took the flag from their OSM twin or from one of their departments.
The ministry's \`type\` column holds only \`hospital\` (161 rows) or \`clinic\`: it does not say
general, district or specialist hospital, nor whether there is an emergency department, so it
gives no flag (Hospital Putrajaya, Hospital Serdang and Hospital Sultanah Aminah are plain
\`hospital\` rows with their phones, flagged only where an OSM twin says \`emergency=yes\`).
A department, ward or unit of a hospital mapped as a hospital ("Jabatan Patologi", "Unit
Orthopedik", "Wad Kecemasan Raub": a name starting Jabatan, Unit, Department, Wad, Ward,
Bahagian, Klinik Pakar or Klinik-Klinik Pakar) is filed as \`other\` with the type
\`hospital_department\` and without the emergency flag. A department's \`emergency=yes\` goes
to its hospital instead: the nearest hospital within 300 m, unless a source says that hospital
has none ("Jabatan Kecemasan QEH" flags Hospital Queen Elizabeth, Kota Kinabalu, whose row then
names both sources; \`hospital-department.ts\`).
Public hospitals with \`beds\` (the ministry's utilisation file, exact names only):
${n(all.filter((row) => row.beds !== undefined).length)}.

**No food courts**: none of the sources lists them (the 2018 extract has no \`amenity=food_court\`),
so there is no such category rather than an invented one.

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
Hospitals and clinics compare with each other only, on the name before its first comma and
without bracketed abbreviations ("Hospital Sultanah Aminah, Johor Bahru" is "Hospital Sultanah
Aminah", "Klinik Desa (KD) Parit Kasih" is "Klinik Desa Parit Kasih") within 300 m: the
ministry's row comes first and keeps its phone; an OSM twin lends it only its emergency tag.
Cities, towns, villages and districts compare with each other within 5 km (gazetteers put a
town's centre kilometres apart). The Peninsular, 2018 and populated-place extracts are
checked against the state polygons, not only the box: their points in Singapore, Brunei,
the Philippines or Thailand are dropped as outside Malaysia (within 300 m of a Malaysian
coast or border counts as inside).
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
- **postcode**: the source's \`addr:postcode\` when it is five digits, else a five-digit number
  written in its address.
- **towns and districts**: OSM's populated places mapped as areas (\`city\`, \`town\`,
  \`village\` for villages and hamlets; lone houses left out) at their centroids; the Countries
  States Cities database's Malaysian towns (its \`Daerah …\` entries left out: districts come
  from the boundaries) as \`town\`, each filed under itself as city; one \`district\` place per
  geoBoundaries district, named "<district> District", at the area-weighted centre of its
  largest part (or the inside point nearest to it). Districts that are a whole state or
  territory (Kuala Lumpur, Labuan, Perlis) are left to the town and the state.
- **derived town centres**: no staged gazetteer places Kajang, Cyberjaya or Bangsar (OSM's
  populated-place areas, the Countries States Cities database and the district centres lack
  them), yet people ask for them. Their row's centre is derived from OpenStreetMap places that
  say they are there: the per-axis median of the OSM places filed under the town (their
  \`addr:city\`, or the Cyberjaya area above), or, where fewer than 30 are, of the OSM places
  whose name or address names it ("Bangsar Village", "Maybank Bangsar Baru"; "Bangsar South",
  a different area, does not count). Such a row has the type \`derived_centre\`, the id
  \`centre:<town>\`, a source name saying how many places it is the median of, and the as-of
  date of the newest of them (\`town-centres.ts\`). Other suburbs are not placed.
- **source_id**: \`node/…\`, \`way/…\` or \`relation/…\` for the HOT extracts (OSM ids);
  \`amenity:<district>:<category>:<first 12 hex of sha1(name|lat|lon)>\` for the amenity file,
  which carries no OSM id; \`rapid-rail-kl:<stop_id>\`, \`ktmb:<stop_id>\`,
  \`rapid-bus-kl:<stop_id>\`, \`rapid-bus-mrtfeeder:<stop_id>\` for GTFS stops.
- **types**: the OSM amenity or healthcare kind and specialities; the mode and line of rail
  stations (\`lrt;kelana_jaya_line\`, \`ktm;komuter;port_klang_line\`); the bus network.
- No source gives ratings or price levels. Opening hours are left empty too: the 2018 extract
  has some, but eight-year-old hours would be claimed as today's.
- **source_id** of the new files: \`node/…\`/\`way/…\` for the 2018 extract;
  \`semenanjung:<first 12 hex of sha1(kind|name|lat|lon)>\` for the Peninsular extract (no OSM
  id in it); \`moh:<first 12 hex of sha1(name|lat|lon)>\`; \`csc:<id>\`; \`adm2:<district>\`.
- Left out of the 2018 extract: fitness centres and aerodromes (nobody asks Pintar for them
  yet). A convenience store or petrol station mapped with a brand but no name takes the brand
  as its name.

Not included: every boundary file (districts become places; their polygons are in
\`data/city/\` for the location call).

## Attribution and licences

- \`moh-facilities.csv\`: **Kementerian Kesihatan Malaysia** (KKMNow open data,
  MoH-Malaysia/data-resources-public); the repository has no licence file, so the licence is
  **unconfirmed** (data/ATTRIBUTION.md). Emergency flags taken from OSM are ODbL 1.0.
- \`towns-and-districts.csv\`: OSM populated places (**ODbL 1.0**); towns of the
  **Countries States Cities database** (dr5hn/countries-states-cities-database, **ODbL 1.0**);
  district centres from **geoBoundaries** (CC BY 4.0).
- \`osm-amenities.csv\`, \`health-facilities.csv\`, \`osm-peninsular.csv\` and
  \`osm-kl-2018.csv\`: **© OpenStreetMap contributors, ODbL
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
