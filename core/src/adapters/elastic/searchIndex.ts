import { createHash } from 'node:crypto';
import { Client } from '@elastic/elasticsearch';
import type {
  FieldType,
  GeoPoint,
  Index,
  IndexDefinition,
  SearchDoc,
  SearchHit,
  SearchIndex,
  SearchQuery,
  SearchResult,
  StagedIndex,
} from '../../ports/searchIndex.ts';
import { InvalidQueryError } from '../../shared/errors.ts';
import { distanceMeters } from '../../shared/geo.ts';
import { queryTerms } from '../../shared/tokenize.ts';
import { expandWords } from '../../shared/typos/expandWords.ts';
import { sourcePages } from './pages.ts';
import { buildQuery, MAX_RESULT_WINDOW } from './query.ts';
import { DeepPages, searchAlone, SEEK_FROM, type SortedBody } from './deepPages.ts';
import { type SearchAnswer, SearchBatch } from './searchBatch.ts';
import { SearchPlans } from './searchPlans.ts';
import { ElasticVocabulary } from './vocabulary.ts';

/** Core mapping types only: the same mapping runs on the test server and in production. */
const MAPPING: Record<FieldType, object> = {
  text: { type: 'text', analyzer: 'standard', fields: { raw: { type: 'keyword', ignore_above: 256 } } },
  keyword: { type: 'keyword' },
  number: { type: 'double' },
  boolean: { type: 'boolean' },
  geo: { type: 'geo_point' },
  date: { type: 'date' },
};

/**
 * Search on Elasticsearch. Each read model is an alias over a versioned index whose name carries
 * a hash of the mapping, so a changed mapping gets a fresh index. Writes refresh before they
 * return, so a projection's commit means its documents are searchable.
 */
export class ElasticSearchIndex implements SearchIndex {
  readonly adapter = 'elasticsearch';
  readonly durable = true;
  readonly #client: Client;
  readonly #prefix: string;
  /** One opened handle per index for the process: a search is then one round trip, not three. */
  readonly #opened = new Map<string, Promise<ElasticIndex<SearchDoc>>>();
  /** One vocabulary per index, shared by its live handle and the rebuilds staged beside it. */
  readonly #vocabularies = new Map<string, Promise<ElasticVocabulary>>();
  /** The searches of every index of the process, sent together per turn of the event loop. */
  readonly #batch: SearchBatch;

  constructor(url: string, prefix = 'pintar') {
    this.#client = new Client({ node: url, requestTimeout: 15_000, maxRetries: 2 });
    this.#batch = new SearchBatch(this.#client);
    this.#prefix = prefix;
  }

  async index<T extends SearchDoc>(definition: IndexDefinition): Promise<Index<T>> {
    const key = `${this.#alias(definition)}:${mappingVersion(definition)}`;
    let opened = this.#opened.get(key);
    if (!opened) {
      opened = this.#vocabulary(definition).then(async (vocabulary) => {
        const index = new ElasticIndex<SearchDoc>(
          this.#client,
          this.#alias(definition),
          definition,
          vocabulary,
          this.#batch,
        );
        await index.open();
        return index;
      });
      this.#opened.set(key, opened);
      // A failed open is tried again by the next caller.
      opened.catch(() => this.#opened.delete(key));
    }
    return (await opened) as unknown as Index<T>;
  }

  /** A new physical index that a rebuild fills; promote swaps the alias onto it in one request. */
  async stage<T extends SearchDoc>(definition: IndexDefinition): Promise<StagedIndex<T>> {
    const alias = this.#alias(definition);
    const physical = `${alias}-v${mappingVersion(definition)}-r${Date.now()}`;
    const vocabulary = await this.#vocabulary(definition);
    const staged = new ElasticIndex<T>(this.#client, alias, definition, vocabulary, this.#batch, physical);
    await staged.create();
    return Object.assign(staged, { promote: () => staged.takeAlias() });
  }

  #vocabulary(definition: IndexDefinition): Promise<ElasticVocabulary> {
    const name = `${this.#alias(definition)}-terms`;
    let opened = this.#vocabularies.get(name);
    if (!opened) {
      const vocabulary = new ElasticVocabulary(this.#client, name);
      opened = vocabulary.open().then(() => vocabulary);
      this.#vocabularies.set(name, opened);
      opened.catch(() => this.#vocabularies.delete(name));
    }
    return opened;
  }

  #alias(definition: IndexDefinition): string {
    return `${this.#prefix}-${definition.name}`.toLowerCase();
  }

  async ping(): Promise<void> {
    await this.#client.cluster.health({ timeout: '5s' });
  }

  async close(): Promise<void> {
    await this.#client.close();
  }
}

/**
 * After this many documents, once writes pause for MERGE_QUIET_MS, the index is merged down to one
 * segment. A bulk load (an import, a rebuild) leaves dozens of small segments, and a search looks
 * each of its terms up in every one, so a search on one segment costs about half the CPU of one
 * on dozens (BENCHMARKS.md, Measurements behind the code). Pintar's indexes are small (tens of megabytes), far from the sizes where one big
 * segment costs later merges.
 */
export const MERGE_AFTER_DOCS = 5000;
export const MERGE_QUIET_MS = 1000;
/** Documents read at a time when filing the terms of an index older than its vocabulary. */
const STORED_TERMS_PAGE = 5000;

const mappingVersion = (definition: IndexDefinition) =>
  createHash('sha256').update(JSON.stringify(definition.fields)).digest('hex').slice(0, 8);

class ElasticIndex<T extends SearchDoc> implements Index<T> {
  readonly #client: Client;
  readonly #alias: string;
  readonly #definition: IndexDefinition;
  readonly #geoField: string | undefined;
  readonly #textFields: readonly string[];
  readonly #vocabulary: ElasticVocabulary;
  /** Documents written or removed here since the index was last merged down. */
  #unmerged = 0;
  #merge: NodeJS.Timeout | undefined;
  readonly #plans = new SearchPlans();
  readonly #batch: SearchBatch;

  /** Where reads and writes go: the alias, or a staged index before it is promoted. */
  readonly #target: string;
  readonly #deepPages: DeepPages;
  readonly #physical: string;

  constructor(
    client: Client,
    alias: string,
    definition: IndexDefinition,
    vocabulary: ElasticVocabulary,
    batch: SearchBatch,
    staged?: string,
  ) {
    this.#client = client;
    this.#batch = batch;
    this.#deepPages = new DeepPages(searchAlone(client));
    this.#alias = alias;
    this.#definition = definition;
    this.#vocabulary = vocabulary;
    this.#geoField = Object.keys(definition.fields).find((f) => definition.fields[f] === 'geo');
    this.#textFields = Object.keys(definition.fields).filter((f) => definition.fields[f] === 'text');
    this.#target = staged ?? alias;
    this.#physical = staged ?? `${alias}-v${mappingVersion(definition)}`;
  }

  /** Points the alias at an index of this mapping version, creating one when there is none. */
  async open(): Promise<void> {
    const current = await this.#aliased();
    if (!current.some((index) => index.startsWith(this.#physical))) {
      if (!(await this.#client.indices.exists({ index: this.#physical }))) await this.create();
      await this.takeAlias();
    }
    if (!(await this.#vocabulary.complete())) await this.#fileStoredTerms();
  }

  /** Files the terms of every document already indexed (an index from before vocabularies). */
  async #fileStoredTerms(): Promise<void> {
    const search = { index: this.#target, query: { match_all: {} }, sort: [{ id: 'asc' }] };
    const pages = sourcePages<Record<string, unknown>>(
      this.#client,
      { ...search, _source: [...this.#textFields] },
      STORED_TERMS_PAGE,
    );
    for await (const sources of pages) {
      const { terms, operations } = this.#vocabulary.unseen(sources, this.#textFields);
      if (operations.length) await this.#bulk(operations);
      this.#vocabulary.learn(terms);
    }
    await this.#vocabulary.markComplete();
  }

  async #aliased(): Promise<string[]> {
    const aliased = await this.#client.indices.getAlias({ name: this.#alias }, { ignore: [404] });
    return Object.keys(aliased ?? {}).filter((k) => k !== 'error' && k !== 'status');
  }

  /** Moves the alias onto this index in one atomic request, then drops the indexes it left. */
  async takeAlias(): Promise<void> {
    const previous = (await this.#aliased()).filter((index) => index !== this.#physical);
    await this.#client.indices.updateAliases({
      actions: [
        ...previous.map((index) => ({ remove: { index, alias: this.#alias } })),
        { add: { index: this.#physical, alias: this.#alias } },
      ],
    });
    for (const index of previous) await this.#client.indices.delete({ index }, { ignore: [404] });
  }

  async create(): Promise<void> {
    const properties = Object.fromEntries(
      Object.entries(this.#definition.fields).map(([f, t]) => [f, MAPPING[t]]),
    );
    await this.#client.indices.create(
      {
        index: this.#physical,
        settings: { number_of_shards: 1, number_of_replicas: 0, max_result_window: MAX_RESULT_WINDOW },
        mappings: { dynamic: false, properties: { id: { type: 'keyword' }, ...properties } },
      },
      { ignore: [400] },
    );
    // Indexes created before the window was raised get it too (a dynamic setting).
    await this.#client.indices.putSettings(
      { index: this.#physical, settings: { index: { max_result_window: MAX_RESULT_WINDOW } } },
      { ignore: [404] },
    );
  }

  async upsert(docs: readonly T[]): Promise<void> {
    if (docs.length === 0) return;
    const { terms, operations } = this.#vocabulary.unseen(docs, this.#textFields);
    for (const doc of docs)
      operations.push({ index: { _index: this.#target, _id: doc.id } }, this.#toSource(doc));
    await this.#bulk(operations);
    this.#vocabulary.learn(terms);
    this.#wrote(docs.length);
  }

  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.#bulk(ids.map((id) => ({ delete: { _index: this.#target, _id: id } })));
    this.#wrote(ids.length);
  }

  /** Counts written documents; after a bulk load, merges once writes pause. */
  #wrote(count: number): void {
    this.#unmerged += count;
    if (this.#unmerged < MERGE_AFTER_DOCS) return;
    clearTimeout(this.#merge);
    this.#merge = setTimeout(() => {
      this.#unmerged = 0;
      // In the background: searches go on while Elasticsearch merges, and a failed merge only
      // leaves the segments as they were.
      this.#client.indices
        .forcemerge({ index: this.#target, max_num_segments: 1, wait_for_completion: false })
        .catch(() => undefined);
    }, MERGE_QUIET_MS).unref();
  }

  async #bulk(operations: object[]): Promise<void> {
    const result = await this.#client.bulk({ operations, refresh: true });
    const failed = result.items.filter((item) => {
      const outcome = Object.values(item)[0]!;
      // 404: already deleted; 409: a term another process filed first.
      return outcome.error && outcome.status !== 404 && outcome.status !== 409;
    });
    if (failed.length)
      throw new Error(`Elasticsearch refused ${failed.length} documents: ${JSON.stringify(failed[0])}`);
  }

  async count(): Promise<number> {
    return (await this.#client.count({ index: this.#target })).count;
  }

  /** Drops every document; without the delete-by-query module, by recreating the index. */
  async clear(): Promise<void> {
    const aliased = await this.#client.indices.getAlias({ name: this.#alias });
    for (const index of Object.keys(aliased)) await this.#client.indices.delete({ index });
    await this.#vocabulary.clear();
    await this.open();
  }

  async search(query: SearchQuery): Promise<SearchResult<T>> {
    for (const field of query.fields ?? []) {
      if (this.#definition.fields[field] !== 'text')
        throw new InvalidQueryError(`Not a text field: ${field}`);
    }
    const terms = query.text ? queryTerms(query.text) : [];
    // Text with no words in it (only punctuation) matches nothing, as on the embedded index.
    if (query.text?.trim() && terms.length === 0) return { total: 0, hits: [] };
    // Asked on every search, planned or not: it is what polls for other processes' new terms.
    const typos = this.#vocabulary.typos();
    const body = this.#plans.body(query, this.#vocabulary.version, () =>
      buildQuery(
        query,
        expandWords(terms, typos, query.fuzzy ?? false),
        this.#definition,
        this.#geoField,
        (term) => this.#vocabulary.fieldsOf(term),
      ),
    );
    const result = (await this.#deepPage(query, body)) ?? (await this.#batch.search(this.#target, body));
    const total = typeof result.hits.total === 'number' ? result.hits.total : (result.hits.total?.value ?? 0);
    const hits = result.hits.hits.map((hit) =>
      this.#hit(hit._id!, hit._score ?? 1, hit._source!, query.near),
    );
    return { total, hits };
  }

  /** A deep page of a sorted list without text, from its nearest anchor (deepPages.ts). */
  #deepPage(query: SearchQuery, body: string): Promise<SearchAnswer | undefined> | undefined {
    if (query.text || query.near || !query.sort || (query.offset ?? 0) < SEEK_FROM) return undefined;
    return this.#deepPages.page(this.#target, JSON.parse(body) as SortedBody);
  }

  #hit(id: string, score: number, source: Record<string, unknown>, near?: GeoPoint): SearchHit<T> {
    const document = this.#fromSource(source);
    const point = near && this.#geoField ? (document[this.#geoField] as GeoPoint | undefined) : undefined;
    return { id, score, document, ...(near && point ? { distanceMeters: distanceMeters(near, point) } : {}) };
  }

  /** geo_point wants `lon`; the port says `lng`. */
  #toSource(doc: T): Record<string, unknown> {
    const point = this.#geoField ? (doc[this.#geoField] as GeoPoint | undefined) : undefined;
    return this.#geoField && point
      ? { ...doc, [this.#geoField]: { lat: point.lat, lon: point.lng } }
      : { ...doc };
  }

  #fromSource(source: Record<string, unknown>): T {
    const point = this.#geoField
      ? (source[this.#geoField] as { lat: number; lon: number } | undefined)
      : undefined;
    return (
      this.#geoField && point ? { ...source, [this.#geoField]: { lat: point.lat, lng: point.lon } } : source
    ) as T;
  }
}
