// `node bench/cityQueries.bench.ts`: the city queries' own cost per call, in one process with no
// HTTP, over the shipped places (data/places): what `npm run bench:city` measures minus Express,
// validation, logging and compression. It compares the nearest-emergency search through the
// search index (before) with the facility grid (after), and times the boundary check.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  createCityServices,
  loadCitySettings,
  routeInputFromQuery,
  routePreview,
  weatherForSlug,
} from '@pintar/core';
import { SqliteDocumentStore } from '../core/src/adapters/embedded/documentStore.ts';
import { openDatabase } from '../core/src/adapters/embedded/sqlite.ts';
import { FacilityGrid } from '../core/src/city/emergency/facilities.ts';
import { nearestEmergencyServices } from '../core/src/city/emergency/nearest.ts';
import { reverseGeocode } from '../core/src/city/geocode/reverse.ts';
import { malaysiaBoundary } from '../core/src/city/shared/boundary.ts';
import { placeIndex, testPlace } from '../core/src/city/testing/places.ts';
import { readCsvRecords } from '../core/src/shared/csv.ts';
import { searchPlaces } from '../core/src/places/queries.ts';
import type { Place } from '../core/src/places/place.ts';
import type { GeoPoint } from '../core/src/ports/searchIndex.ts';

const DATA = join(import.meta.dirname, '..', 'data', 'places');
const FILES = ['bus-stops', 'health-facilities', 'osm-amenities', 'rail-stations'];
const places = FILES.flatMap((file) =>
  readCsvRecords(join(DATA, `${file}.csv`)).map((r, i) =>
    testPlace({
      name: `${r.name} (${file} ${i})`,
      category: r.category as Place['category'],
      types: r.types ? r.types.split(/[;|]/) : [],
      city: r.city,
      state: r.state as Place['state'],
      district: r.district,
      location: { lat: Number(r.lat), lng: Number(r.lng) },
    }),
  ),
);
const POINTS: GeoPoint[] = [
  [3.1343, 101.6866],
  [3.1579, 101.7116],
  [2.9213, 101.6559],
  [2.9264, 101.6964],
  [1.4927, 103.7414],
  [3.0738, 101.5183],
].map(([lat, lng]) => ({ lat: lat!, lng: lng! }));
const point = (i: number) => POINTS[i % POINTS.length]!;

async function time(calls: number, call: (i: number) => unknown) {
  for (let i = 0; i < Math.min(calls, 50); i++) await call(i);
  const started = performance.now();
  for (let i = 0; i < calls; i++) await call(i);
  return Math.round(((performance.now() - started) * 1000) / calls);
}

const search = await placeIndex(places);
const grid = new FacilityGrid(places);
const throughIndex = {
  nearest: async (p: GeoPoint, kind: 'hospital' | 'clinic', radiusMeters: number, limit: number) =>
    (
      await searchPlaces(search, { near: { ...p, radiusMeters }, category: kind, status: 'active', limit })
    ).results.map((place) => ({ ...place, distance_m: place.distance_m ?? 0 })),
};
// Empty documents: weather asks them for a slug's state once and keeps it for 10 minutes.
const documents = new SqliteDocumentStore(openDatabase(':memory:'));
const platform = { search, documents, eventLog: null as never };
const city = createCityServices(loadCitySettings({}), platform);
const boundary = malaysiaBoundary();
const loadBefore = loadavg()[0]!.toFixed(2);
const microseconds = {
  nearbyEmergencySearchIndex: await time(300, (i) => nearestEmergencyServices(throughIndex, point(i))),
  nearbyEmergencyFacilityGrid: await time(5000, (i) => nearestEmergencyServices(grid, point(i))),
  reverseGeocode: await time(2000, (i) => reverseGeocode(search, point(i))),
  weatherForSlug: await time(5000, () => weatherForSlug(city, 'kuala-lumpur')),
  routePreviewEstimate: await time(5000, (i) =>
    routePreview(
      city,
      routeInputFromQuery({ origin: `${point(i).lat},${point(i).lng}`, dest: '2.9264,101.6964' }),
    ),
  ),
  insideMalaysia: await time(100_000, (i) => boundary.contains(1 + (i % 700) / 100, 100 + (i % 1900) / 100)),
};
console.log(
  JSON.stringify(
    {
      bench: 'city-queries',
      when: new Date().toISOString(),
      places: places.length,
      loadAverage: { before: Number(loadBefore), after: Number(loadavg()[0]!.toFixed(2)) },
      microsecondsPerCall: microseconds,
    },
    null,
    2,
  ),
);
