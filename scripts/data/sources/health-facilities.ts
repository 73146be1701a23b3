// HOT Export Tool extracts of OSM: health facility points, and health and financial service
// polygons reduced to their centroids.
import { cleanText, cleanTypes, type SourcePlace } from '../place-row.ts';
import { PROVENANCE } from '../provenance.ts';
import { readCsv, toNumber, type CsvRecord } from './read.ts';

const HEALTH_CATEGORIES: Record<string, string> = {
  hospital: 'hospital',
  clinic: 'clinic',
  doctors: 'clinic',
  doctor: 'clinic',
  'doctor,_clinic': 'clinic',
  pharmacy: 'pharmacy',
  dentist: 'dentist',
};

/**
 * amenity=* decides; without one, healthcare=* does. Other health facilities (laboratories,
 * optometrists, physiotherapists, …) are kept as `other` with the healthcare kind as a type.
 */
export function healthCategory(amenity: string, healthcare: string): string {
  return HEALTH_CATEGORIES[amenity] ?? HEALTH_CATEGORIES[healthcare] ?? 'other';
}

function healthTypes(amenity: string, healthcare: string, speciality: string | undefined): string[] {
  const kind = amenity || (healthcare && healthcare !== 'yes' ? healthcare : 'healthcare');
  return cleanTypes([kind, ...(speciality ?? '').split(/[;,]/)]);
}

/** OSM's own object type from HOT's plural spelling: `nodes` → `node`. */
function osmType(value: string | undefined): string {
  const type = cleanText(value).replace(/s$/, '');
  if (type !== 'node' && type !== 'way' && type !== 'relation') {
    throw new Error(`Unknown OSM object type "${value}"`);
  }
  return type;
}

const firstName = (...names: (string | undefined)[]): string =>
  names.map((name) => cleanText(name, 200)).find(Boolean) ?? '';

export function readHealthPoints(path: string): SourcePlace[] {
  return readCsv(path).map((row) => {
    const amenity = cleanText(row.amenity);
    const healthcare = cleanText(row.healthcare);
    return {
      name: firstName(row.name, row['name:en'], row['name:ms']),
      category: healthCategory(amenity, healthcare),
      types: healthTypes(amenity, healthcare, row['healthcare:speciality']),
      address: cleanText(row['addr:full'], 300),
      lat: toNumber(row.Y),
      lng: toNumber(row.X),
      phone: '',
      website: '',
      source: 'osm',
      sourceId: `${osmType(row.osm_type)}/${cleanText(row.osm_id)}`,
      sourceCity: cleanText(row['addr:city']),
      ...PROVENANCE.hotHealthPoints,
    };
  });
}

/** Polygons are OSM ways (the extract's osm_id); negative ids would be relations. */
function polygonSourceId(row: CsvRecord): string {
  const id = cleanText(row.osm_id);
  return id.startsWith('-') ? `relation/${id.slice(1)}` : `way/${id}`;
}

function polygonPlace(row: CsvRecord, category: string, types: string[]): SourcePlace {
  return {
    name: cleanText(row.name, 200),
    category,
    types,
    address: cleanText(row.addrfull, 300),
    lat: toNumber(row.centroid_lat),
    lng: toNumber(row.centroid_lon),
    phone: '',
    website: '',
    source: 'osm',
    sourceId: polygonSourceId(row),
    sourceCity: cleanText(row.addrcity),
    ...PROVENANCE.hotPolygons,
  };
}

export function readHealthPolygons(path: string): SourcePlace[] {
  return readCsv(path).map((row) => {
    const amenity = cleanText(row.amenity);
    const healthcare = cleanText(row.healthcare);
    return polygonPlace(
      row,
      healthCategory(amenity, healthcare),
      healthTypes(amenity, healthcare, row.healthca_1),
    );
  });
}

/** Banks; post offices and money changers are kept as `other` with their amenity as type. */
export function readFinancialPolygons(path: string): SourcePlace[] {
  return readCsv(path).map((row) => {
    const amenity = cleanText(row.amenity);
    return polygonPlace(row, amenity === 'bank' ? 'bank' : 'other', cleanTypes([amenity]));
  });
}
