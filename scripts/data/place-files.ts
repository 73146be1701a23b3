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

export type Licence = 'odbl' | 'cc-by';

export interface PlaceInput {
  /** The staged file, relative to the shared data folder. */
  path: string;
  read: () => SourcePlace[];
}

export interface PlaceFile {
  file: string;
  licence: Licence;
  holds: string;
  inputs: PlaceInput[];
}

export function placeFiles(shared: string): PlaceFile[] {
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
  ];
}
