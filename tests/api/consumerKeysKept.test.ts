import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';
import { readSse } from '../support/sse.ts';

interface Key {
  id: string;
  secret: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

describe('consumer keys are recorded as events', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pintar-consumer-keys-'));
  let server: TestServer | undefined;
  afterAll(() => server?.close());
  const admin = () => ({ authorization: `Bearer ${server!.adminToken}` });
  const listed = async (id: string) => {
    const res = await fetch(`${server!.url}/api/admin/consumer-keys`, { headers: admin() });
    return ((await res.json()) as { data: Key[] }).data.find((k) => k.id === id)!;
  };
  const issue = async (name: string) => {
    const res = await postJson(
      `${server!.url}/api/admin/consumer-keys`,
      { name, topics: ['pintar.places'] },
      admin(),
    );
    expect(res.status).toBe(201);
    return (await res.json()) as Key;
  };

  it('streams granted topics to a key, and after a restart still knows each key, its last use and its revocation', async () => {
    server = await startTestServer({ PINTAR_DATA_DIR: dataDir });
    const place = await postJson(
      `${server.url}/api/admin/places`,
      {
        name: 'Kopi Simpan',
        category: 'cafe',
        city: 'Ipoh',
        state: 'Perak',
        location: { lat: 4.6, lng: 101.08 },
      },
      admin(),
    );
    expect(place.status).toBe(201);
    const kept = await issue('Kept');
    const gone = await issue('Gone');
    const streamed = await readSse(
      `${server.url}/api/events/stream?topics=pintar.places`,
      { authorization: `Bearer ${kept.secret}` },
      (messages) => messages.some((m) => m.data.includes('Kopi Simpan')),
    );
    expect(streamed.length).toBeGreaterThan(0);
    const refused = await fetch(`${server.url}/api/events/stream?topics=pintar.chat`, {
      headers: { authorization: `Bearer ${kept.secret}` },
    });
    expect(refused.status).toBe(403);
    await fetch(`${server.url}/api/admin/consumer-keys/${gone.id}`, { method: 'DELETE', headers: admin() });
    const usedAt = (await listed(kept.id)).lastUsedAt;
    expect(usedAt).not.toBeNull();
    await server.close();

    server = await startTestServer({ PINTAR_DATA_DIR: dataDir });
    // Uses are recorded at most once a minute per key: the one kept is the first of this run.
    const keptUse = (await listed(kept.id)).lastUsedAt;
    expect(keptUse).not.toBeNull();
    expect(keptUse! <= usedAt!).toBe(true);
    expect((await listed(gone.id)).revokedAt).not.toBeNull();
    const feed = (secret: string) =>
      fetch(`${server!.url}/api/events?topics=pintar.places`, {
        headers: { authorization: `Bearer ${secret}` },
      });
    expect((await feed(kept.secret)).status).toBe(200);
    expect((await feed(gone.secret)).status).toBe(401);
  });
});
