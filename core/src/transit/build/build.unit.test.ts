import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildTimetable } from './build.ts';
import { readFeed } from './feed.ts';
import { GtfsBuildError } from './gtfsFile.ts';

const DATA = fileURLToPath(new URL('../../../../data', import.meta.url));

const FEED = {
  'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nA,Alpha,3.1,101.6\nB,Bravo,3.2,101.7\n',
  'routes.txt': 'route_id,route_short_name,route_long_name,route_color\nR,R1,Red Line,ff0000\n',
  'calendar.txt': 'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday\nWK,1,1,1,1,1,0,0\n',
  'trips.txt': 'route_id,service_id,trip_id\nR,WK,t1\n',
  'stop_times.txt':
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nt1,8:00:00,8:00:00,A,1\nt1,8:10:00,8:10:00,B,2\n',
  'frequencies.txt': 'trip_id,start_time,end_time,headway_secs\nt1,08:00:00,09:00:00,1200\n',
};
const info = {
  id: 'x',
  agencyId: 'x',
  feedDate: '2025-10-04',
  file: 'x.zip',
  licence: '',
  headwayBased: true,
};

function read(changes: Partial<Record<keyof typeof FEED, string>>) {
  const files = new Map(Object.entries({ ...FEED, ...changes }).map(([name, text]) => [name, strToU8(text)]));
  return readFeed(files, { info, modeOf: () => 'lrt' });
}

describe('reading a GTFS feed', () => {
  it('expands frequencies into trips with the template’s running times', () => {
    const feed = read({});
    expect(feed.trips.map((t) => t.times)).toEqual([
      [28800, 28800, 29400, 29400],
      [30000, 30000, 30600, 30600],
      [31200, 31200, 31800, 31800],
    ]);
    expect(feed.lines[0]).toMatchObject({ id: 'x:R', color: '#FF0000', longName: 'Red Line' });
  });

  it.each([
    [
      'stop_times.txt',
      FEED['stop_times.txt'].replace('8:10:00,8:10:00', '8:1x:00,8:10:00'),
      'x.zip/stop_times.txt line 3: arrival_time "8:1x:00" is not a time',
    ],
    [
      'stops.txt',
      FEED['stops.txt'].replace('3.2', 'north'),
      'x.zip/stops.txt line 3: stop_lat "north" is not a coordinate',
    ],
    [
      'trips.txt',
      'route_id,service_id,trip_id\nR,WK,t1\nQ,WK,t2\n',
      'x.zip/trips.txt line 3: route_id "Q" is not in routes.txt',
    ],
    [
      'calendar.txt',
      FEED['calendar.txt'].replace('1,1,1,1,1,0,0', '1,1,1,yes,1,0,0'),
      'x.zip/calendar.txt line 2: thursday "yes" must be 0 or 1',
    ],
    [
      'stop_times.txt',
      'trip_id,arrival_time,departure_time,stop_id\nt1,8:00:00,8:00:00,A\n',
      'x.zip/stop_times.txt line 1: missing column stop_sequence',
    ],
    [
      'stops.txt',
      'stop_id,stop_name,stop_lat,stop_lon\nA,Alpha,3.1,101.6\nB,"Bravo,3.2,101.7\n',
      'x.zip/stops.txt',
    ],
  ] as const)('fails on a corrupt %s naming the file and line', (file, text, message) => {
    expect(() => read({ [file]: text })).toThrow(GtfsBuildError);
    expect(() => read({ [file]: text })).toThrow(message);
  });
});

describe('npm run transit:build', () => {
  it('rebuilds the committed timetable byte for byte (deterministic, and the committed file is current)', () => {
    const { bytes, timetable } = buildTimetable(DATA);
    expect(bytes.equals(readFileSync(`${DATA}/transit/timetable.bin.gz`))).toBe(true);
    expect(timetable.feeds.map((f) => f.feedDate)).toEqual([
      '2025-10-04',
      '2025-12-17',
      '2025-10-04',
      '2025-10-04',
      '2026-09-26',
    ]);
  }, 60_000);
});
