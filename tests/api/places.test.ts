import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

const cyberjaya = {
  name: 'Dataran Cyberjaya Test Hall',
  category: 'attraction',
  city: 'Cyberjaya',
  state: 'Selangor',
  location: { lat: 2.9213, lng: 101.6559 },
};

/** react-admin's list parameters, URL-encoded as ra-data-simple-rest sends them. */
const raQuery = (filter: object, range = [0, 9]) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;

const CSV_HEADER = 'name,category,types,status,address,district,city,state,postcode,lat,lng,phone,website';

describe('places API', () => {
  let server: TestServer;
  const admin = () => ({ authorization: `Bearer ${server.adminToken}` });
  const get = (path: string) => fetch(`${server.url}${path}`, { headers: admin() });
  const post = (path: string, body: unknown) => postJson(`${server.url}${path}`, body, admin());
  const put = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'PUT',
      headers: { ...admin(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const upload = (
    path: string,
    name: string,
    content: string | Uint8Array,
    fields: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.append('file', new Blob([content]), name);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return fetch(`${server.url}${path}`, { method: 'POST', headers: admin(), body: form });
  };
  const waitForImport = async (id: string) => {
    for (let i = 0; i < 200; i++) {
      const record = (await (await get(`/api/admin/import/${id}`)).json()) as { status: string };
      if (record.status !== 'running') return record as Record<string, unknown>;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('import did not finish');
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('creates, reads, lists, updates and deletes a place, with statistics following', async () => {
    const created = await post('/api/admin/places', cyberjaya);
    expect(created.status).toBe(201);
    const place = (await created.json()) as {
      id: string;
      status: string;
      source: string;
      created_by: string;
    };
    expect(place).toMatchObject({ status: 'active', source: 'admin', types: [] });
    expect((await (await get(`/api/admin/places/${place.id}`)).json()) as object).toMatchObject(cyberjaya);

    const stats = (await (await get('/api/admin/dashboard/stats')).json()) as Record<string, unknown>;
    expect(stats).toMatchObject({ total_places: 1, active_places: 1, states_count: 1, categories_count: 1 });

    const updated = await put(`/api/admin/places/${place.id}`, { status: 'inactive', phone: '03-8888 0000' });
    expect(await updated.json()).toMatchObject({
      status: 'inactive',
      phone: '03-8888 0000',
      name: cyberjaya.name,
    });
    expect(await (await get('/api/places-stats')).json()).toMatchObject({
      total_places: 1,
      active_places: 0,
    });

    const spec = (await (await get('/api/admin/places?page=1&limit=10')).json()) as {
      places: unknown[];
      pagination: object;
    };
    expect(spec.places).toHaveLength(0); // the spec's list defaults to active places
    const all = (await (await get('/api/admin/places?status=all')).json()) as {
      pagination: { total: number };
    };
    expect(all.pagination.total).toBe(1);

    const removed = await fetch(`${server.url}/api/admin/places/${place.id}`, {
      method: 'DELETE',
      headers: admin(),
    });
    expect(removed.status).toBe(200);
    expect((await get(`/api/admin/places/${place.id}`)).status).toBe(404);
    expect(await (await get('/api/admin/dashboard/stats')).json()).toMatchObject({
      total_places: 0,
      states_count: 0,
    });
  });

  it('refuses bad fields with a message per field, and operator values, storing nothing', async () => {
    const res = await post('/api/admin/places', {
      ...cyberjaya,
      name: '',
      location: { lat: 91, lng: 101.6 },
    });
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { code: string; errors: Record<string, string> };
    expect(problem.code).toBe('validation-failed');
    expect(problem.errors).toMatchObject({
      name: 'Name is required',
      lat: 'Latitude must be a number between -90 and 90',
    });

    const injected = await get(`/api/admin/places?${raQuery({ state: { $gt: '' } })}`);
    expect(injected.status).toBe(400);
    expect(await injected.json()).toMatchObject({
      code: 'validation-failed',
      errors: { 'filter.state': expect.any(String) },
    });
    const injectedSpec = await get('/api/admin/places?category[$gt]=');
    expect(injectedSpec.status).toBe(400);
    expect(await (await get('/api/admin/dashboard/stats')).json()).toMatchObject({ total_places: 0 });
  });

  it('imports a CSV with progress over socket.io, rejects bad rows by line, skips duplicates', async () => {
    const csv = [
      CSV_HEADER,
      'Masjid Raja Haji Fi Sabilillah,mosque,,active,"Persiaran Multimedia, Cyber 12",Sepang,Cyberjaya,Selangor,63000,2.9188,101.6543,,',
      '"Kedai ""Quoted"" Mamak",restaurant,,active,"line one',
      'line two",Sepang,Cyberjaya,Selangor,63000,2.9231,101.6502,,',
      'Bad Latitude Cafe,cafe,,active,,Sepang,Cyberjaya,Selangor,,91,101.65,,',
      'Masjid Raja Haji Fi Sabilillah,mosque,,active,,Sepang,Cyberjaya,Selangor,,2.91881,101.65431,,',
      '=HYPERLINK("http://evil"),other,,active,,,Putrajaya,Putrajaya,,2.93,101.69,,',
    ].join('\n');
    const socket = io(`${server.url}/admin`, {
      auth: { token: server.adminToken },
      transports: ['websocket'],
    });
    const progress: { status: string; import_id: string }[] = [];
    socket.on('import:progress', (p) => progress.push(p));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));

    const res = await upload('/api/admin/import/upload', 'cyberjaya.csv', `\uFEFF${csv}`, {
      enhance_with_google: 'false',
      skip_duplicates: 'true',
      batch_size: '2',
    });
    expect(res.status).toBe(202);
    const { import_id } = (await res.json()) as { import_id: string };
    const record = await waitForImport(import_id);
    expect(record).toMatchObject({
      // One row refused: the import ran to its end, as a warning (issue 15).
      status: 'warning',
      stats: { imported: 3, updated: 0, skipped: 1, rejected: 1, enhanced: 0 },
      errors: [{ line: 5, reason: 'Latitude must be a number between -90 and 90' }],
    });
    await expect.poll(() => progress.map((p) => p.status)).toContain('completed');
    expect(progress.every((p) => p.import_id === import_id)).toBe(true);
    expect(progress[0]!.status).toBe('uploading');
    socket.close();

    const found = (await (await get(`/api/admin/places?${raQuery({ q: 'Quoted' })}`)).json()) as {
      address: string;
    }[];
    expect(found[0]!.address).toBe('line one\nline two');

    const exported = await get('/api/admin/export/csv');
    expect(exported.headers.get('content-disposition')).toMatch(/pintar-places-\d{4}-\d{2}-\d{2}\.csv/);
    const text = await exported.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain('"line one\nline two"');

    const history = (await (await get('/api/admin/import/history?limit=20')).json()) as {
      imports: { id: string }[];
    };
    expect(history.imports[0]!.id).toBe(import_id);
  });

  it('finds a misspelt place and places near a point', async () => {
    const search = (await (
      await get(`/api/locations/search?q=${encodeURIComponent('Sabilillh')}`)
    ).json()) as {
      results: { name: string }[];
    };
    expect(search.results[0]!.name).toBe('Masjid Raja Haji Fi Sabilillah');
    const nearby = (await (
      await get('/api/locations/nearby?lat=2.9190&lng=101.6545&radius=1000')
    ).json()) as {
      results: { name: string; distance_m: number }[];
    };
    expect(nearby.results[0]).toMatchObject({ name: 'Masjid Raja Haji Fi Sabilillah' });
    expect(nearby.results[0]!.distance_m).toBeLessThan(50);
    const states = (await (await fetch(`${server.url}/api/locations/states`)).json()) as {
      states: { state: string }[];
    };
    expect(states.states.map((s) => s.state)).toEqual(expect.arrayContaining(['Selangor', 'Putrajaya']));
  });

  it('refuses wrong types and sizes with the spec messages', async () => {
    const wrongType = await upload('/api/admin/import/upload', 'places.txt', 'name\n');
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({
      code: 'invalid-file-type',
      message: 'Invalid file type. Only CSV, JSON, and Excel files are allowed.',
    });
    const tooBig = await upload('/api/admin/import/upload', 'big.csv', new Uint8Array(10 * 1024 * 1024 + 1));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({
      code: 'file-too-large',
      message: 'File size too large. Maximum size is 10MB.',
    });
    const empty = await upload('/api/admin/import/preview', 'empty.csv', '');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'invalid-file', message: 'The file is empty.' });
    const headerOnly = await upload('/api/admin/import/preview', 'header.csv', `${CSV_HEADER}\n`);
    expect(await headerOnly.json()).toMatchObject({ message: 'The file has a header row but no data rows.' });
  });

  it('imports an Excel workbook row by row: a formula rejects its row, the rest import', async () => {
    const { buildXlsx } = await import('@pintar/core/places/files/buildXlsx.ts');
    const workbook = buildXlsx([
      ['name', 'category', 'city', 'state', 'lat', 'lng'],
      ['Perpustakaan Cyberjaya', 'government', 'Cyberjaya', 'Selangor', 2.9201, 101.6511],
      ['Sum Cafe', 'cafe', 'Cyberjaya', 'Selangor', { formula: 'SUM(1,2)', value: 3 }, 101.65],
    ]);
    const res = await upload('/api/admin/import/upload', 'places.xlsx', workbook, {
      enhance_with_google: 'false',
    });
    expect(res.status).toBe(202);
    const record = await waitForImport(((await res.json()) as { import_id: string }).import_id);
    expect(record).toMatchObject({
      status: 'warning',
      stats: { imported: 1, rejected: 1 },
      errors: [{ line: 3, reason: 'Formulas are not allowed (cell E3)' }],
    });
  });

  it('previews a file without importing it', async () => {
    const before = ((await (await get('/api/admin/dashboard/stats')).json()) as { total_places: number })
      .total_places;
    const res = await upload(
      '/api/admin/import/preview',
      'p.csv',
      `${CSV_HEADER},mood\nA Place,cafe,,,,,Cyberjaya,Selangor,,2.92,101.65,,,happy\nB,,,,,,,Nowhere,,2,101,,,\n`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      format: 'csv',
      unknown_columns: ['mood'],
      total_rows: 2,
      valid_rows: 1,
      errors: [{ line: 3 }],
    });
    expect(
      ((await (await get('/api/admin/dashboard/stats')).json()) as { total_places: number }).total_places,
    ).toBe(before);
  });

  it('imports JSON synchronously through /import/bulk and updates duplicates when asked', async () => {
    const first = await post('/api/admin/import/bulk', { places: [{ ...cyberjaya, name: 'Bulk Hall' }] });
    expect(await first.json()).toMatchObject({ status: 'completed', stats: { imported: 1 } });
    const again = await post('/api/admin/import/bulk', {
      places: [{ ...cyberjaya, name: 'Bulk Hall', phone: '03-1234 5678' }],
      skip_duplicates: false,
    });
    expect(await again.json()).toMatchObject({ status: 'completed', stats: { imported: 0, updated: 1 } });
  });

  it('enhances a place from the shipped OpenStreetMap data', async () => {
    // A private hospital: Hospital Putrajaya's OSM row now merges into the ministry's (issue 29),
    // and the ministry's list is no enrichment source.
    const suggestions = (await (
      await post('/api/admin/google/suggestions', { query: 'Hospital Azalea Putrajaya' })
    ).json()) as {
      source: string;
      suggestions: { name: string; location: { lat: number; lng: number } }[];
    };
    expect(suggestions.source).toBe('osm');
    const hospital = suggestions.suggestions.find((s) => s.name === 'Hospital Azalea Putrajaya');
    expect(hospital).toBeDefined();
    const created = (await (
      await post('/api/admin/places', {
        name: 'Hospital Azalea Putrajaya',
        category: 'hospital',
        city: 'Putrajaya',
        state: 'Putrajaya',
        location: hospital!.location,
      })
    ).json()) as { id: string };
    const enhanced = (await (await post(`/api/admin/places/${created.id}/enhance`, {})).json()) as {
      enhanced: boolean;
      source: string;
      place: { google_enhanced: boolean; enhanced_by: string };
    };
    expect(enhanced).toMatchObject({
      enhanced: true,
      source: 'osm',
      place: { google_enhanced: true, enhanced_by: 'osm' },
    });
  });

  it('keeps the ra-data-simple-rest contract with the real client', async () => {
    const { default: simpleRestProvider } = await import('ra-data-simple-rest');
    const { fetchUtils } = await import('ra-core');
    const httpClient = (url: string, options: Parameters<typeof fetchUtils.fetchJson>[1] = {}) =>
      fetchUtils.fetchJson(url, {
        ...options,
        user: { authenticated: true, token: `Bearer ${server.adminToken}` },
      });
    const provider = simpleRestProvider(`${server.url}/api/admin`, httpClient);
    const created = await provider.create('places', { data: { ...cyberjaya, name: 'React Admin Hall' } });
    expect(created.data).toMatchObject({ name: 'React Admin Hall' });
    const list = await provider.getList('places', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'React Admn' },
    });
    expect(list.data[0]).toMatchObject({ id: created.data.id });
    expect(list.total).toBeGreaterThanOrEqual(1);
    const many = await provider.getMany('places', { ids: [created.data.id] });
    expect(many.data).toHaveLength(1);
    const updated = await provider.update('places', {
      id: created.data.id,
      data: { status: 'inactive' },
      previousData: created.data,
    });
    expect(updated.data).toMatchObject({ status: 'inactive' });
    await provider.delete('places', { id: created.data.id, previousData: updated.data });
    await expect(provider.getOne('places', { id: created.data.id })).rejects.toMatchObject({ status: 404 });
  });
});
