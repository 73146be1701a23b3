import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

const LISTS = [
  '/api/admin/places',
  '/api/admin/knowledge/entries',
  '/api/admin/users',
  '/api/admin/outbox',
  '/api/admin/contact-messages',
];

/** Paging and header sizes are checked against the contract before they reach storage. */
describe('bounds', () => {
  let server: TestServer;
  const get = (path: string) =>
    fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${server.adminToken}` } });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(LISTS)('answers a huge range on %s with 400 Problem Details, never a 500', async (path) => {
    for (const range of [
      '[0,1e20]',
      '[9007199254740993,9007199254740999]',
      '[0,99999999999]',
      '[99999999999,99999999999]',
    ]) {
      const answer = await get(`${path}?range=${encodeURIComponent(range)}`);
      expect(answer.status, `${path} ${range}`).toBe(400);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
    }
    const fine = await get(`${path}?range=${encodeURIComponent('[0,9]')}`);
    expect(fine.status).toBe(200);
  });

  it('answers a huge page with 400 on the specification dialects', async () => {
    for (const path of ['/api/admin/places', '/api/admin/knowledge/entries'])
      for (const page of ['99999999999999', '1e20', '4503599627370497']) {
        const answer = await get(`${path}?page=${page}`);
        expect(answer.status, `${path} page=${page}`).toBe(400);
      }
  });

  it('reads + as a space in JSON filter parameters, as HTML forms encode them', async () => {
    const filter = '%7B%22q%22%3A+%22parking+sunday%22%7D'; // {"q": "parking sunday"}
    for (const path of ['/api/admin/places', '/api/admin/knowledge/entries', '/api/admin/users']) {
      const answer = await get(`${path}?filter=${filter}`);
      expect(answer.status, path).toBe(200);
    }
  });

  it('answers a bulk deactivation that changes nobody as its contract says, and an empty list with 400', async () => {
    const post = (ids: string[]) =>
      fetch(`${server.url}/api/admin/users/bulk/deactivate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ids }),
      });
    const none = await post(['u_000000000000000000000000']);
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ ids: [] });
    expect((await post([])).status).toBe(400);
  });

  it('keeps a non-ASCII file name intact in the import and its history, and serves downloads with filename*', async () => {
    const name = 'tempat-makan-吉隆坡.csv';
    const form = new FormData();
    const csv = 'name,category,city,state,lat,lng\nKedai Kopi,cafe,Kuala Lumpur,Kuala Lumpur,3.15,101.7\n';
    form.append('file', new Blob([csv]), name);
    const answer = await fetch(`${server.url}/api/admin/import/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}` },
      body: form,
    });
    expect(answer.status).toBe(202);
    expect(((await answer.json()) as { file_name: string }).file_name).toBe(name);
    await expect
      .poll(async () => JSON.stringify(await (await get('/api/admin/import/history')).json()))
      .toContain(name);
    const download = await get('/api/admin/export/csv');
    expect(download.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''pintar-places-/);
  });

  it('names the avatar’s own limit when an avatar is too large', async () => {
    const answer = await fetch(`${server.url}/api/auth/me/avatar`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'image/png' },
      body: new Uint8Array(300 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string }).message).toContain('256 KB');
  });
});
