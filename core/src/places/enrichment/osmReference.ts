import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { GeoPoint } from '../../ports/searchIndex.ts';
import { distanceMeters } from '../../shared/geo.ts';
import { normaliseName } from '../reference.ts';
import type { PlaceFields } from '../validate.ts';
import { matchKey } from './nameKey.ts';
import type { EnrichmentUsage, MatchResult, PlaceEnricher, Suggestion } from './port.ts';

/** The shipped OpenStreetMap-derived files the offline source reads. */
export const OSM_REFERENCE_FILES = ['osm-amenities.csv', 'health-facilities.csv'];
export const DEFAULT_REFERENCE_DIR = fileURLToPath(new URL('../../../../data/places/', import.meta.url));

/** How far a reference point may be from the place it enriches (the duplicate radius too). */
export const MATCH_RADIUS_M = 50;
/** Rows of one name closer than this are one place listed twice (in both shipped files). */
const SAME_POINT_M = 5;
const CELL = 100; // 0.01° cells (about 1.1 km)

interface ReferencePlace {
  /** The name as matched (matchKey); searchKey is the whole normalised name, for suggestions. */
  nameKey: string;
  searchKey: string;
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
        nameKey: matchKey(row.name ?? ''),
        searchKey: normaliseName(row.name ?? ''),
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
    const result = await this.match(place);
    return result.matched ? result.fields : null;
  }

  /**
   * The reference place of the same name (matchKey: normalised, common prefixes off) within 50 m.
   * Several distinct ones within 50 m is ambiguous and takes none, unless one is at the very point.
   */
  async match(place: Pick<PlaceFields, 'name' | 'location'>): Promise<MatchResult> {
    const key = matchKey(place.name);
    const named = this.#near(place.location)
      .filter((candidate) => candidate.nameKey === key)
      .map((candidate) => ({ candidate, distance: distanceMeters(place.location, candidate.location) }))
      .sort((a, b) => a.distance - b.distance);
    if (named.length === 0)
      return {
        matched: false,
        reason: 'no_name_match',
        detail: 'No place of this name nearby in the OpenStreetMap data.',
      };
    const within = named.filter(({ distance }) => distance <= MATCH_RADIUS_M);
    if (within.length === 0) {
      const nearest = Math.round(named[0]!.distance);
      return {
        matched: false,
        reason: 'too_far',
        detail: `The nearest place of this name in the OpenStreetMap data is ${nearest} m away (more than ${MATCH_RADIUS_M} m).`,
      };
    }
    const [nearest] = within;
    const distinct = within.filter(
      ({ candidate }) => distanceMeters(candidate.location, nearest!.candidate.location) > SAME_POINT_M,
    );
    if (distinct.length > 0 && nearest!.distance > SAME_POINT_M)
      return {
        matched: false,
        reason: 'ambiguous',
        detail: `${distinct.length + 1} places of this name within ${MATCH_RADIUS_M} m in the OpenStreetMap data.`,
      };
    return {
      matched: true,
      fields: fieldsOf(nearest!.candidate.row),
      distanceM: Math.round(nearest!.distance),
    };
  }

  async suggest(query: string, near: GeoPoint | undefined, limit: number): Promise<Suggestion[]> {
    const terms = normaliseName(query).split(' ').filter(Boolean);
    if (terms.length === 0) return [];
    const words = (key: string) => key.split(' ');
    const matches = this.#load().filter(({ searchKey }) =>
      terms.every((term) => words(searchKey).some((word) => word.startsWith(term))),
    );
    const rank = (p: ReferencePlace) => (near ? distanceMeters(near, p.location) : p.searchKey.length);
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
