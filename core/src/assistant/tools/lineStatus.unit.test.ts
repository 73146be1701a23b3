import { beforeAll, describe, expect, it } from 'vitest';
import type { TransitLive } from '../../transit/model.ts';
import type { LoadedTimetable } from '../../transit/timetable/loaded.ts';
import { loadTimetable } from '../../transit/timetable/load.ts';
import { transitStatusTool } from './city.ts';
import { lineStatus } from './lineStatus.ts';

let tt: LoadedTimetable;
beforeAll(() => {
  tt = loadTimetable();
});

// A Tuesday, 10:00 and 02:00 in Malaysia (UTC+8).
const MORNING = new Date('2026-11-24T02:00:00Z');
const NIGHT = new Date('2026-11-23T18:00:00Z');
const KJ = 'rapid-rail-kl:KJ';
const quiet: TransitLive = { alerts: [], live: false, liveNote: 'timetable only' };

describe('one rail line by name', () => {
  it('reads the line at one of its own stations and keeps only that line', () => {
    const found = lineStatus(tt, KJ, MORNING, quiet)!;
    expect(found.line).toMatchObject({ id: KJ, name: 'LRT Kelana Jaya Line', mode: 'lrt' });
    expect(found.status).toBe('running');
    expect(found.info.currentStatus.map((s) => s.line)).toEqual(['KJL']);
    expect(found.info.serviceAlerts).toEqual([]);
  });

  it('says the line is disrupted when an alert is in force on it', () => {
    const live: TransitLive = {
      ...quiet,
      alerts: [
        {
          id: 'al_1',
          lineId: KJ,
          stopId: null,
          message: 'Signal fault between Pasar Seni and KL Sentral',
          severity: 'warning',
          suspended: false,
          from: '2026-11-24T09:00:00+08:00',
          until: null,
        },
      ],
    };
    const found = lineStatus(tt, KJ, MORNING, live)!;
    expect(found.status).toBe('disrupted');
    expect(found.info.serviceAlerts.map((a) => a.message)).toEqual([
      'Signal fault between Pasar Seni and KL Sentral',
    ]);
  });

  it('has no trains to offer in the small hours, and knows no line it does not have', () => {
    expect(lineStatus(tt, KJ, NIGHT, quiet)!.status).toMatch(
      /^no service now \(next at \d\d:\d\d\)$|^no more service today$/,
    );
    expect(lineStatus(tt, 'rapid-rail-kl:NOPE', MORNING, quiet)).toBeUndefined();
  });

  it('gives the transport tool the line, its state and its station as facts', async () => {
    const tool = transitStatusTool({ timetable: tt, live: async () => quiet }, () => MORNING, {
      lat: 3.134,
      lng: 101.686,
    });
    const answer = await tool.status({ line: 'ktmb:KC05_KB18' });
    expect(answer.facts).toMatchObject({ line: 'KTM Seremban Line', state: 'running', alerts: '0' });
    expect(answer.card.data).toMatchObject({ line: { id: 'ktmb:KC05_KB18' } });
  });
});
