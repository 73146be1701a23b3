import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

// The public place search: the spec's `query` parameter (and `q`), typos as Elasticsearch
// allows them, and hostile input answered quickly without a server error.
describe('GET /api/locations/search', () => {
  let server: TestServer;
  const search = (params: string) => fetch(`${server.url}/api/locations/search?${params}`);
  const names = async (params: string) => {
    const res = await search(params);
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: { name: string }[] }).results.map((r) => r.name);
  };

  beforeAll(async () => {
    server = await startTestServer();
    const created = await postJson(
      `${server.url}/api/admin/places`,
      {
        name: 'Masjid Raja Haji Fi Sabilillah',
        category: 'mosque',
        city: 'Cyberjaya',
        state: 'Selangor',
        location: { lat: 2.919, lng: 101.6545 },
      },
      { authorization: `Bearer ${server.adminToken}` },
    );
    expect(created.status).toBe(201);
  });
  afterAll(() => server.close());

  it('takes the spec`s `query` and the older `q`, and finds a transposed letter', async () => {
    const misspelt = encodeURIComponent('Masjid Sabililalh');
    expect((await names(`query=${misspelt}`))[0]).toBe('Masjid Raja Haji Fi Sabilillah');
    expect((await names(`q=${misspelt}`))[0]).toBe('Masjid Raja Haji Fi Sabilillah');
    expect(await names(`query=${misspelt}&q=zzzzqqqq`)).toContain('Masjid Raja Haji Fi Sabilillah');
  });

  it('asks for the text when neither is given, or only spaces', async () => {
    for (const params of ['', 'query=%20%20', 'lat=2.9&lng=101.6']) {
      const res = await search(params);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('validation-failed');
    }
  });

  it('refuses text over 200 characters with a 400', async () => {
    const res = await search(`query=${'a'.repeat(500)}`);
    expect(res.status).toBe(400);
  });

  it.each([
    ['one letter', 'a'],
    ['punctuation only', '!!!...'],
    ['Lucene field syntax', 'name:*'],
    ['Lucene fuzzy syntax', 'a~3'],
    ['a lone quote', '"'],
    ['regex', '.*(a|b)+$'],
    ['mixed scripts', 'Masjid 清真寺 مسجد பள்ளிவாசல்'],
    [
      '50 words',
      Array.from({ length: 50 }, (_, i) => `kata${i}`)
        .join(' ')
        .slice(0, 200),
    ],
  ])('answers %s without a server error', async (_name, text) => {
    // How fast such queries are answered is measured by `npm run bench:search` (the hostile set).
    const res = await search(`query=${encodeURIComponent(text)}`);
    expect(res.status).toBe(200);
  });
});

// The public reads people fire at every keystroke cross the same guards as every other call.
describe('public place reads', () => {
  let server: TestServer;
  let admin: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer();
    admin = { authorization: `Bearer ${server.adminToken}` };
    for (const [name, category, lat, lng] of [
      ['Klinik Kesihatan Cyberjaya', 'clinic', 2.9213, 101.6559],
      ['Klinik Kesihatan Putrajaya', 'clinic', 2.9264, 101.6964],
      ['Hospital Putrajaya', 'hospital', 2.9293, 101.6742],
    ] as const) {
      const body = { name, category, city: 'Putrajaya', state: 'Putrajaya', location: { lat, lng } };
      expect((await postJson(`${server.url}/api/admin/places`, body, admin)).status).toBe(201);
    }
  });
  afterAll(() => server.close());

  // Last: the limit then holds for the rest of its minute, for everyone on this address.
  it('counts its calls in the same per-client rate limit', async () => {
    const put = (body: unknown) =>
      fetch(`${server.url}/api/system/settings`, {
        method: 'PUT',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put({ rateLimit: { enabled: true, maxRequests: 4, windowSeconds: 60 } })).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await fetch(`${server.url}/api/locations/search?query=klinik`)).status);
    statuses.push((await fetch(`${server.url}/api/health`)).status);
    const limited = await fetch(`${server.url}/api/locations/search?query=klinik`);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe('too-many-requests');
  });
});
