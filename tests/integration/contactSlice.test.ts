import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { realEngines } from '../support/realEngines.ts';
import { postJson } from '../support/server.ts';
import { type PintarProcess, stackEnv, startApi, startWorkersProcess } from '../support/stack.ts';

const engines = realEngines();

describe.skipIf(!engines)(
  'contact slice through Kafka, MongoDB and Elasticsearch (api and workers apart)',
  () => {
    let api: PintarProcess & { url: string; adminToken: string };
    let workers: PintarProcess;
    const admin = () => ({ authorization: `Bearer ${api.adminToken}` });

    beforeAll(async () => {
      const { env } = stackEnv(engines!);
      [api, workers] = await Promise.all([startApi(env), startWorkersProcess(env)]);
    });
    afterAll(async () => {
      await Promise.all([api?.stop(), workers?.stop()]);
    });

    it('answers 201 once the workers process has stored and indexed the message', async () => {
      const res = await postJson(`${api.url}/api/contact`, {
        name: 'Kavitha Raman',
        email: 'kavitha@example.my',
        subject: 'Park and ride at Putrajaya Sentral',
        message: 'Is the multi-storey car park open on public holidays?',
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const stored = await fetch(`${api.url}/api/admin/contact-messages/${id}`, { headers: admin() });
      expect(await stored.json()).toMatchObject({ id, name: 'Kavitha Raman' });
      const found = await fetch(
        `${api.url}/api/admin/contact-messages?filter=${encodeURIComponent('{"q":"Putrjaya"}')}`,
        {
          headers: admin(),
        },
      );
      expect(((await found.json()) as { id: string }[]).map((m) => m.id)).toEqual([id]);
    });

    it('pushes the message to admins connected to the API process over socket.io', async () => {
      const socket = io(`${api.url}/admin`, { auth: { token: api.adminToken }, transports: ['websocket'] });
      await new Promise<void>((resolve, reject) =>
        socket.once('connect', resolve).once('connect_error', reject),
      );
      const pushed = new Promise<{ subject: string }>((resolve) => socket.once('contact:submitted', resolve));
      await postJson(`${api.url}/api/contact`, {
        name: 'Wong',
        email: 'wong@example.my',
        subject: 'Live over Kafka',
        message: 'Hi',
      });
      expect((await pushed).subject).toBe('Live over Kafka');
      socket.close();
    });

    it('reports the scale-out components in its status', async () => {
      const status = (await (await fetch(`${api.url}/api/system/status`)).json()) as {
        mode: string;
        components: { name: string; adapter: string; status: string }[];
      };
      expect(status.mode).toBe('scale-out');
      expect(status.components.filter((c) => c.name !== 'projections' && c.name !== 'realtime')).toEqual([
        { name: 'eventLog', adapter: 'kafka', status: 'healthy' },
        { name: 'documents', adapter: 'mongodb', status: 'healthy' },
        { name: 'search', adapter: 'elasticsearch', status: 'healthy' },
      ]);
    });
  },
);
