import type { Client, estypes } from '@elastic/elasticsearch';

export type SearchAnswer = estypes.SearchResponse<Record<string, unknown>>;
type Item = SearchAnswer | { error: { type?: string; reason?: string }; status: number };

/** At most this many searches in one request; more in the same turn go in the next ones. */
const BATCH_MAX = 100;

interface Pending {
  index: string;
  body: string;
  resolve: (answer: SearchAnswer) => void;
  reject: (error: unknown) => void;
}

/**
 * Searches asked in the same turn of the event loop go to Elasticsearch as one `_msearch`
 * request. Each search had cost the API a request of its own (headers, a socket write, a parse of
 * the answer) and Elasticsearch the handling of one; searches of one turn sent together cost
 * Elasticsearch less CPU each (BENCHMARKS.md, Measurements behind the code). A search waits for no other turn, and a failed search fails
 * alone.
 */
export class SearchBatch {
  readonly #client: Client;
  #pending: Pending[] = [];

  constructor(client: Client) {
    this.#client = client;
  }

  /** Runs `body` (a search as JSON) on `index`, with the other searches of this turn. */
  search(index: string, body: string): Promise<SearchAnswer> {
    return new Promise((resolve, reject) => {
      // After the I/O of this turn: every request that arrived in it has asked by then.
      if (this.#pending.length === 0) setImmediate(() => this.#flush());
      this.#pending.push({ index, body, resolve, reject });
    });
  }

  #flush(): void {
    const pending = this.#pending;
    this.#pending = [];
    for (let i = 0; i < pending.length; i += BATCH_MAX) void this.#send(pending.slice(i, i + BATCH_MAX));
  }

  async #send(batch: Pending[]): Promise<void> {
    let lines = '';
    for (const { index, body } of batch) lines += `{"index":${JSON.stringify(index)}}\n${body}\n`;
    try {
      const { responses } = await this.#client.transport.request<{ responses: Item[] }>({
        method: 'POST',
        path: '/_msearch',
        bulkBody: lines,
      });
      batch.forEach(({ resolve, reject }, i) => {
        const item = responses[i];
        if (item && !('error' in item)) resolve(item);
        else reject(new Error(`Elasticsearch refused a search: ${describe(item)}`));
      });
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }
}

function describe(item: Item | undefined): string {
  if (!item || !('error' in item)) return 'no answer for it';
  return `${item.status} ${item.error.type ?? ''} ${item.error.reason ?? ''}`.trim();
}
