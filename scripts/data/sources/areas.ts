// Towns, villages and districts as places, so "Shah Alam" or "Johor Bahru" finds the town
// itself: OSM's populated places mapped as areas (HOT export), the countries-states-cities
// database's towns, and one place per geoBoundaries district at its centre.
import { type Area } from '../admin-areas.ts';
import { bboxOf, pointInPolygon, type Polygon } from '../geo.ts';
import { districtName } from '../locator.ts';
import { cleanText, cleanTypes, type SourcePlace } from '../place-row.ts';
import { PROVENANCE } from '../provenance.ts';
import { canonicalState } from '../states.ts';
import { readCsv, toNumber } from './read.ts';

/** OSM `place=*` → category; a lone house (`isolated_dwelling`) is no place people look for. */
const PLACE_CATEGORIES: Record<string, string> = {
  city: 'city',
  town: 'town',
  village: 'village',
  hamlet: 'village',
  suburb: 'neighbourhood',
  quarter: 'neighbourhood',
  neighbourhood: 'neighbourhood',
};

export function readPopulatedPlaces(path: string): SourcePlace[] {
  return readCsv(path).flatMap((row) => {
    const kind = cleanText(row.place);
    const category = PLACE_CATEGORIES[kind];
    if (!category) return [];
    const id = cleanText(row.osm_id);
    return [
      {
        name: cleanText(row.name, 200),
        category,
        types: cleanTypes([kind]),
        address: '',
        lat: toNumber(row.centroid_lat),
        lng: toNumber(row.centroid_lon),
        phone: '',
        website: '',
        source: 'osm',
        sourceId: id.startsWith('-') ? `relation/${id.slice(1)}` : `way/${id}`,
        ...PROVENANCE.hotPolygons,
      },
    ];
  });
}

/** The database calls every settlement a city; most are towns, so they are filed as towns. */
export function readCscTowns(path: string): SourcePlace[] {
  return readCsv(path).map((row) => ({
    name: cleanText(row.name, 200),
    category: 'town',
    types: ['town'],
    address: '',
    lat: toNumber(row.latitude),
    lng: toNumber(row.longitude),
    phone: '',
    website: '',
    source: 'csc',
    sourceId: `csc:${cleanText(row.id)}`,
    ...PROVENANCE.csc,
  }));
}

/** Area-weighted centre of a polygon's outer ring (shoelace formula). */
export function ringCentroid(polygon: Polygon): [number, number] {
  const ring = polygon[0]!;
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    const cross = x1 * y2 - x2 * y1;
    area += cross;
    x += (x1 + x2) * cross;
    y += (y1 + y2) * cross;
  }
  return area === 0 ? [ring[0]![0], ring[0]![1]] : [x / (3 * area), y / (3 * area)];
}

/**
 * The centre of a district's largest part; when that lies outside it (a crescent-shaped
 * district), the inside point nearest to it on a fine grid.
 */
export function districtCentre(area: Area): { lat: number; lng: number } {
  const largest = [...area.parts].sort((a, b) => boxArea(b.polygon) - boxArea(a.polygon))[0]!.polygon;
  const [lng, lat] = ringCentroid(largest);
  if (pointInPolygon(lng, lat, largest)) return { lat, lng };
  const box = bboxOf(largest);
  let best = { lat, lng };
  let bestDistance = Infinity;
  const steps = 60;
  for (let i = 0; i < steps; i++) {
    for (let j = 0; j < steps; j++) {
      const pLat = box.minLat + ((i + 0.5) / steps) * (box.maxLat - box.minLat);
      const pLng = box.minLng + ((j + 0.5) / steps) * (box.maxLng - box.minLng);
      const distance = (pLat - lat) ** 2 + (pLng - lng) ** 2;
      if (distance < bestDistance && pointInPolygon(pLng, pLat, largest)) {
        best = { lat: pLat, lng: pLng };
        bestDistance = distance;
      }
    }
  }
  return best;
}

function boxArea(polygon: Polygon): number {
  const box = bboxOf(polygon);
  return (box.maxLat - box.minLat) * (box.maxLng - box.minLng);
}

/**
 * "Petaling District" (types `district;daerah`): named apart from the town of the same name,
 * which is where people usually mean, and without an address, so the district's name is not
 * matched once more than the town's. Districts that are a whole state or federal
 * territory (Kuala Lumpur, Labuan, Perlis) are left to the town and the state.
 */
export function readDistricts(districts: readonly Area[]): SourcePlace[] {
  return districts.flatMap((area) => {
    if (canonicalState(area.name)) return [];
    const name = districtName(area.name);
    const { lat, lng } = districtCentre(area);
    return [
      {
        name: `${name} District`,
        category: 'district',
        types: ['district', 'daerah'],
        address: '',
        lat: Number(lat.toFixed(5)),
        lng: Number(lng.toFixed(5)),
        phone: '',
        website: '',
        source: 'geoboundaries',
        sourceId: `adm2:${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        ...PROVENANCE.geoBoundaries,
      },
    ];
  });
}
