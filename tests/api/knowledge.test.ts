import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOPICS, toBinaryMessage } from '@pintar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateAgainstAsyncApi } from '../support/asyncapi.ts';
import { collect } from '../support/events.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

interface Entry {
  id: string;
  title: string;
  content: string;
  language: string;
  category: string;
  tags: string[];
  priority: number;
  status: string;
  translation_group: string;
  needs_translation: boolean;
  translated_from: string | null;
  [field: string]: unknown;
}

function client(server: TestServer) {
  const headers = { authorization: `Bearer ${server.adminToken}` };
  const call = (path: string, init: RequestInit = {}) =>
    fetch(server.url + path, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string>) },
    });
  const json = (method: string, path: string, body: unknown) =>
    call(path, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const upload = (
    path: string,
    name: string,
    content: string | Uint8Array,
    fields: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.set('file', new Blob([typeof content === 'string' ? content : Buffer.from(content)]), name);
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return call(path, { method: 'POST', body: form });
  };
  return {
    get: (path: string) => call(path),
    post: (path: string, body: unknown) => json('POST', path, body),
    put: (path: string, body: unknown) => json('PUT', path, body),
    delete: (path: string) => call(path, { method: 'DELETE' }),
    upload,
  };
}

const KB = '/api/admin/knowledge';

interface ImportReport {
  validate_only: boolean;
  stats: Record<'created' | 'updated' | 'skipped' | 'rejected', number>;
  errors: { line: number; reason: string }[];
}
const report = async (res: Response | Promise<Response>) => (await (await res).json()) as ImportReport;
const entry = (over: Record<string, unknown> = {}) => ({
  title: 'LRT Kelana Jaya line',
  content: 'Trains run every 3 to 5 minutes at peak hours.',
  language: 'en',
  category: 'transport',
  tags: ['lrt', 'rail'],
  ...over,
});

/** Polls until the check passes: counts of searches are projected after the search answered. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('knowledge base API', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    server = await startTestServer();
    api = client(server);
  });
  afterAll(() => server.close());

  it('accepts an entry in Tamil and finds it by its Tamil words', async () => {
    const created = await api.post(
      `${KB}/entries`,
      entry({
        title: 'பத்துமலை தைப்பூசம் பயணம்',
        content: 'தைப்பூசம் அன்று KTM கொமுட்டர் ரயில்கள் கூடுதலாக ஓடும்.',
        language: 'ta',
        tags: ['தைப்பூசம்'],
      }),
    );
    expect(created.status).toBe(201);
    const body = (await created.json()) as Entry;
    const found = (await (await api.post(`${KB}/search`, { query: 'தைப்பூசம்', language: 'ta' })).json()) as {
      results: Array<{ entry: Entry }>;
    };
    expect(found.results.map((r) => r.entry.id)).toContain(body.id);
  });

  it('creates, reads, lists in both dialects, updates and deletes an entry', async () => {
    const created = await api.post(`${KB}/entries`, entry({ tags: ['LRT', 'Rail', 'lrt'] }));
    expect(created.status).toBe(201);
    const body = (await created.json()) as Entry;
    expect(body).toMatchObject({
      category: 'transport',
      tags: ['lrt', 'rail'],
      priority: 5,
      status: 'active',
    });
    expect(body.id).toMatch(/^kb_[0-9a-f]{24}$/);
    expect(body.translation_group).toBe(body.id);

    expect(await (await api.get(`${KB}/entries/${body.id}`)).json()).toEqual(body);

    const ra = await api.get(
      `${KB}/entries?range=${encodeURIComponent('[0,9]')}&filter=${encodeURIComponent(JSON.stringify({ language: 'en' }))}`,
    );
    expect(ra.headers.get('content-range')).toMatch(/^knowledge 0-\d+\/\d+$/);
    expect(((await ra.json()) as Entry[]).map((e) => e.id)).toContain(body.id);

    const spec = (await (await api.get(`${KB}/entries?page=1&search=kelana`)).json()) as {
      entries: Entry[];
      pagination: { page: number; limit: number; total: number; pages: number };
    };
    expect(spec.entries.map((e) => e.id)).toContain(body.id);
    expect(spec.pagination).toMatchObject({ page: 1, limit: 50 });

    // react-admin sends the whole record back: the server-kept fields are ignored.
    const updated = await api.put(`${KB}/entries/${body.id}`, {
      ...body,
      priority: 9,
      created_at: 'whenever',
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ priority: 9, created_at: body.created_at });

    const deleted = await api.delete(`${KB}/entries/${body.id}`);
    expect(await deleted.json()).toMatchObject({ id: body.id, priority: 9 });
    expect((await api.get(`${KB}/entries/${body.id}`)).status).toBe(404);
  });

  it('refuses bad input with the specification messages, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ language: 'en' }, 'Missing required fields: title, content'],
      [{ title: 'T', content: 'C' }, 'Missing required fields: language'],
      [entry({ language: 'xx' }), 'Unsupported language: xx. Supported: en, ms, zh, ar, ta'],
      [entry({ priority: 0 }), 'Priority must be between 1 and 10'],
      [entry({ priority: 11 }), 'Priority must be between 1 and 10'],
      [entry({ tags: 'a' }), 'Tags must be an array'],
    ];
    for (const [body, message] of cases) {
      const res = await api.post(`${KB}/entries`, body);
      expect(res.status, message).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation-failed', message });
    }
    const unknown = await api.post(`${KB}/entries`, entry({ colour: 'red' }));
    expect(unknown.status).toBe(400);
    const created = (await (await api.post(`${KB}/entries`, entry())).json()) as Entry;
    const bad = await api.put(`${KB}/entries/${created.id}`, { tags: 'a' });
    expect(await bad.json()).toMatchObject({ status: 400, message: 'Tags must be an array' });
    expect((await api.put(`${KB}/entries/kb_000000000000000000000000`, { priority: 3 })).status).toBe(404);
  });

  it('stores Markdown as written, HTML included, and only ever answers it as JSON', async () => {
    const content = '# Flood\n\n<script>alert("x")</script> **Move to higher ground.**';
    const res = await api.post(`${KB}/entries`, entry({ title: 'Flood safety', content }));
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const { id } = (await res.json()) as Entry;
    const read = await api.get(`${KB}/entries/${id}`);
    expect(read.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await read.json()) as Entry).content).toBe(content);
  });

  it('bulk-creates all or nothing, then bulk-updates and bulk-deletes', async () => {
    const failed = await api.post(`${KB}/bulk/create`, {
      entries: [entry({ title: 'Bulk A' }), entry({ priority: 0 })],
    });
    expect(failed.status).toBe(400);
    expect(await failed.json()).toEqual({
      created: [],
      errors: [{ index: 1, message: 'Priority must be between 1 and 10' }],
    });
    const list = (await (await api.get(`${KB}/entries?search=Bulk&status=all`)).json()) as {
      entries: Entry[];
    };
    expect(list.entries).toEqual([]);

    const ok = await api.post(`${KB}/bulk/create`, {
      entries: [entry({ title: 'Bulk A' }), entry({ title: 'Bulk B' })],
    });
    expect(ok.status).toBe(201);
    const { created } = (await ok.json()) as { created: Entry[] };
    const ids = created.map((e) => e.id);

    const refused = await api.post(`${KB}/bulk/update`, {
      updates: [
        { id: ids[0], priority: 2 },
        { id: ids[1], language: 'xx' },
      ],
    });
    expect(await refused.json()).toMatchObject({
      status: 400,
      message: expect.stringContaining('Unsupported language: xx'),
    });
    expect(((await (await api.get(`${KB}/entries/${ids[0]}`)).json()) as Entry).priority).toBe(5);

    const updated = await api.post(`${KB}/bulk/update`, {
      updates: [
        { id: ids[0], priority: 2 },
        { id: 'kb_nope', priority: 2 },
      ],
    });
    expect(await updated.json()).toMatchObject({
      updated: [{ id: ids[0], priority: 2 }],
      missing: ['kb_nope'],
    });

    const deleted = await api.post(`${KB}/bulk/delete`, { ids: [...ids, 'kb_nope'] });
    expect(await deleted.json()).toEqual({ deleted: ids, missing: ['kb_nope'] });
  });

  it('without a translation provider, translating makes a linked draft that needs a translator', async () => {
    const source = (await (
      await api.post(`${KB}/entries`, entry({ title: 'Emergency numbers', content: 'Call 999.' }))
    ).json()) as Entry;
    const res = await api.post(`${KB}/entries/${source.id}/translate`, { target_language: 'ms' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      provider: 'none',
      needs_translation: true,
      entry: {
        language: 'ms',
        status: 'draft',
        title: 'Emergency numbers',
        content: 'Call 999.',
        needs_translation: true,
        translation_group: source.id,
        translated_from: source.id,
      },
    });
    expect((await api.post(`${KB}/entries/${source.id}/translate`, { target_language: 'ms' })).status).toBe(
      409,
    );
    const bad = await api.post(`${KB}/entries/${source.id}/translate`, { target_language: 'xx' });
    expect(await bad.json()).toMatchObject({
      message: 'Unsupported language: xx. Supported: en, ms, zh, ar, ta',
    });
    const bulk = await api.post(`${KB}/bulk/translate`, {
      entry_ids: [source.id, 'kb_nope'],
      target_language: 'zh',
    });
    expect(await bulk.json()).toMatchObject({
      results: [{ source_id: source.id, provider: 'none', entry: { language: 'zh' } }],
      missing: ['kb_nope'],
      skipped: [],
    });
    const langs = (await (await api.get(`${KB}/languages/stats`)).json()) as {
      languages: { language: string; needs_translation: number }[];
    };
    expect(langs.languages.find((l) => l.language === 'ms')!.needs_translation).toBeGreaterThanOrEqual(1);
  });

  it('counts real searches in popular queries and analytics, and keeps stats by counters', async () => {
    await api.post(
      `${KB}/entries`,
      entry({ title: 'Banjir kilat', content: 'Elakkan kawasan rendah.', language: 'ms', tags: ['banjir'] }),
    );
    for (const query of ['banjir', 'Banjir ', 'tiada-padanan-langsung'])
      expect((await api.post(`${KB}/search`, { query, language: 'ms' })).status).toBe(200);
    const found = (await (await api.post(`${KB}/search`, { query: 'banjr', language: 'ms' })).json()) as {
      total: number;
      results: { entry: Partial<Entry> & { summary?: string }; score: number }[];
    };
    // A hit lists the entry's opening; the whole text is asked for.
    expect(found.results[0]!.entry).toMatchObject({
      title: 'Banjir kilat',
      summary: 'Elakkan kawasan rendah.',
    });
    expect(found.results[0]!.entry).not.toHaveProperty('content');
    const whole = (await (
      await api.post(`${KB}/search`, { query: 'kilat', language: 'ms', include_content: true })
    ).json()) as typeof found;
    expect(whole.results[0]!.entry).toMatchObject({ content: 'Elakkan kawasan rendah.' });
    expect(whole.results[0]!.entry).not.toHaveProperty('summary');

    const popular = await eventually(
      async () =>
        (await (await api.get(`${KB}/popular?timeframe=7d&language=ms`)).json()) as {
          queries: { query: string; count: number }[];
        },
      (p) => p.queries.reduce((n, q) => n + q.count, 0) >= 4,
    );
    expect(popular.queries[0]).toMatchObject({ query: 'banjir', count: 2, language: 'ms' });
    const analytics = (await (await api.get(`${KB}/analytics?timeframe=7d`)).json()) as {
      total_searches: number;
      zero_result_searches: number;
      days: { date: string; searches: number }[];
    };
    expect(analytics.days).toHaveLength(7);
    expect(analytics.total_searches).toBeGreaterThanOrEqual(4);
    expect(analytics.zero_result_searches).toBeGreaterThanOrEqual(1);
    expect(analytics.days.at(-1)!.searches).toBe(analytics.total_searches);

    const stats = (await (await api.get(`${KB}/stats`)).json()) as Record<string, unknown>;
    expect(stats).toMatchObject({ top_language: 'en' });
    expect(stats.average_queries_per_day).toBeGreaterThan(0);
    const tags = (await (await api.get(`${KB}/tags?language=ms`)).json()) as {
      tags: { tag: string; count: number }[];
    };
    expect(tags.tags).toContainEqual({ tag: 'banjir', count: 1 });
    expect((await api.get(`${KB}/popular?timeframe=forever`)).status).toBe(400);
  });

  it('answers contextual and related searches', async () => {
    const cyberjaya = { lat: 2.9213, lng: 101.6559 };
    const local = (await (
      await api.post(
        `${KB}/entries`,
        entry({
          title: 'Cyberjaya shuttle bus',
          content: 'The free shuttle links the MRT station to the offices.',
          tags: ['bus', 'shuttle'],
          location: { ...cyberjaya, radius_m: 5000 },
        }),
      )
    ).json()) as Entry;
    await api.post(
      `${KB}/entries`,
      entry({
        title: 'Johor Bahru shuttle bus',
        content: 'Shuttles to the causeway.',
        tags: ['bus', 'shuttle'],
        location: { lat: 1.4627, lng: 103.7646, radius_m: 5000 },
      }),
    );
    const res = (await (
      await api.post(`${KB}/contextual`, { location: cyberjaya, language: 'en', scenario: 'shuttle' })
    ).json()) as {
      results: { entry: Entry; distance_m: number | null }[];
    };
    expect(res.results.map((r) => r.entry.title)).toEqual(['Cyberjaya shuttle bus']);
    expect(res.results[0]!.distance_m).toBe(0);
    const related = (await (
      await api.get(`${KB}/entries/${local.id}/related?include_location_context=true`)
    ).json()) as {
      results: { entry: Entry }[];
    };
    expect(related.results.map((r) => r.entry.title)).not.toContain('Cyberjaya shuttle bus');
    expect(related.results.map((r) => r.entry.title)).not.toContain('Johor Bahru shuttle bus');
    const anywhere = (await (await api.get(`${KB}/entries/${local.id}/related`)).json()) as {
      results: { entry: Entry }[];
    };
    expect(anywhere.results.map((r) => r.entry.title)).toContain('Johor Bahru shuttle bus');
  });

  it('imports CSV row by row, with line numbers for broken rows, and can only validate', async () => {
    const csv = [
      'title,content,language,category,tags,priority',
      'Taxi fares,Metered taxis start at RM3.,en,transport,taxi;fare,6',
      'Bad priority,Text,en,transport,,0',
      'Too few cells,en',
      'Tiada bahasa,Teks,,general,,5',
      'Bahasa salah,Teks,xx,general,,5',
    ].join('\n');
    const dry = await api.upload(`${KB}/import`, 'kb.csv', csv, {
      validate_only: 'true',
      default_language: 'ms',
    });
    expect(dry.status).toBe(200);
    const dryReport = await report(dry);
    expect(dryReport).toMatchObject({
      validate_only: true,
      stats: { created: 2, updated: 0, skipped: 0, rejected: 3 },
    });
    expect(dryReport.errors).toEqual([
      { line: 3, reason: 'Priority must be between 1 and 10' },
      { line: 4, reason: expect.stringMatching(/columns length is 6, got 2/) },
      { line: 6, reason: 'Unsupported language: xx. Supported: en, ms, zh, ar, ta' },
    ]);
    const none = (await (await api.get(`${KB}/entries?search=taxi&status=all`)).json()) as {
      entries: Entry[];
    };
    expect(none.entries).toEqual([]);

    const real = await report(api.upload(`${KB}/import`, 'kb.csv', csv, { default_language: 'ms' }));
    expect(real.stats).toMatchObject({ created: 2, rejected: 3 });
    const again = await report(
      api.upload(`${KB}/import`, 'kb.csv', csv.replace('RM3.', 'RM4.'), { default_language: 'ms' }),
    );
    expect(again.stats).toMatchObject({ created: 0, skipped: 2 });
    const merged = await report(
      api.upload(`${KB}/import`, 'kb.csv', csv.replace('RM3.', 'RM4.'), {
        default_language: 'ms',
        merge_existing: 'true',
      }),
    );
    expect(merged.stats).toMatchObject({ created: 0, updated: 1, skipped: 1 });

    const preview = await (await api.upload(`${KB}/import/preview`, 'kb.csv', csv)).json();
    expect(preview).toMatchObject({ format: 'csv', total_rows: 5, valid_rows: 1 });
  });

  it('takes a file of exactly 5 MB, refuses one byte more and other file types', async () => {
    const head = JSON.stringify([entry({ title: 'Five megabytes' })]);
    const exact = head + ' '.repeat(5 * 1024 * 1024 - head.length);
    const ok = await api.upload(`${KB}/import`, 'big.json', exact, { validate_only: 'true' });
    expect(ok.status).toBe(200);
    expect((await report(ok)).stats.created).toBe(1);
    const over = await api.upload(`${KB}/import`, 'big.json', `${exact} `, { validate_only: 'true' });
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({
      code: 'file-too-large',
      message: 'File size too large. Maximum size is 5MB.',
    });
    const txt = await api.upload(`${KB}/import`, 'notes.txt', 'hello');
    expect(txt.status).toBe(400);
    expect(await txt.json()).toMatchObject({
      code: 'invalid-file-type',
      message: 'Invalid file type. Only JSON and CSV files are allowed.',
    });
    const broken = await api.upload(`${KB}/import`, 'kb.json', '{"entries": [');
    expect(await broken.json()).toMatchObject({ status: 400, code: 'invalid-file' });
  });

  it('exports dated JSON and CSV files that import back into a fresh installation', async () => {
    const json = await api.get(`${KB}/export/json`);
    expect(json.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pintar-knowledge-\d{4}-\d{2}-\d{2}\.json"; filename\*=UTF-8''pintar-knowledge-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const jsonText = await json.text();
    const csv = await api.get(`${KB}/export/csv`);
    expect(csv.headers.get('content-disposition')).toMatch(/pintar-knowledge-\d{4}-\d{2}-\d{2}\.csv/);
    const csvText = await csv.text();
    const exported = JSON.parse(jsonText) as Entry[];

    const fresh = await startTestServer();
    try {
      const other = client(fresh);
      const imported = await report(other.upload(`${KB}/import`, 'back.json', jsonText));
      expect(imported.stats).toMatchObject({ created: exported.length, rejected: 0 });
      const again = await report(
        other.upload(`${KB}/import`, 'back.csv', csvText, { merge_existing: 'true' }),
      );
      expect(again.stats).toMatchObject({ created: 0, updated: 0, skipped: exported.length, rejected: 0 });
      const roundTrip = JSON.parse(await (await other.get(`${KB}/export/json`)).text()) as Entry[];
      const strip = (list: Entry[]) =>
        list
          .map(({ translation_key: _t, ...rest }) => rest)
          .sort((a, b) => `${a.title}${a.language}`.localeCompare(`${b.title}${b.language}`));
      expect(strip(roundTrip)).toEqual(strip(exported));
    } finally {
      await fresh.close();
    }
    const template = await api.get(`${KB}/templates/csv`);
    expect(template.headers.get('content-disposition')).toContain('pintar-knowledge-template.csv');
  });

  it('keeps categories with entry counts and refuses to delete one in use', async () => {
    const created = await api.post(`${KB}/categories`, {
      name: 'Health Care',
      description: 'Clinics and hospitals',
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ id: 'health-care', entry_count: 0 });
    expect((await api.post(`${KB}/categories`, { name: 'Health care' })).status).toBe(409);
    await api.post(`${KB}/entries`, entry({ category: 'health-care' }));
    const { categories } = (await (await api.get(`${KB}/categories`)).json()) as {
      categories: { id: string; entry_count: number }[];
    };
    expect(categories.find((c) => c.id === 'health-care')!.entry_count).toBe(1);
    expect((await api.delete(`${KB}/categories/health-care`)).status).toBe(409);
    await api.post(`${KB}/categories`, { name: 'Unused' });
    expect(await (await api.delete(`${KB}/categories/unused`)).json()).toMatchObject({
      id: 'unused',
      entry_count: 0,
    });
    expect(await (await api.put(`${KB}/categories/health-care`, { name: 'Health' })).json()).toMatchObject({
      name: 'Health',
    });
  });

  it('serves the help page publicly: active help entries, searches and translations', async () => {
    const help = (await (
      await api.post(
        `${KB}/entries`,
        entry({
          title: 'How do I reset my password?',
          content: 'Use **Forgot password**.',
          category: 'help',
        }),
      )
    ).json()) as Entry;
    await api.post(
      `${KB}/entries`,
      entry({ title: 'Draft help', content: 'Not yet.', category: 'help', status: 'draft' }),
    );
    const ms = (await (
      await api.post(`${KB}/entries/${help.id}/translate`, { target_language: 'ms' })
    ).json()) as { entry: Entry };
    await api.put(`${KB}/entries/${ms.entry.id}`, {
      title: 'Bagaimana menetapkan semula kata laluan?',
      status: 'active',
    });

    const list = (await (await fetch(`${server.url}/api/help?language=en`)).json()) as {
      entries: (Entry & { summary: string })[];
      more: boolean;
    };
    expect(list.more).toBe(false);
    expect(list.entries.map((e) => e.title)).toEqual(['How do I reset my password?']);
    // A list answers summaries: the opening as plain text, not the whole Markdown.
    expect(list.entries[0]).toMatchObject({ summary: 'Use Forgot password.' });
    expect(list.entries[0]).not.toHaveProperty('content');
    const searched = (await (await fetch(`${server.url}/api/help?q=pasword&language=en`)).json()) as {
      entries: Entry[];
    };
    expect(searched.entries.map((e) => e.id)).toEqual([help.id]);
    const one = (await (await fetch(`${server.url}/api/help/${help.id}`)).json()) as {
      translations: unknown;
    };
    expect(one.translations).toEqual([
      { id: ms.entry.id, language: 'ms', title: 'Bagaimana menetapkan semula kata laluan?' },
    ]);
    expect((await fetch(`${server.url}/api/help/${ms.entry.id}x`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/help?language=xx`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/help?limit=51`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/help?offset=451`)).status).toBe(400);
  });

  it('pages the help list and its searches, each page saying whether another follows', async () => {
    const titles = Array.from({ length: 5 }, (_, i) => `Paging toll guide ${i}`);
    for (const title of titles)
      await api.post(`${KB}/entries`, entry({ title, content: `Toll guide ${title}.`, category: 'help' }));
    type Page = { entries: { title: string }[]; more: boolean };
    const page = async (query: string) =>
      (await (await fetch(`${server.url}/api/help?language=en&${query}`)).json()) as Page;
    const seen: string[] = [];
    for (let offset = 0; ; offset += 2) {
      const { entries, more } = await page(`q=${encodeURIComponent('toll guide')}&limit=2&offset=${offset}`);
      seen.push(...entries.map((e) => e.title));
      if (!more) break;
    }
    expect([...seen].sort()).toEqual(titles);
    const first = await page('limit=2');
    const second = await page('limit=2&offset=2');
    expect(first.more).toBe(true);
    expect(second.entries.map((e) => e.title)).not.toContain(first.entries[0]!.title);
  });

  it('writes events that match contracts/asyncapi.yaml, as a Kafka consumer reads them', async () => {
    const latest = await server.platform.eventLog.latest(TOPICS.knowledge);
    const end = Math.max(...latest.values());
    const events = await collect(
      server.platform.eventLog,
      { group: 'knowledge-contract-check', topics: [TOPICS.knowledge] },
      (seen) => seen.some((s) => s.position.offset >= end),
    );
    const problems = events.flatMap(({ event }) => {
      const { headers, value } = toBinaryMessage(event);
      return validateAgainstAsyncApi(event.type, headers, JSON.parse(value)).map(
        (p) => `${event.type}: ${p}`,
      );
    });
    expect(problems).toEqual([]);
    // Every kind of knowledge event this suite caused was checked.
    expect(new Set(events.map((e) => e.event.type)).size).toBe(7);
  });
});

describe('knowledge translation through LibreTranslate', () => {
  let fake: Server;
  let server: TestServer;
  const asked: Record<string, unknown>[] = [];
  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw) as { q: string; source: string; target: string };
        asked.push(body);
        const words: Record<string, string> = {
          'Emergency numbers': 'Nombor kecemasan',
          'Call 999.': 'Hubungi 999.',
        };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ translatedText: words[body.q] ?? body.q }));
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const port = (fake.address() as AddressInfo).port;
    server = await startTestServer({ TRANSLATE_URL: `http://127.0.0.1:${port}`, TRANSLATE_API_KEY: 'k-123' });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((r) => fake.close(() => r()));
  });

  it('translates title and content with the provider into an active entry of the group', async () => {
    const api = client(server);
    const source = (await (
      await api.post(`${KB}/entries`, entry({ title: 'Emergency numbers', content: 'Call 999.' }))
    ).json()) as Entry;
    const res = await api.post(`${KB}/entries/${source.id}/translate`, { target_language: 'ms' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      provider: 'libretranslate',
      needs_translation: false,
      entry: {
        title: 'Nombor kecemasan',
        content: 'Hubungi 999.',
        language: 'ms',
        status: 'active',
        translation_group: source.id,
      },
    });
    expect(asked).toContainEqual({
      q: 'Call 999.',
      source: 'en',
      target: 'ms',
      format: 'text',
      api_key: 'k-123',
    });
  });
});
