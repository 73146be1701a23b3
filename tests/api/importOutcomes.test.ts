import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

const HEADER = 'name,category,status,city,state,lat,lng';

interface ImportAnswer {
  id: string;
  status: string;
  message: string | null;
  stats: Record<string, number>;
  errors: { line: number; reason: string }[];
  started_by: string;
  started_by_name: string | null;
  started_by_email: string | null;
}

// Issue 15: an import's record says how it really went, and who started it.
describe('import outcomes', () => {
  let server: TestServer;
  const admin = () => ({ authorization: `Bearer ${server.adminToken}` });
  const get = (path: string) => fetch(`${server.url}${path}`, { headers: admin() });
  const upload = async (name: string, rows: string[]) => {
    const form = new FormData();
    form.append('file', new Blob([[HEADER, ...rows].join('\n')]), name);
    form.append('enhance_with_google', 'false');
    const res = await fetch(`${server.url}/api/admin/import/upload`, {
      method: 'POST',
      headers: admin(),
      body: form,
    });
    expect(res.status).toBe(202);
    return ((await res.json()) as { import_id: string }).import_id;
  };
  const finished = async (id: string): Promise<ImportAnswer> => {
    for (let i = 0; i < 300; i++) {
      const record = (await (await get(`/api/admin/import/${id}`)).json()) as ImportAnswer;
      if (record.status !== 'running') return record;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`import ${id} did not finish`);
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('fails an import in which no row is valid, with the reasons', async () => {
    const id = await upload('nothing-valid.csv', [
      'Kafe Tanpa Lokasi,cafe,active,Cyberjaya,Selangor,91,101.65',
      ',cafe,active,Cyberjaya,Selangor,2.92,101.65',
    ]);
    const record = await finished(id);
    expect(record.status).toBe('failed');
    expect(record.stats).toMatchObject({ imported: 0, updated: 0, skipped: 0, rejected: 2 });
    expect(record.message).toMatch(/^No row was valid: 2 rows were rejected \(line 2: Latitude/);
    expect(record.errors.map((e) => e.line)).toEqual([2, 3]);
  });

  it('reads a partly valid import as a warning that says how many rows were rejected', async () => {
    const id = await upload('half-valid.csv', [
      'Kafe Separuh Sah,cafe,active,Cyberjaya,Selangor,2.9221,101.6512',
      'Kafe Di Kutub,cafe,active,Cyberjaya,Selangor,91,101.65',
    ]);
    const record = await finished(id);
    expect(record.status).toBe('warning');
    expect(record.stats).toMatchObject({ imported: 1, rejected: 1 });
    expect(record.message).toMatch(/^1 of 2 rows were rejected/);
  });

  it('keeps a clean import completed, without a message', async () => {
    const record = await finished(
      await upload('clean.csv', ['Kedai Kopi Bersih,cafe,active,Cyberjaya,Selangor,2.9231,101.6522']),
    );
    expect(record).toMatchObject({ status: 'completed', message: null, stats: { imported: 1, rejected: 0 } });
  });

  it('shows who started each import by name and e-mail in the history', async () => {
    const history = (await (await get('/api/admin/import/history?limit=20')).json()) as {
      imports: ImportAnswer[];
    };
    expect(history.imports.length).toBeGreaterThanOrEqual(3);
    for (const record of history.imports) {
      expect(record.started_by_name).toBe('Pintar Administrator');
      expect(record.started_by_email).toBe('root@pintar.test');
      expect(record.started_by).not.toBe(record.started_by_name);
    }
  });

  it('answers a bulk import with no valid place with 400 and the rows, not a 503', async () => {
    const res = await postJson(
      `${server.url}/api/admin/import/bulk`,
      { places: [{ name: 'Nowhere', city: 'Cyberjaya', state: 'Selangor', location: { lat: 91, lng: 1 } }] },
      admin(),
    );
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { detail: string; errors: Record<string, string> };
    expect(problem.detail).toMatch(/^No row was valid: 1 row was rejected/);
    expect(Object.keys(problem.errors)).toEqual(['places[0]']);
  });
});
