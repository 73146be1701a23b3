import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildXlsx } from '../../core/src/places/files/buildXlsx.ts';
import { farColumnWorkbook } from '../../core/src/places/files/hostileXlsx.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** Crafted spreadsheets are refused with a message, and never hold up anybody else's request. */
describe('hostile spreadsheets', () => {
  let server: TestServer;
  const admin = () => ({ authorization: `Bearer ${server.adminToken}` });
  const upload = (path: string, bytes: Uint8Array, name = 'places.xlsx') => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    return fetch(`${server.url}${path}`, { method: 'POST', headers: admin(), body: form });
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /**
   * Uploads the file to both routes while /api/auth/providers (a static answer) is asked again and
   * again, and logs in order when each answer came and when a worker thread was started. The
   * server runs in this process: were the sheet parsed on the request thread, no worker would
   * start and no other answer could come while it is read.
   */
  async function duringUpload(file: Uint8Array): Promise<string[]> {
    const log: string[] = [];
    const workerStarted = () => log.push('worker started');
    process.on('worker', workerStarted);
    let done = false;
    const probe = (async () => {
      while (!done) {
        const res = await fetch(`${server.url}/api/auth/providers`);
        await res.arrayBuffer();
        if (!done) log.push(`other request ${res.status}`);
      }
    })();
    const answers = await Promise.all(
      ['/api/admin/import/upload', '/api/admin/import/preview'].map(async (path) => {
        const answer = await upload(path, file);
        log.push(`workbook refused ${answer.status}`);
        return answer;
      }),
    );
    done = true;
    process.off('worker', workerStarted);
    await probe;
    for (const answer of answers) {
      expect(await answer.json()).toMatchObject({
        code: 'invalid-file',
        message: 'The sheet has cell ZZZZZZ1, beyond column CV: a place file has at most 100 columns.',
      });
    }
    return log;
  }

  it('refuses a workbook under 1 KB with cells in column ZZZZZZ, answering other requests meanwhile', async () => {
    const file = farColumnWorkbook(8);
    expect(file.byteLength).toBeLessThan(1024);
    const log = await duringUpload(file);
    // Order, not milliseconds: once a worker thread took the workbook, another request was
    // answered before either refusal came. How long they wait: `npm run bench:hostile-workbook`.
    const reading = log.indexOf('worker started');
    const refused = log.indexOf('workbook refused 400');
    const where = `${log.length} entries, worker started at ${reading}, first refusal at ${refused}`;
    expect(reading, where).toBeGreaterThanOrEqual(0);
    expect(log.slice(reading, refused), where).toContain('other request 200');
    expect(log.filter((entry) => entry.startsWith('workbook'))).toEqual([
      'workbook refused 400',
      'workbook refused 400',
    ]);
  });

  it('names the empty header cell instead of failing with a server error', async () => {
    const file = buildXlsx([
      ['name', 'city', null, 'state', 'lat', 'lng'],
      ['Kedai A', 'Ipoh', null, 'Perak', 4.6, 101.1],
    ]);
    const answer = await upload('/api/admin/import/preview', file);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      message: 'The header row has an empty cell in column C; name every column.',
    });
  });
});
