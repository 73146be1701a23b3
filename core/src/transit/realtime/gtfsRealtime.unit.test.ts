import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopDepartures } from '../departures/departures.ts';
import { loadTimetable } from '../timetable/load.ts';
import type { LoadedTimetable } from '../timetable/loaded.ts';
import { decodeVehiclePositions } from './decode.ts';
import { gtfsRealtimeSource } from './gtfsRealtime.ts';
import { readRecordedPositions, startReplayServer } from './replay.ts';

const DATA = fileURLToPath(new URL('../../../../data/transit/realtime/', import.meta.url));
let tt: LoadedTimetable;
beforeAll(() => {
  tt = loadTimetable();
});

describe('decoding GTFS-realtime vehicle positions', () => {
  it('reads the recorded MRT feeder protobuf as its published decode says', () => {
    const feed = decodeVehiclePositions(
      readFileSync(`${DATA}rapid-bus-mrtfeeder_vehicle-positions_2026-06-18.pb`),
    );
    const expected = JSON.parse(
      readFileSync(`${DATA}rapid-bus-mrtfeeder_vehicle-positions_2026-06-18.decoded.json`, 'utf8'),
    ) as {
      header: { timestamp: number };
      entity: Array<{
        vehicle: {
          trip: { trip_id: string; route_id: string };
          position: { latitude: number; longitude: number };
          vehicle: { id: string };
        };
      }>;
    };
    expect(feed.asOf).toBe(new Date(expected.header.timestamp * 1000).toISOString());
    expect(feed.vehicles).toHaveLength(95);
    expect(feed.vehicles.map((v) => [v.vehicleId, v.tripId, v.routeId, v.lat, v.lng])).toEqual(
      expected.entity.map((e) => [
        e.vehicle.vehicle.id,
        e.vehicle.trip.trip_id,
        e.vehicle.trip.route_id,
        expect.closeTo(e.vehicle.position.latitude, 5),
        expect.closeTo(e.vehicle.position.longitude, 5),
      ]),
    );
  });

  it('refuses bytes that are not a feed', () => {
    expect(() => decodeVehiclePositions(new TextEncoder().encode('<html>maintenance</html>'))).toThrow();
  });
});

describe('the adapter against a stand-in server replaying a recorded KTMB day', () => {
  const rows = readRecordedPositions(`${DATA}KTMB_MY_GTFS-R_2026-06-30.csv`);
  // 2026-06-30 08:00 Kuala Lumpur (a Tuesday), as the recording's clock.
  const replayAt = Date.parse('2026-06-30T08:00:00+08:00') / 1000;
  let server: Awaited<ReturnType<typeof startReplayServer>>;
  beforeAll(async () => {
    server = await startReplayServer(rows, () => replayAt);
  });
  afterAll(() => server.close());

  it('serves live positions matched to timetable trips, with delays, cached for the refresh interval', async () => {
    let clock = 0;
    const source = gtfsRealtimeSource(tt, { baseUrl: server.url, refreshMs: 30_000, now: () => clock });
    const answer = await source.vehicles('ktmb', 'ktmb');
    expect(answer.live).toBe(true);
    expect(answer.asOf).toBe('2026-06-30T00:00:00.000Z');
    expect(answer.vehicles.length).toBeGreaterThan(10);
    // Trips the static feed lists without stop times (docs/transit.md) cannot be matched.
    const matched = answer.vehicles.filter((v) => v.tripId && tt.tripsByGtfsId.has(v.tripId));
    expect(matched.length / answer.vehicles.length).toBeGreaterThan(0.8);
    const withDelay = answer.vehicles.filter((v) => v.delaySeconds !== null);
    expect(withDelay.length).toBeGreaterThan(0);
    // Delays are what a person would believe: within an hour either way.
    expect(withDelay.every((v) => Math.abs(v.delaySeconds!) < 3600)).toBe(true);
    const requests = server.state.requests;
    clock = 10_000;
    await source.vehicles('ktmb', 'ktmb');
    expect(server.state.requests).toBe(requests);
    expect(source.status().live).toBe(true);

    // Departures of a delayed trip show the delay on top of the timetable.
    const delayed = withDelay[0]!;
    const trip = tt.tripsByGtfsId.get(delayed.tripId!)![0]!;
    const p = tt.tripPattern[trip]!;
    const lastStop = tt.patterns.patternStops[tt.patterns.stopOffset[p + 1]! - 2]!;
    const at = new Date(Date.parse('2026-06-30T00:00:00+08:00'));
    const result = stopDepartures(
      tt,
      tt.stops.ids[lastStop]!,
      { at, limit: 100 },
      { alerts: [], delays: source.delays(), live: true, liveNote: '' },
    );
    const shown = result.departures.find((d) => d.tripId === delayed.tripId);
    expect(shown?.delaySeconds).toBe(delayed.delaySeconds);
    source.stop();
  });

  it.each(['down', 'garbage'] as const)(
    'falls back to the timetable and says so when the feed is %s',
    async (mode) => {
      server.state.mode = mode;
      const source = gtfsRealtimeSource(tt, { baseUrl: server.url, refreshMs: 30_000 });
      const answer = await source.vehicles('ktmb', 'ktmb');
      expect(answer).toMatchObject({ live: false, vehicles: [] });
      expect(answer.note).toMatch(/unavailable.*timetable/);
      expect(source.status().live).toBe(false);
      expect(source.delays().size).toBe(0);
      server.state.mode = 'ok';
    },
  );
});
