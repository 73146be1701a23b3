import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

/** Two admins at once: every write names the version it was made on; nothing is lost or revived. */
describe('optimistic concurrency', () => {
  let server: TestServer;
  const admin = () => ({ authorization: `Bearer ${server.adminToken}` });
  const get = (path: string) => fetch(`${server.url}${path}`, { headers: admin() });
  const post = (path: string, body: unknown) => postJson(`${server.url}${path}`, body, admin());
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { ...admin(), 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  let seq = 0;
  const newPlace = async (extra: object = {}) => {
    seq += 1;
    const response = await post('/api/admin/places', {
      name: `Race Hall ${seq}`,
      category: 'attraction',
      city: 'Cyberjaya',
      state: 'Selangor',
      location: { lat: 2.92, lng: 101.65 },
      ...extra,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; version: number } & Record<string, unknown>;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('sends the version as ETag and refuses a write on an older one with 409 Problem Details', async () => {
    const place = await newPlace();
    expect(place.version).toBe(1);
    const read = await get(`/api/admin/places/${place.id}`);
    expect(read.headers.get('etag')).toBe('"1"');
    const first = await send(
      'PUT',
      `/api/admin/places/${place.id}`,
      { phone: '03-1111 1111' },
      { 'if-match': '"1"' },
    );
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"2"');
    const stale = await send(
      'PUT',
      `/api/admin/places/${place.id}`,
      { phone: '03-2222 2222' },
      { 'if-match': '"1"' },
    );
    expect(stale.status).toBe(409);
    expect(stale.headers.get('content-type')).toContain('application/problem+json');
    expect(await stale.json()).toMatchObject({ status: 409, code: 'conflict' });
    // react-admin's way: the loaded record's version in the body.
    const viaBody = await send('PUT', `/api/admin/places/${place.id}`, { phone: '03-3333 3333', version: 1 });
    expect(viaBody.status).toBe(409);
    const gone = await send('DELETE', `/api/admin/places/${place.id}`, undefined, { 'if-match': '"1"' });
    expect(gone.status).toBe(409);
    expect((await (await get(`/api/admin/places/${place.id}`)).json()) as object).toMatchObject({
      phone: '03-1111 1111',
      version: 2,
    });
  });

  it('loses none of 30 racing edits: each is either kept or refused with 409', async () => {
    for (let round = 0; round < 30; round += 1) {
      const place = await newPlace();
      const edits = [{ phone: `03-${1000 + round} 0001` }, { website: `https://race-${round}.example.my` }];
      // Each admin sends back the whole record they loaded, with their one change (react-admin).
      const answers = await Promise.all(
        edits.map((edit) =>
          send('PUT', `/api/admin/places/${place.id}`, {
            name: place.name,
            phone: place.phone ?? null,
            website: place.website ?? null,
            ...edit,
            version: place.version,
          }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 409]);
      const final = (await (await get(`/api/admin/places/${place.id}`)).json()) as Record<string, unknown>;
      const kept = edits[answers.findIndex((a) => a.status === 200)]!;
      expect(final).toMatchObject(kept);
      expect(final.version).toBe(2);
    }
  });

  it('never brings back a place in 15 races of an edit against a delete', async () => {
    let resurrected = 0;
    for (let round = 0; round < 15; round += 1) {
      const place = await newPlace();
      const [edit, removal] = await Promise.all([
        send('PUT', `/api/admin/places/${place.id}`, { phone: '03-9999 0000' }),
        send('DELETE', `/api/admin/places/${place.id}`),
      ]);
      expect([200, 404, 409]).toContain(edit.status);
      expect([200, 409]).toContain(removal.status);
      const after = await get(`/api/admin/places/${place.id}`);
      if (removal.status === 200 && after.status !== 404) resurrected += 1;
      // An edit after the delete is refused; it never revives the place.
      if (removal.status === 200) {
        const late = await send('PUT', `/api/admin/places/${place.id}`, { phone: '03-1234 5678' });
        expect([404, 409]).toContain(late.status);
        expect((await get(`/api/admin/places/${place.id}`)).status).toBe(404);
      }
    }
    expect(resurrected).toBe(0);
  });

  it('refuses a create with the source and source_id of an existing place unless asked to upsert', async () => {
    const original = await newPlace({ source: 'osm', source_id: 'node/424242', phone: '03-5555 0000' });
    const again = await post('/api/admin/places', {
      name: 'Somebody Else',
      category: 'other',
      city: 'Cyberjaya',
      state: 'Selangor',
      location: { lat: 2.9, lng: 101.6 },
      source: 'osm',
      source_id: 'node/424242',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'conflict' });
    expect((await (await get(`/api/admin/places/${original.id}`)).json()) as object).toMatchObject({
      name: original.name,
      phone: '03-5555 0000',
    });
    const upsert = await post('/api/admin/places?upsert=true', {
      name: original.name,
      category: 'attraction',
      city: 'Cyberjaya',
      state: 'Selangor',
      location: { lat: 2.92, lng: 101.65 },
      source: 'osm',
      source_id: 'node/424242',
      phone: '03-5555 1111',
    });
    expect(upsert.status).toBe(200);
    expect(await upsert.json()).toMatchObject({ id: original.id, phone: '03-5555 1111', version: 2 });
  });

  it('does the same for users: two admins renaming one user at once, one is refused', async () => {
    const invited = await post('/api/admin/users/invite', { email: 'race-user@pintar.test' });
    expect(invited.status).toBe(201);
    const { id } = (await invited.json()) as { id: string };
    const read = await get(`/api/admin/users/${id}`);
    const etag = read.headers.get('etag')!;
    expect(((await read.json()) as { version: number }).version).toBe(0);
    const answers = await Promise.all(
      ['Aminah', 'Mei Ling'].map((displayName) =>
        send('PUT', `/api/admin/users/${id}`, { displayName }, { 'if-match': etag }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const stale = await send('POST', `/api/admin/users/${id}/deactivate`, {}, { 'if-match': etag });
    expect(stale.status).toBe(409);
    expect((await get(`/api/admin/users/${id}`)).headers.get('etag')).toBe('"1"');
  });

  it('does the same for knowledge entries: ETag, 409 on a stale version, no lost race', async () => {
    const created = await post('/api/admin/knowledge/entries', {
      title: 'Parking at Dataran',
      content: 'Free on Sundays.',
      language: 'en',
    });
    expect(created.status).toBe(201);
    const entry = (await created.json()) as { id: string; version: number };
    expect(entry.version).toBe(1);
    const path = `/api/admin/knowledge/entries/${entry.id}`;
    expect((await get(path)).headers.get('etag')).toBe('"1"');
    const answers = await Promise.all(
      ['Free on Saturdays.', 'Paid every day.'].map((content) =>
        send('PUT', path, { content }, { 'if-match': '"1"' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const stale = await send('DELETE', path, undefined, { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect((await get(path)).status).toBe(200);
    const [edit, removal] = await Promise.all([
      send('PUT', path, { content: 'Late.' }),
      send('DELETE', path),
    ]);
    expect([200, 409]).toContain(edit.status);
    if (removal.status === 200) expect((await get(path)).status).toBe(404);
  });
});
