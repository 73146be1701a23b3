import type { Client } from '@elastic/elasticsearch';
import { describe, expect, it } from 'vitest';
import { SearchBatch } from './searchBatch.ts';

/** Just enough of the client: `_msearch` answers each search with its body's `n`, or an error. */
function fakeClient(fail?: Error) {
  const requests: string[] = [];
  const client = {
    transport: {
      request: async ({ path, bulkBody }: { path: string; bulkBody: string }) => {
        expect(path).toBe('/_msearch');
        requests.push(bulkBody);
        if (fail) throw fail;
        const lines = bulkBody.trimEnd().split('\n');
        const responses = [];
        for (let i = 0; i < lines.length; i += 2) {
          const { n } = JSON.parse(lines[i + 1]!) as { n: number };
          responses.push(
            n < 0
              ? { error: { type: 'query_shard_exception', reason: 'bad' }, status: 400 }
              : { hits: { total: { value: n }, hits: [] } },
          );
        }
        return { responses };
      },
    },
  };
  return { client: client as unknown as Client, requests };
}

describe('SearchBatch', () => {
  it('sends the searches of one turn in one request, each answered with its own result', async () => {
    const { client, requests } = fakeClient();
    const batch = new SearchBatch(client);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => batch.search(`index-${n}`, JSON.stringify({ n }))),
    );
    expect(answers.map((a) => (a.hits.total as { value: number }).value)).toEqual([1, 2, 3]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.split('\n').slice(0, 2)).toEqual(['{"index":"index-1"}', '{"n":1}']);
    await batch.search('index-4', JSON.stringify({ n: 4 }));
    expect(requests).toHaveLength(2);
  });

  it('fails only the search Elasticsearch refused', async () => {
    const batch = new SearchBatch(fakeClient().client);
    const [good, bad] = await Promise.allSettled([
      batch.search('places', JSON.stringify({ n: 7 })),
      batch.search('places', JSON.stringify({ n: -1 })),
    ]);
    expect(good.status).toBe('fulfilled');
    expect(bad).toMatchObject({ status: 'rejected', reason: { message: expect.stringContaining('400') } });
  });

  it('fails every search of the request with the error the request met', async () => {
    const unreachable = Object.assign(new Error('connect ECONNREFUSED'), { name: 'ConnectionError' });
    const batch = new SearchBatch(fakeClient(unreachable).client);
    const settled = await Promise.allSettled(
      [1, 2].map((n) => batch.search('places', JSON.stringify({ n }))),
    );
    expect(settled.map((s) => s.status === 'rejected' && s.reason)).toEqual([unreachable, unreachable]);
  });

  it('sends at most 100 searches a request', async () => {
    const { client, requests } = fakeClient();
    const batch = new SearchBatch(client);
    await Promise.all(Array.from({ length: 250 }, (_, n) => batch.search('places', JSON.stringify({ n }))));
    expect(requests.map((r) => r.trimEnd().split('\n').length / 2)).toEqual([100, 100, 50]);
  });
});
