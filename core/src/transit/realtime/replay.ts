// A stand-in for data.gov.my's GTFS-realtime endpoint: replays recorded KTMB positions (CSV
// rows vehicle_id,trip_id,timestamp,speed,lat,lon,bearing) as the FeedMessage at a chosen time.
// Used by the tests and handy to try GTFS_REALTIME=on offline (docs/transit.md).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';

const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;

interface Row {
  vehicle_id: string;
  trip_id: string;
  timestamp: string;
  speed: string;
  lat: string;
  lon: string;
  bearing: string;
}

/** A vehicle silent for longer than this is no longer in the feed (as on the live endpoint). */
const SILENT_S = 300;

/** The latest position of each vehicle reported in the 5 minutes up to `at` (unix seconds). */
export function feedAt(rows: Row[], at: number): Uint8Array {
  const latest = new Map<string, Row>();
  for (const row of rows) {
    const t = Number(row.timestamp);
    if (t <= at && t > at - SILENT_S) latest.set(row.vehicle_id, row);
  }
  const entity = [...latest.values()].map((r, i) => ({
    id: String(i),
    vehicle: {
      trip: { tripId: r.trip_id },
      position: {
        latitude: Number(r.lat),
        longitude: Number(r.lon),
        bearing: Number(r.bearing),
        speed: Number(r.speed),
      },
      timestamp: Number(r.timestamp),
      vehicle: { id: r.vehicle_id },
    },
  }));
  const message = FeedMessage.fromObject({
    header: { gtfsRealtimeVersion: '2.0', incrementality: 0, timestamp: at },
    entity,
  });
  return FeedMessage.encode(message).finish();
}

export function readRecordedPositions(csvPath: string): Row[] {
  return parse(readFileSync(csvPath), { columns: true, bom: true, trim: true }) as Row[];
}

/** Serves `/vehicle-position/ktmb` at the replay clock; `mode` makes it fail on purpose. */
export async function startReplayServer(rows: Row[], clock: () => number) {
  const state = { mode: 'ok' as 'ok' | 'down' | 'garbage', requests: 0 };
  const server: Server = createServer((req, res) => {
    state.requests++;
    if (state.mode === 'down') return void res.writeHead(503).end('down');
    if (state.mode === 'garbage') return void res.writeHead(200).end('<html>maintenance</html>');
    if (!req.url?.startsWith('/vehicle-position/ktmb')) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(Buffer.from(feedAt(rows, clock())));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
