import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutStreamDuringImport } from '../support/feedCuts.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** 10,000 real places (OpenStreetMap amenities shipped in data/places), as an admin would upload them. */
function tenThousandPlaces(): string {
  const file = fileURLToPath(new URL('../../data/places/osm-amenities.csv', import.meta.url));
  return readFileSync(file, 'utf8').split('\n').slice(0, 10_001).join('\n');
}

describe('the event stream cut off during an import', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('hands every event over exactly once across ten reconnections with Last-Event-ID', async () => {
    const { received, recorded } = await cutStreamDuringImport(server, tenThousandPlaces(), 10, 600);
    const ids = received.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The embedded log has one order for every topic: the stream keeps it.
    expect(ids).toEqual(recorded.map((e) => e.id));
    expect(received.filter((e) => e.type === 'my.pintar.places.place-created.v1').length).toBeGreaterThan(
      9000,
    );
  });
});
