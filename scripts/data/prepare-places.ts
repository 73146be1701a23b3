// node scripts/data/prepare-places.ts [shared-data-dir]
// Writes data/places/*.csv and data/places/README.md from the open data staged in the shared
// data folder (a path from the working directory; default ../shared/data from the repository
// root). A developer tool: the outputs are committed and Pintar never reads the shared folder.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlaces, type BuiltFile } from './build-places.ts';
import { toCsv } from './csv-write.ts';
import { createLocator } from './locator.ts';
import { normaliseName } from './normalise-name.ts';
import { PLACE_COLUMNS, toCells } from './place-row.ts';
import { placeFiles } from './place-files.ts';
import { placesReadme } from './places-readme.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const argument = process.argv[2];
const shared = argument ? resolve(argument) : resolve(repoRoot, '../shared/data');
const outDir = join(repoRoot, 'data', 'places');

if (!existsSync(join(shared, 'SOURCES.md'))) {
  console.error(
    `${shared} is no shared data folder (it has no SOURCES.md).\n` +
      'usage: node scripts/data/prepare-places.ts [shared-data-dir]   (default ../shared/data)',
  );
  process.exit(64);
}

const boundaries = join(shared, 'boundaries');
const locator = createLocator(
  join(boundaries, 'geoBoundaries-MYS-ADM1_simplified.geojson'),
  join(boundaries, 'geoBoundaries-MYS-ADM2_simplified.geojson'),
);
const built = buildPlaces(
  placeFiles(shared, { districts: locator.districts, placesDir: outDir }),
  locator.locate,
  locator.insideMalaysia,
);

mkdirSync(outDir, { recursive: true });
for (const file of built) {
  writeFileSync(join(outDir, file.file), toCsv(PLACE_COLUMNS, file.rows.map(toCells)));
  const { withoutName, outsideMalaysia, duplicatesOf } = file.stats;
  const duplicates = [...duplicatesOf].map(([twin, total]) => `${total} of ${twin}`).join(', ');
  console.log(
    `${file.file}: ${file.rows.length} rows (dropped: ${withoutName} without name, ` +
      `${outsideMalaysia} outside Malaysia, duplicates ${duplicates || 'none'})`,
  );
}
writeFileSync(join(outDir, 'README.md'), placesReadme(built));
warnAboutCyberjayaMisses(built);

/** Places named after Cyberjaya near it but not filed under it point at a wrong area. */
function warnAboutCyberjayaMisses(files: readonly BuiltFile[]): void {
  for (const row of files.flatMap((file) => file.rows)) {
    const named = normaliseName(`${row.name} ${row.sourceCity ?? ''}`).includes('cyberjaya');
    if (named && row.district === 'Sepang' && row.city !== 'Cyberjaya') {
      console.warn(`named Cyberjaya but outside its area: ${row.name} (${row.lat}, ${row.lng})`);
    }
  }
}
