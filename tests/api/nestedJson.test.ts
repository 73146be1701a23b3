import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

/** `levels` arrays inside one another: 2 bytes a level. */
const nested = (levels: number, around = (inner: string) => inner) =>
  new TextEncoder().encode(around('['.repeat(levels) + ']'.repeat(levels)));

const TOO_DEEP = 'The JSON file nests arrays or objects more than 32 levels deep.';

/**
 * JSON import files nested millions of levels deep are refused before JSON.parse builds them
 * (which held every other request for seconds), with the import routes' Problem Details for a bad
 * file, and nothing of them is written. How long other requests wait meanwhile is measured by
 * `npm run bench:nested-json`, not asserted here.
 */
describe('deeply nested JSON files', () => {
  let server: TestServer;
  const admin = () => ({ authorization: `Bearer ${server.adminToken}` });
  const upload = (path: string, bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    return fetch(`${server.url}${path}`, { method: 'POST', headers: admin(), body: form });
  };
  const get = async <T>(path: string) =>
    (await (await fetch(`${server.url}${path}`, { headers: admin() })).json()) as T;
  const history = () => get<{ imports: unknown[] }>('/api/admin/import/history');
  const knowledgeTotal = async () =>
    Number(
      /\/(\d+)$/.exec(
        (
          await fetch(`${server.url}/api/admin/knowledge/entries?range=${encodeURIComponent('[0,0]')}`, {
            headers: admin(),
          })
        ).headers.get('content-range') ?? '',
      )?.[1],
    );

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses a 9 MB place file nested 4.5 million levels deep, and imports nothing', async () => {
    const file = nested(4_500_000);
    expect(file.byteLength).toBe(9_000_000);
    const before = (await history()).imports.length;
    for (const path of ['/api/admin/import/upload', '/api/admin/import/preview']) {
      const answer = await upload(path, file, 'places.json');
      expect(answer.status, path).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'invalid-file', message: TOO_DEEP });
    }
    expect((await history()).imports).toHaveLength(before);
  });

  it('refuses a 4.9 MB knowledge file nested under "entries", and creates no entry', async () => {
    const file = nested(2_450_000, (inner) => `{"entries":${inner}}`);
    const before = await knowledgeTotal();
    expect(Number.isInteger(before)).toBe(true);
    for (const path of ['/api/admin/knowledge/import', '/api/admin/knowledge/import/preview']) {
      const answer = await upload(path, file, 'entries.json');
      expect(answer.status, path).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'invalid-file', message: TOO_DEEP });
    }
    expect(await knowledgeTotal()).toBe(before);
  });

  it('still takes a file nested as deep as a place file is', async () => {
    const file = new TextEncoder().encode(
      JSON.stringify([
        {
          name: 'Kedai Nested',
          category: 'cafe',
          city: 'Cyberjaya',
          state: 'Selangor',
          location: { lat: 2.92, lng: 101.65 },
        },
      ]),
    );
    const answer = await upload('/api/admin/import/preview', file, 'places.json');
    expect(answer.status, await answer.clone().text()).toBe(200);
  });
});
