import { type CsvExportOptions, csvHeaderLine, placeCsvLine } from './export.ts';
import type { PlaceFields } from '../validate.ts';

// Two real places. Names, categories, coordinates and DPulze's district are OpenStreetMap's
// (the shared osm-poi-malaysia extract, amenities_by_district_osm.csv); addresses and postcodes
// are the ones the places publish.
export const TEMPLATE_PLACES: readonly PlaceFields[] = [
  {
    name: 'Hospital Putrajaya',
    category: 'hospital',
    types: ['hospital', 'emergency'],
    status: 'active',
    address: 'Jalan P9, Presint 7',
    district: null,
    city: 'Putrajaya',
    state: 'Putrajaya',
    postcode: '62250',
    location: { lat: 2.92945, lng: 101.67447 },
    phone: null,
    website: null,
    rating: null,
    price_level: null,
    opening_hours: '24/7',
    source: 'osm',
    source_id: null,
    source_name: 'OpenStreetMap',
    source_date: null,
    licence: 'ODbL 1.0',
    emergency_department: null,
    beds: null,
  },
  {
    name: 'DPulze Shopping Centre',
    category: 'mall',
    types: ['mall', 'shopping'],
    status: 'active',
    address: 'Lingkaran Cyber Point Timur, Cyber 12',
    district: 'Sepang',
    city: 'Cyberjaya',
    state: 'Selangor',
    postcode: '63000',
    location: { lat: 2.92207, lng: 101.65112 },
    phone: null,
    website: null,
    rating: null,
    price_level: null,
    opening_hours: null,
    source: 'osm',
    source_id: null,
    source_name: 'OpenStreetMap',
    source_date: null,
    licence: 'ODbL 1.0',
    emergency_department: null,
    beds: null,
  },
];

/** `pintar-places-template.csv`: the header and two example rows. */
export function csvTemplate(options: CsvExportOptions = {}): string {
  const bom = options.bom === false ? '' : '\uFEFF';
  return bom + csvHeaderLine() + TEMPLATE_PLACES.map(placeCsvLine).join('');
}

/** `pintar-places-template.json`: the same two places in the API's shape. */
export function jsonTemplate(): string {
  return `${JSON.stringify(TEMPLATE_PLACES, null, 2)}\n`;
}
