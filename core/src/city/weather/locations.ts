import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CityInputError } from '../shared/errors.ts';
import type { ForecastLocation } from './types.ts';

export const CITY_DATA_DIR = fileURLToPath(new URL('../../../../data/city/', import.meta.url));

/** A slug wins for the most local kind of place first (Kuala Lumpur is a town before a state). */
const CATEGORY_ORDER: ForecastLocation['category'][] = [
  'Town',
  'District',
  'Recreation Centre',
  'Division',
  'State',
];

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const key = (name: string) => slugOf(name.replace(/^WP\s+/i, ''));

export class ForecastLocations {
  readonly bySlug = new Map<string, ForecastLocation>();
  private readonly byName = new Map<string, ForecastLocation[]>();

  constructor(raw: Record<string, { location_id: string; location_name: string }[]>) {
    for (const category of CATEGORY_ORDER)
      for (const { location_id, location_name } of raw[category] ?? []) {
        const location: ForecastLocation = {
          id: location_id,
          name: location_name,
          category,
          slug: key(location_name),
        };
        if (!this.bySlug.has(location.slug)) this.bySlug.set(location.slug, location);
        const list = this.byName.get(location.slug) ?? [];
        list.push(location);
        this.byName.set(location.slug, list);
      }
  }

  static load(dir = CITY_DATA_DIR): ForecastLocations {
    return new ForecastLocations(JSON.parse(readFileSync(`${dir}met_forecast_location_ids.json`, 'utf8')));
  }

  /** The location for a slug, or a 404 naming the closest slug. */
  get(slug: string): ForecastLocation {
    const found = this.bySlug.get(slug.toLowerCase());
    if (found) return found;
    const suggestion = this.closest(slug);
    throw new CityInputError(`No forecast location "${slug}". Did you mean "${suggestion}"?`, {
      status: 404,
      code: 'unknown-location',
      errors: { location: `Try "${suggestion}"` },
    });
  }

  /** The most local forecast location among names a place is known by (town, district, state). */
  match(names: (string | null | undefined)[]): ForecastLocation | null {
    for (const name of names) {
      if (!name) continue;
      const found = this.byName.get(key(name));
      if (found?.length) return found[0]!;
    }
    return null;
  }

  closest(slug: string): string {
    const target = slugOf(slug);
    let best = 'kuala-lumpur';
    let bestScore = Number.POSITIVE_INFINITY;
    for (const candidate of this.bySlug.keys()) {
      const score = editDistance(target, candidate, bestScore);
      if (score < bestScore) [best, bestScore] = [candidate, score];
    }
    return best;
  }
}

/** Levenshtein distance, giving up once it exceeds `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) >= limit) return limit;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[b.length]!;
}
