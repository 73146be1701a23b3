// OpenStreetMap points of the places people ask for: the Kuala Lumpur extract of April 2018
// (restaurants, cafés, banks, convenience stores, …) and the Peninsular extract of 2026
// (convenience stores, petrol stations, hospitals with their emergency tag).
import { createHash } from 'node:crypto';
import {
  cleanPhone,
  cleanText,
  cleanTypes,
  cleanWebsite,
  type SourcePlace,
} from '../place-row.ts';
import { PROVENANCE } from '../provenance.ts';
import { readCsv, toNumber, type CsvRecord } from './read.ts';

/** `key=value` of OSM → Pintar's category; kinds nobody asks Pintar for yet are left out. */
export const OSM_POI_CATEGORIES: Record<string, string> = {
  'amenity=restaurant': 'restaurant',
  'amenity=cafe': 'cafe',
  'amenity=fast_food': 'fast_food',
  'amenity=bank': 'bank',
  'amenity=atm': 'atm',
  'amenity=fuel': 'petrol_station',
  'amenity=hospital': 'hospital',
  'amenity=pharmacy': 'pharmacy',
  'shop=convenience': 'convenience',
  'shop=supermarket': 'supermarket',
  'leisure=park': 'park',
};

const firstName = (...names: (string | undefined)[]): string =>
  names.map((name) => cleanText(name, 200)).find(Boolean) ?? '';

/** The 2018 extract, flattened to one row per feature with its OSM id. */
export function readKl2018(path: string): SourcePlace[] {
  return readCsv(path).flatMap((row) => {
    const kind = `${cleanText(row.key)}=${cleanText(row.value)}`;
    const category = OSM_POI_CATEGORIES[kind];
    if (!category) return [];
    const street = [row.addr_housenumber, row.addr_street].map((part) => cleanText(part)).filter(Boolean);
    const address = [street.join(' '), cleanText(row.addr_place)].filter(Boolean).join(', ');
    return [
      {
        name: firstName(row.name, row.name_en),
        category,
        types: cleanTypes([cleanText(row.value), ...(row.cuisine ?? '').split(/[;,]/)]),
        address: cleanText(address, 300),
        lat: toNumber(row.lat),
        lng: toNumber(row.lon),
        phone: cleanPhone(row.phone),
        website: cleanWebsite(row.website),
        source: 'osm',
        sourceId: `${cleanText(row.osm_type)}/${cleanText(row.osm_id)}`,
        sourceCity: cleanText(row.addr_city),
        postcode: cleanText(row.addr_postcode),
        ...PROVENANCE.kl2018,
      },
    ];
  });
}

/** The Peninsular file carries no OSM id: the id is made from what identifies the row in it. */
export function peninsularSourceId(row: CsvRecord): string {
  const hash = createHash('sha1').update(`${row.osm_category ?? ''}|${row.name ?? ''}|${row.lat ?? ''}|${row.lon ?? ''}`);
  return `semenanjung:${hash.digest('hex').slice(0, 12)}`;
}

/** `emergency=yes` or `no` is a source saying so; anything else says nothing. */
export function emergencyTag(value: string | undefined): boolean | undefined {
  const tag = cleanText(value).toLowerCase();
  return tag === 'yes' ? true : tag === 'no' ? false : undefined;
}

/**
 * A convenience store or petrol station mapped with its brand but no name is known by the
 * brand ("7-Eleven", "Petronas"), as map renderers label it.
 */
export function readPeninsular(path: string): SourcePlace[] {
  return readCsv(path).flatMap((row) => {
    const category = OSM_POI_CATEGORIES[cleanText(row.osm_category)];
    if (!category) return [];
    const emergency = emergencyTag(row.emergency);
    return [
      {
        name: firstName(row.name, row.name_en, row.name_ms, row.brand),
        category,
        types: cleanTypes([cleanText(row.osm_category).split('=')[1], cleanText(row.brand)]),
        address: '',
        lat: toNumber(row.lat),
        lng: toNumber(row.lon),
        phone: cleanPhone(row.phone),
        website: '',
        source: 'osm',
        sourceId: peninsularSourceId(row),
        sourceCity: cleanText(row.addr_city),
        postcode: cleanText(row.addr_postcode),
        ...PROVENANCE.peninsular,
        ...(emergency === undefined ? {} : { emergencyDepartment: emergency }),
      },
    ];
  });
}
