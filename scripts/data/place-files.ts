// What goes into each file of data/places, in the order duplicates are resolved: a place
// listed by an earlier file drops its twin from a later one (GTFS stations are the
// authority on stations; HOT's health extracts carry OSM ids, the amenity file does not).
import { join } from 'node:path';
import { type SourcePlace } from './place-row.ts';
import { readOsmAmenities } from './sources/osm-amenities.ts';
import {
  readFinancialPolygons,
  readHealthPoints,
  readHealthPolygons,
} from './sources/health-facilities.ts';
import { readBusStops, readKtmbStations, readRapidRailStations } from './sources/gtfs.ts';
import { newestZip } from './sources/read.ts';
import { readMohFacilities } from './sources/moh.ts';
import { readKl2018, readPeninsular } from './sources/osm-pois.ts';
import { readCscTowns, readDistricts, readPopulatedPlaces } from './sources/areas.ts';
import { type Area } from './admin-areas.ts';

export type Licence = 'odbl' | 'cc-by' | 'moh' | 'mixed';

export interface PlaceInput {
  /** The staged file, relative to the shared data folder. */
  path: string;
  read: () => SourcePlace[];
  /**
   * Drop points outside the state polygons, not only outside the box: extracts cut from a
   * Malaysia + Singapore + Brunei file hold points the box does not catch.
   */
  checkBorders?: boolean;
}

export interface PlaceFile {
  file: string;
  licence: Licence;
  holds: string;
  inputs: PlaceInput[];
}

export interface PlaceSources {
  /** geoBoundaries ADM2 districts (already read for the locator). */
  districts: readonly Area[];
  /** The repository's data/places folder: the towns list is kept there (not in the shared folder). */
  placesDir: string;
}

export function placeFiles(shared: string, sources: PlaceSources): PlaceFile[] {
  const at = (path: string): string => join(shared, path);
  const poi = 'osm-poi-malaysia';
  const polygons = `${poi}/hotosm-polygons-centroids`;
  const busKl = newestZip(at('gtfs-rapid-bus-kl'));
  const busFeeder = newestZip(at('gtfs-rapid-bus-mrtfeeder'));
  return [
    {
      file: 'rail-stations.csv',
      licence: 'cc-by',
      holds: 'Rapid KL LRT, MRT, Monorail and BRT stations, and KTMB stations (Komuter, ETS, Intercity)',
      inputs: [
        {
          path: 'gtfs-rapid-rail-kl/rail_stations_rapid_kl_2025-10-04.csv',
          read: () => readRapidRailStations(at('gtfs-rapid-rail-kl/rail_stations_rapid_kl_2025-10-04.csv')),
        },
        {
          path: 'gtfs-ktmb-partial/stops.txt',
          read: () =>
            readKtmbStations(
              at('gtfs-ktmb-partial/stops.txt'),
              at('gtfs-ktmb-partial/ktm_komuter_klang_valley_line_stations.csv'),
            ),
        },
      ],
    },
    {
      file: 'bus-stops.csv',
      licence: 'cc-by',
      holds: 'Rapid KL bus stops and MRT feeder bus stops (Klang Valley, Putrajaya, Cyberjaya)',
      inputs: [
        {
          path: `gtfs-rapid-bus-kl/${busKl.split('/').pop()} (stops.txt)`,
          read: () => readBusStops(busKl, 'rapid-bus-kl', 'rapid_kl_bus'),
        },
        {
          path: `gtfs-rapid-bus-mrtfeeder/${busFeeder.split('/').pop()} (stops.txt)`,
          read: () => readBusStops(busFeeder, 'rapid-bus-mrtfeeder', 'mrt_feeder_bus'),
        },
      ],
    },
    {
      // Before OSM's health files: the ministry's row is kept, with its phone, and an OSM twin
      // lends it only its emergency tag (dedupe.ts).
      file: 'moh-facilities.csv',
      licence: 'moh',
      holds: 'Government hospitals and clinics (Klinik Kesihatan, Klinik Desa, KKIA) with phones; beds of public hospitals',
      inputs: [
        {
          path: 'moh-public-facilities/moh_public_facilities_2022-10.csv',
          read: () =>
            readMohFacilities(
              at('moh-public-facilities/moh_public_facilities_2022-10.csv'),
              at('moh-public-facilities/moh_hospital_bed_utilisation_2024-09-03.csv'),
            ),
        },
      ],
    },
    {
      file: 'health-facilities.csv',
      licence: 'odbl',
      holds: 'Hospitals, clinics, pharmacies, dentists and other health facilities; banks and post offices',
      inputs: [
        {
          path: `${poi}/hotosm_mys_health_facilities_points.csv`,
          read: () => readHealthPoints(at(`${poi}/hotosm_mys_health_facilities_points.csv`)),
        },
        {
          path: `${polygons}/hotosm_mys_health_facilities_polygons.csv`,
          read: () => readHealthPolygons(at(`${polygons}/hotosm_mys_health_facilities_polygons.csv`)),
        },
        {
          path: `${polygons}/hotosm_mys_financial_services_polygons.csv`,
          read: () => readFinancialPolygons(at(`${polygons}/hotosm_mys_financial_services_polygons.csv`)),
        },
      ],
    },
    {
      file: 'osm-amenities.csv',
      licence: 'odbl',
      holds: 'Schools, universities, colleges, supermarkets, hospitals, clinics, malls and rail stations',
      inputs: [
        {
          path: `${poi}/amenities_by_district_osm.csv`,
          read: () => readOsmAmenities(at(`${poi}/amenities_by_district_osm.csv`)),
        },
      ],
    },
      {
      file: 'osm-peninsular.csv',
      licence: 'odbl',
      holds: 'Convenience stores, petrol stations and hospitals (with OSM\'s emergency tag) of Peninsular Malaysia, Sabah and Sarawak, 2026',
      inputs: [
        {
          path: 'osm-poi-peninsular/semenanjung-poi.csv',
          read: () => readPeninsular(at('osm-poi-peninsular/semenanjung-poi.csv')),
          checkBorders: true,
        },
      ],
    },
    {
      file: 'osm-kl-2018.csv',
      licence: 'odbl',
      holds: 'Restaurants, cafés, fast food, banks, ATMs, convenience stores, supermarkets, parks and petrol stations of the Klang Valley, April 2018',
      inputs: [
        {
          path: 'osm-poi-kl-2018/kuala_lumpur_osm_pois_2018-04.csv',
          read: () => readKl2018(at('osm-poi-kl-2018/kuala_lumpur_osm_pois_2018-04.csv')),
          checkBorders: true,
        },
      ],
    },
    {
      file: 'towns-and-districts.csv',
      licence: 'mixed',
      holds: 'Cities, towns, villages (OSM areas, the Countries States Cities database) and one place per district',
      inputs: [
        {
          path: `${polygons}/hotosm_mys_populated_places_polygons.csv`,
          read: () => readPopulatedPlaces(at(`${polygons}/hotosm_mys_populated_places_polygons.csv`)),
          checkBorders: true,
        },
        {
          path: 'data/places/sources/csc-malaysia-cities.csv (in this repository)',
          read: () => readCscTowns(join(sources.placesDir, 'sources', 'csc-malaysia-cities.csv')),
          checkBorders: true,
        },
        {
          path: 'boundaries/geoBoundaries-MYS-ADM2_simplified.geojson (district centres)',
          read: () => readDistricts(sources.districts),
        },
      ],
    },
  ];
}
