import { type AnyOrama, count, create, insertMultiple, removeMultiple, search } from '@orama/orama';
import type {
  FieldType,
  GeoPoint,
  Index,
  IndexDefinition,
  SearchDoc,
  SearchIndex,
  SearchQuery,
  SearchResult,
} from '../../ports/searchIndex.ts';
import { distanceMeters } from '../../shared/geo.ts';
import { InvalidQueryError } from '../../shared/errors.ts';

const ORAMA_TYPES: Record<FieldType, string> = {
  text: 'string',
  keyword: 'enum',
  number: 'number',
  boolean: 'boolean',
  geo: 'geopoint',
  date: 'number',
};

/** In-process search with Orama: typo-tolerant, prefix, filters, geo radius. Lives in memory. */
export class OramaSearchIndex implements SearchIndex {
  readonly adapter = 'orama';
  readonly durable = false;
  readonly #indexes = new Map<string, OramaIndex<SearchDoc>>();

  async index<T extends SearchDoc>(definition: IndexDefinition): Promise<Index<T>> {
    let index = this.#indexes.get(definition.name);
    if (!index) {
      index = new OramaIndex(definition);
      this.#indexes.set(definition.name, index);
    }
    return index as unknown as Index<T>;
  }

  async ping(): Promise<void> {}
  async close(): Promise<void> {}
}

class OramaIndex<T extends SearchDoc> implements Index<T> {
  readonly #definition: IndexDefinition;
  #db: AnyOrama;

  constructor(definition: IndexDefinition) {
    this.#definition = definition;
    this.#db = this.#create();
  }

  async upsert(docs: readonly T[]): Promise<void> {
    if (docs.length === 0) return;
    await removeMultiple(this.#db, docs.map((d) => d.id), 1000);
    await insertMultiple(this.#db, docs.map((d) => this.#toOrama(d)), 1000);
  }

  async remove(ids: readonly string[]): Promise<void> {
    await removeMultiple(this.#db, [...ids], 1000);
  }

  async count(): Promise<number> {
    return count(this.#db);
  }

  async clear(): Promise<void> {
    this.#db = this.#create();
  }

  async search(query: SearchQuery): Promise<SearchResult<T>> {
    const limit = query.limit ?? 20;
    const offset = query.offset ?? 0;
    // Distance order is computed here, so the candidates are fetched whole, then paged.
    const byDistance = Boolean(query.sortByDistance && query.near);
    const term = query.text?.trim() ?? '';
    const results = await search(this.#db, {
      term,
      properties: query.fields ? [...query.fields] : '*',
      tolerance: query.fuzzy ? tolerance(term) : 0,
      where: this.#where(query),
      limit: byDistance ? 10_000 : limit,
      offset: byDistance ? 0 : offset,
      ...(query.sort && !term ? { sortBy: { property: query.sort[0], order: upper(query.sort[1]) } } : {}),
    } as never);
    let hits = results.hits.map((hit) => {
      const document = this.#fromOrama(hit.document as Record<string, unknown>);
      const point = query.near && this.#geoOf(document);
      return { id: String(hit.id), score: hit.score, document, ...(point ? { distanceMeters: distanceMeters(query.near!, point) } : {}) };
    });
    if (byDistance) {
      hits.sort((a, b) => (a.distanceMeters ?? 0) - (b.distanceMeters ?? 0));
      hits = hits.slice(offset, offset + limit);
    }
    return { total: results.count, hits };
  }

  #create(): AnyOrama {
    const schema = Object.fromEntries(
      Object.entries(this.#definition.fields).map(([name, type]) => [name, ORAMA_TYPES[type]]),
    );
    return create({ schema: { id: 'string', ...schema } as never });
  }

  #where(query: SearchQuery): Record<string, unknown> | undefined {
    const where: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(query.filters ?? {})) {
      const type = this.#definition.fields[field];
      if (!type) throw new InvalidQueryError(`Unknown filter field: ${field}`);
      if (type === 'keyword') where[field] = Array.isArray(value) ? { in: value } : { eq: value };
      else if (type === 'number' || type === 'date') where[field] = Array.isArray(value) ? { between: value } : { eq: value };
      else where[field] = value;
    }
    const geoField = this.#geoField();
    if (query.near && geoField) {
      const { lat, lng, radiusMeters } = query.near;
      where[geoField] = { radius: { coordinates: { lat, lon: lng }, value: radiusMeters, unit: 'm', inside: true } };
    }
    return Object.keys(where).length ? where : undefined;
  }

  #geoField(): string | undefined {
    return Object.entries(this.#definition.fields).find(([, type]) => type === 'geo')?.[0];
  }

  #geoOf(doc: T): GeoPoint | undefined {
    const field = this.#geoField();
    return field ? (doc[field] as GeoPoint | undefined) : undefined;
  }

  /** Orama names longitude `lon`; the port names it `lng`. */
  #toOrama(doc: T): Record<string, unknown> {
    const field = this.#geoField();
    const point = field ? (doc[field] as GeoPoint | undefined) : undefined;
    return field && point ? { ...doc, [field]: { lat: point.lat, lon: point.lng } } : { ...doc };
  }

  #fromOrama(doc: Record<string, unknown>): T {
    const field = this.#geoField();
    const point = field ? (doc[field] as { lat: number; lon: number } | undefined) : undefined;
    return (field && point ? { ...doc, [field]: { lat: point.lat, lng: point.lon } } : doc) as T;
  }
}

const upper = (direction: 'asc' | 'desc') => (direction === 'desc' ? 'DESC' : 'ASC');

/** Like Elasticsearch's AUTO fuzziness: no typo for short words, one up to 5 letters, else two. */
function tolerance(term: string): number {
  const longest = Math.max(0, ...term.split(/\s+/).map((w) => w.length));
  if (longest <= 2) return 0;
  return longest <= 5 ? 1 : 2;
}
