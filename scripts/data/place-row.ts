// One row of Pintar's place import format (docs/places.md, "Files") and the tidying every
// source's values need to pass the import's validation.
import { PLACE_CSV_COLUMNS } from '../../core/src/places/reference.ts';
export const PLACE_COLUMNS = PLACE_CSV_COLUMNS;

/** What a source reader yields: a place before its state, district and city are derived. */
export interface SourcePlace {
  name: string;
  category: string;
  types: string[];
  address: string;
  lat: number;
  lng: number;
  phone: string;
  website: string;
  source: 'osm' | 'gtfs' | 'moh' | 'geoboundaries' | 'csc';
  sourceId: string;
  /** The source's own city (addr:city), used when no rule of city.ts decides. */
  sourceCity?: string;
  /** Publisher, as-of date and licence, shown with the place (issue 29: an old extract says so). */
  sourceName: string;
  sourceDate: string;
  licence: string;
  /** The source's postcode field, when it has one; else one written in the address. */
  postcode?: string;
  /** Only where a source says so (OSM `emergency=yes|no`). */
  emergencyDepartment?: boolean;
  /**
   * Who said a hospital department has `emergency=yes`: the flag is handed to its hospital
   * (hospital-department.ts), which then names that source too.
   */
  departmentEmergency?: { sourceName: string; sourceDate: string; licence: string };
  beds?: number;
}

export interface PlaceRow extends SourcePlace {
  state: string;
  district: string;
  city: string;
}

export const MALAYSIA = { minLat: 0.5, maxLat: 7.6, minLng: 99.0, maxLng: 119.6 };

export function isInMalaysia(lat: number, lng: number): boolean {
  return (
    lat >= MALAYSIA.minLat && lat <= MALAYSIA.maxLat && lng >= MALAYSIA.minLng && lng <= MALAYSIA.maxLng
  );
}

export function cleanText(value: string | undefined, maxLength = Infinity): string {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return text.length <= maxLength ? text : '';
}

/** At most 10 distinct types of at most 50 characters; `;` separates them in CSV. */
export function cleanTypes(values: readonly (string | undefined)[]): string[] {
  const types = values
    .flatMap((value) => (value ?? '').split(';'))
    .map((type) => cleanText(type, 50))
    .filter(Boolean);
  return [...new Set(types)].slice(0, 10);
}

/** A phone of at most 40 characters; of several numbers, the first. */
export function cleanPhone(value: string | undefined): string {
  const phone = cleanText(value);
  if (phone.length <= 40) return phone;
  return cleanText(phone.split(/[;,/]/)[0], 40);
}

/** An http(s) address of at most 300 characters; a bare `www.` host gets `http://`. */
export function cleanWebsite(value: string | undefined): string {
  const text = cleanText(value);
  const withScheme = /^www\./i.test(text) ? `http://${text}` : text;
  if (!/^https?:\/\//i.test(withScheme) || withScheme.length > 300) return '';
  return URL.canParse(withScheme) ? withScheme : '';
}

/** A five-digit Malaysian postcode written in an address, if any. */
export function postcodeIn(address: string): string {
  return /\b(\d{5})\b/.exec(address)?.[1] ?? '';
}

/** At most 6 decimals (about 0.1 m), without trailing zeros. */
export function formatCoordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

export function toCells(row: PlaceRow): string[] {
  return [
    row.name,
    row.category,
    row.types.join(';'),
    'active',
    row.address,
    row.district,
    row.city,
    row.state,
    /^\d{5}$/.test(row.postcode ?? '') ? row.postcode! : postcodeIn(row.address),
    formatCoordinate(row.lat),
    formatCoordinate(row.lng),
    row.phone,
    row.website,
    '',
    '',
    '',
    row.source,
    row.sourceId,
    row.sourceName,
    row.sourceDate,
    row.licence,
    row.emergencyDepartment === undefined ? '' : String(row.emergencyDepartment),
    row.beds === undefined ? '' : String(row.beds),
  ];
}
