import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { realEngines } from '../support/realEngines.ts';
import { type PintarProcess, stackEnv, startApi, startWorkersProcess } from '../support/stack.ts';

const engines = realEngines();

const HEADER = 'name,category,city,state,lat,lng';
/** 2,000 places around Johor Bahru, one of them misspelt later, and two rows that must be refused. */
function csv(): string {
  const rows = Array.from({ length: 2000 }, (_, i) => {
    const lat = (1.45 + (i % 50) * 0.002).toFixed(6);
    const lng = (103.7 + Math.floor(i / 50) * 0.002).toFixed(6);
    return `Kedai Runcit Nombor ${i},supermarket,Johor Bahru,Johor,${lat},${lng}`;
  });
  rows.splice(700, 0, 'Masjid Sultan Abu Bakar,mosque,Johor Bahru,Johor,1.4585,103.7545');
  rows.push('Tanpa Negeri,other,Johor Bahru,,1.46,103.76', 'Di Laut,other,Johor Bahru,Johor,91,103.76');
  return [HEADER, ...rows].join('\n');
}

describe.skipIf(!engines)(
  'places import through Kafka, MongoDB and Elasticsearch (api and workers apart)',
  () => {
    let api: PintarProcess & { url: string; adminToken: string };
    let workers: PintarProcess;
    const admin = () => ({ authorization: `Bearer ${api.adminToken}` });
    const get = async (path: string) => (await fetch(`${api.url}${path}`, { headers: admin() })).json();

    beforeAll(async () => {
      const { env } = stackEnv(engines!);
      [api, workers] = await Promise.all([startApi(env), startWorkersProcess(env)]);
    });
    afterAll(async () => {
      await Promise.all([api?.stop(), workers?.stop()]);
    });

    it('imports a file with progress pushed over socket.io, then every row is searchable and counted', async () => {
      const socket = io(`${api.url}/admin`, { auth: { token: api.adminToken }, transports: ['websocket'] });
      await new Promise<void>((resolve, reject) =>
        socket.once('connect', resolve).once('connect_error', reject),
      );
      const statuses: string[] = [];
      const completed = new Promise<{ stats: Record<string, number> }>((resolve) =>
        socket.on('import:progress', (p: { status: string; stats: Record<string, number> }) => {
          statuses.push(p.status);
          if (p.status === 'completed') resolve(p);
        }),
      );
      const form = new FormData();
      form.append('file', new Blob([csv()]), 'johor.csv');
      form.append('enhance_with_google', 'false');
      const res = await fetch(`${api.url}/api/admin/import/upload`, {
        method: 'POST',
        headers: admin(),
        body: form,
      });
      expect(res.status).toBe(202);
      const done = await completed;
      socket.close();
      expect(statuses[0]).toBe('uploading');
      expect(done.stats).toMatchObject({ imported: 2001, rejected: 2, skipped: 0 });

      const found = (await get(`/api/locations/search?q=${encodeURIComponent('Masjd Sultn Abu Bakr')}`)) as {
        results: { name: string }[];
      };
      expect(found.results[0]?.name).toBe('Masjid Sultan Abu Bakar');
      const stats = (await get('/api/admin/dashboard/stats')) as Record<string, unknown>;
      expect(stats).toMatchObject({
        total_places: 2001,
        states_count: 1,
        state_breakdown: [{ state: 'Johor', count: 2001 }],
      });
      const nearby = (await get('/api/locations/nearby?lat=1.4585&lng=103.7545&radius=300&limit=3')) as {
        results: { name: string }[];
      };
      expect(nearby.results[0]?.name).toBe('Masjid Sultan Abu Bakar');
    });

    it('skips every row when the same file is imported again', async () => {
      const form = new FormData();
      form.append('file', new Blob([csv()]), 'johor-again.csv');
      const res = await fetch(`${api.url}/api/admin/import/upload`, {
        method: 'POST',
        headers: admin(),
        body: form,
      });
      const { import_id } = (await res.json()) as { import_id: string };
      await expect
        .poll(async () => ((await get(`/api/admin/import/${import_id}`)) as { status?: string }).status, {
          timeout: 60_000,
        })
        // Two rows rejected: it ran to its end as a warning (issue 15).
        .toBe('warning');
      expect(await get(`/api/admin/import/${import_id}`)).toMatchObject({
        stats: { imported: 0, skipped: 2001, rejected: 2 },
      });
      expect(await get('/api/admin/dashboard/stats')).toMatchObject({ total_places: 2001 });
    });
  },
);
