import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

/** Two API processes of one installation: one data folder, so one log and one set of keys. */
describe('a consumer key revoked on one API process', () => {
  let one: TestServer;
  let two: TestServer;
  const admin = () => ({ authorization: `Bearer ${one.adminToken}` });

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pintar-revoke-'));
    one = await startTestServer({ PINTAR_DATA_DIR: dataDir });
    two = await startTestServer({ PINTAR_DATA_DIR: dataDir });
    const place = await postJson(
      `${one.url}/api/admin/places`,
      {
        name: 'Kopi Tutup',
        category: 'cafe',
        city: 'Ipoh',
        state: 'Perak',
        location: { lat: 4.6, lng: 101.08 },
      },
      admin(),
    );
    expect(place.status).toBe(201);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('closes the stream open on the other process, which then refuses the key too', async () => {
    const issued = await postJson(
      `${one.url}/api/admin/consumer-keys`,
      { name: 'Short-lived', topics: ['pintar.places'] },
      admin(),
    );
    const key = (await issued.json()) as { id: string; secret: string };
    const bearer = { authorization: `Bearer ${key.secret}` };

    // Process two learns of the new key from the log; wait until it has.
    let stream = await fetch(`${two.url}/api/events/stream?topics=pintar.places`, { headers: bearer });
    while (stream.status === 401) {
      await stream.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 100));
      stream = await fetch(`${two.url}/api/events/stream?topics=pintar.places`, { headers: bearer });
    }
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    // The stream is live on process two once the place created on process one comes through it.
    while (!received.includes('Kopi Tutup')) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      received += decoder.decode(value, { stream: true });
    }

    const revoked = await fetch(`${one.url}/api/admin/consumer-keys/${key.id}`, {
      method: 'DELETE',
      headers: admin(),
    });
    expect(revoked.status).toBe(200);

    // Process two ends the stream when the revocation reaches it (a keep-alive may come first).
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
    const page = await fetch(`${two.url}/api/events?topics=pintar.places`, { headers: bearer });
    expect(page.status).toBe(401);
    expect(((await page.json()) as { code: string }).code).toBe('consumer-key-refused');
  });
});
