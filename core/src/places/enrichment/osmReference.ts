import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { GeoPoint } from '../../ports/searchIndex.ts';
import { distanceMeters } from '../../shared/geo.ts';
import { normaliseName } from '../reference.ts';
import type { PlaceFields } from '../validate.ts';
import type { EnrichmentUsage, PlaceEnricher, Suggestion } from './port.ts';

/** The shipped OpenStreetMap-derived files the offline source reads. */
export const OSM_REFERENCE_FILES = ['osm-amenities.csv', 'health-facilities.csv'];
export const DEFAULT_REFERENCE_DIR = fileURLToPath(new URL('../../../../data/places/', import.meta.url));

/** How far a reference point may be from the place it enriches. */
const MATCH_RADIUS_M = 200;
const CELL = 100; // 0.01° cells (about 1.1 km)

interface ReferencePlace {
  nameKey: string;
  row: Record<string, string>;
  location: GeoPoint;
}

const orNull = (value: string | undefined) => (value ? value : null);

function fieldsOf(row: Record<string, string>): Partial<PlaceFields> {
  return {
    phone: orNull(row.phone),
    website: orNull(row.website),
    district: orNull(row.district),
    address: orNull(row.address),
    postcode: orNull(row.postcode),
    opening_hours: orNull(row.opening_hours),
    types: row.types ? row.types.split(';').filter(Boolean) : [],
  };
}

/** Names match when equal after normalising, or when one holds the other (at least 5 letters). */
function sameName(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.includes(short);
}

/** The offline enrichment source: OpenStreetMap data shipped with Pintar, matched by name and place. */
export class OsmReferenceEnricher implements PlaceEnricher {
  readonly source = 'osm' as const;
  readonly #dir: string;
  #places: ReferencePlace[] | undefined;
  #grid = new Map<string, ReferencePlace[]>();

  constructor(dir = DEFAULT_REFERENCE_DIR) {
    this.#dir = dir;
  }

  #load(): ReferencePlace[] {
    if (this.#places) return this.#places;
    this.#places = OSM_REFERENCE_FILES.flatMap((file) => {
      const rows = parse(readFileSync(`${this.#dir}/${file}`), { columns: true, bom: true }) as Record<
        string,
        string
      >[];
      return rows.map((row) => ({
        nameKey: normaliseName(row.name ?? ''),
        row,
        location: { lat: Number(row.lat), lng: Number(row.lng) },
      }));
    });
    for (const place of this.#places) {
      const key = this.#cell(place.location).join(':');
      this.#grid.set(key, [...(this.#grid.get(key) ?? []), place]);
    }
    return this.#places;
  }

  #cell({ lat, lng }: GeoPoint): [number, number] {
    return [Math.floor(lat * CELL), Math.floor(lng * CELL)];
  }

  #near(point: GeoPoint): ReferencePlace[] {
    this.#load();
    const [row, col] = this.#cell(point);
    const found: ReferencePlace[] = [];
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) found.push(...(this.#grid.get(`${row + dr}:${col + dc}`) ?? []));
    return found;
  }

  async enrich(place: Pick<PlaceFields, 'name' | 'location'>): Promise<Partial<PlaceFields> | null> {
    const nameKey = normaliseName(place.name);
    const match = this.#near(place.location)
      .filter((candidate) => sameName(candidate.nameKey, nameKey))
      .map((candidate) => ({ candidate, distance: distanceMeters(place.location, candidate.location) }))
      .filter(({ distance }) => distance <= MATCH_RADIUS_M)
      .sort((a, b) => a.distance - b.distance)[0];
    return match ? fieldsOf(match.candidate.row) : null;
  }

  async suggest(query: string, near: GeoPoint | undefined, limit: number): Promise<Suggestion[]> {
    const terms = normaliseName(query).split(' ').filter(Boolean);
    if (terms.length === 0) return [];
    const words = (key: string) => key.split(' ');
    const matches = this.#load().filter(({ nameKey }) =>
      terms.every((term) => words(nameKey).some((word) => word.startsWith(term))),
    );
    const rank = (p: ReferencePlace) => (near ? distanceMeters(near, p.location) : p.nameKey.length);
    return matches
      .sort((a, b) => rank(a) - rank(b))
      .slice(0, limit)
      .map(({ row, location }) => ({
        name: row.name!,
        address: orNull(row.address),
        category: orNull(row.category),
        location,
        phone: orNull(row.phone),
        website: orNull(row.website),
        source_id: row.source_id ?? '',
      }));
  }

  usage(): EnrichmentUsage {
    return { calls: 0, dailyLimit: null, remaining: null };
  }
}
