import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { readSse } from '../support/sse.ts';

/** 10,000 real places (OpenStreetMap amenities shipped in data/places), as an admin would upload them. */
function tenThousandPlaces(): string {
  const file = fileURLToPath(new URL('../../data/places/osm-amenities.csv', import.meta.url));
  return readFileSync(file, 'utf8').split('\n').slice(0, 10_001).join('\n');
}

const CUTS = 10;
const READ_BETWEEN_CUTS = 600;
const IMPORT_COMPLETED = 'my.pintar.imports.import-completed.v1';

describe('the event stream cut off during an import', () => {
  let server: TestServer;
  const auth = () => ({ authorization: `Bearer ${server.adminToken}` });
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('hands every event over exactly once across ten reconnections with Last-Event-ID', async () => {
    const form = new FormData();
    form.append('file', new Blob([tenThousandPlaces()]), 'osm-amenities.csv');
    form.append('enhance_with_google', 'false');
    const upload = await fetch(`${server.url}/api/admin/import/upload`, {
      method: 'POST',
      headers: auth(),
      body: form,
    });
    expect(upload.status).toBe(202);

    const url = `${server.url}/api/events/stream?topics=pintar.places,pintar.imports`;
    const received: { id: string; type: string }[] = [];
    let lastEventId = '';
    for (let connection = 0; connection <= CUTS; connection += 1) {
      const last = connection === CUTS;
      const messages = await readSse(url, { ...auth(), 'last-event-id': lastEventId }, (read) =>
        last ? read.at(-1)!.data.includes(IMPORT_COMPLETED) : read.length >= READ_BETWEEN_CUTS,
      );
      for (const message of messages) received.push(JSON.parse(message.data) as { id: string; type: string });
      lastEventId = messages.at(-1)?.id ?? lastEventId;
    }

    const ids = received.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    // What the log holds, read in pages once the stream has seen the import complete.
    const recorded: string[] = [];
    let after = '';
    for (;;) {
      const query = new URLSearchParams({ topics: 'pintar.places,pintar.imports', after, limit: '5000' });
      const page = (await (await fetch(`${server.url}/api/events?${query}`, { headers: auth() })).json()) as {
        events: { id: string }[];
        next: string;
      };
      if (page.events.length === 0) break;
      recorded.push(...page.events.map((e) => e.id));
      after = page.next;
    }
    expect(ids).toEqual(recorded);
    expect(received.filter((e) => e.type === 'my.pintar.places.place-created.v1').length).toBeGreaterThan(
      9000,
    );
  });
});
