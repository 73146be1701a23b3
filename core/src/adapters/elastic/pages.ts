import type { Client } from '@elastic/elasticsearch';

interface SortedSearch {
  index: string;
  query: object;
  /** Must order every hit uniquely, for `search_after` to resume where a page ended. */
  sort: object[];
  _source: string[];
}

/** The `_source` of every hit of a sorted search, a page at a time. */
export async function* sourcePages<T>(
  client: Client,
  search: SortedSearch,
  size: number,
): AsyncGenerator<T[]> {
  let after: unknown[] | undefined;
  for (;;) {
    const page = await client.search<T>({
      ...search,
      size,
      track_total_hits: false,
      ...(after ? { search_after: after as never } : {}),
    });
    const hits = page.hits.hits;
    if (hits.length) yield hits.map((hit) => hit._source ?? ({} as T));
    if (hits.length < size) return;
    after = hits[hits.length - 1]!.sort;
  }
}
