import { fileURLToPath } from 'node:url';
import { readRecordedPositions, startReplayServer } from '@pintar/core/transit/realtime/replay.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

// A stand-in for api.data.gov.my replaying the recorded KTMB day at 08:00 Kuala Lumpur time.
const rows = readRecordedPositions(
  fileURLToPath(new URL('../../data/transit/realtime/KTMB_MY_GTFS-R_2026-06-30.csv', import.meta.url)),
);
const replayAt = Date.parse('2026-06-30T08:00:00+08:00') / 1000;

describe('transit API with GTFS_REALTIME=on', () => {
  let server: TestServer;
  let feed: Awaited<ReturnType<typeof startReplayServer>>;
  beforeAll(async () => {
    feed = await startReplayServer(rows, () => replayAt);
    server = await startTestServer({
      GTFS_REALTIME: 'on',
      GTFS_REALTIME_URL: feed.url,
      GTFS_REALTIME_REFRESH_S: '10',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await feed?.close();
  });

  it('serves live KTMB positions with delays matched to the timetable', async () => {
    const res = await fetch(`${server.url}/api/transport/vehicles/ktmb/ktmb`);
    const body = (await res.json()) as {
      live: boolean;
      asOf: string;
      vehicles: Array<{ tripId: string; delaySeconds: number | null }>;
    };
    expect(res.status).toBe(200);
    expect(body.live).toBe(true);
    expect(body.asOf).toBe('2026-06-30T00:00:00.000Z');
    expect(body.vehicles.some((v) => v.delaySeconds !== null)).toBe(true);
  });

  it('says the feed is down and falls back to the timetable when it answers garbage', async () => {
    feed.state.mode = 'garbage';
    // Another category is fetched afresh: the stand-in answers it with garbage too.
    const res = await fetch(`${server.url}/api/transport/vehicles/prasarana/rapid-bus-kl`);
    const body = (await res.json()) as { live: boolean; note: string; vehicles: unknown[] };
    expect(body).toMatchObject({ live: false, vehicles: [] });
    expect(body.note).toMatch(/unavailable/);
    feed.state.mode = 'ok';
  });
});
