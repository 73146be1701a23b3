// osm-poi-malaysia/amenities_by_district_osm.csv: OSM amenities grouped by geoBoundaries district.
import { createHash } from 'node:crypto';
import { cleanPhone, cleanText, cleanTypes, cleanWebsite, type SourcePlace } from '../place-row.ts';
import { PROVENANCE } from '../provenance.ts';
import { readCsv, toNumber, type CsvRecord } from './read.ts';

const CATEGORIES: Record<string, (type: string) => string> = {
  schools: (type) => (type === 'university' || type === 'college' ? type : 'school'),
  supermarkets: () => 'supermarket',
  hospitals: (type) => (type === 'clinic' ? 'clinic' : 'hospital'),
  malls: () => 'mall',
  rail_stations: () => 'rail_station',
};

/** The file carries no OSM id, so the id is made from what identifies the row in it. */
export function amenitySourceId(district: string, category: string, row: CsvRecord): string {
  const hash = createHash('sha1').update(`${row.name ?? ''}|${row.lat ?? ''}|${row.lon ?? ''}`);
  return `amenity:${district}:${category}:${hash.digest('hex').slice(0, 12)}`;
}

export function readOsmAmenities(path: string): SourcePlace[] {
  return readCsv(path).map((row) => {
    const toCategory = CATEGORIES[row.category ?? ''];
    if (!toCategory) throw new Error(`${path}: unknown amenity category "${row.category}"`);
    const type = cleanText(row.type);
    const category = toCategory(type);
    return {
      name: cleanText(row.name, 200),
      category,
      types: cleanTypes([type]),
      address: '',
      lat: toNumber(row.lat),
      lng: toNumber(row.lon),
      phone: cleanPhone(row.phone),
      website: cleanWebsite(row.website),
      source: 'osm',
      sourceId: amenitySourceId(cleanText(row.district), category, row),
      ...PROVENANCE.amenities,
    };
  });
}
