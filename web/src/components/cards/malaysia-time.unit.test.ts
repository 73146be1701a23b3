import { describe, expect, it } from 'vitest';
import { shownCards } from './chat-card';
import { malaysiaDate, malaysiaTime } from './malaysia-time';

describe("Malaysia's time on cards", () => {
  it("gives the timetable's clock time whatever the instant's zone, on 24 or 12 hours", () => {
    // 01:19 UTC is 09:19 in Kuala Lumpur (what a device in London showed as 01:19 before).
    expect(malaysiaTime('2026-12-01T01:19:00Z', '24h', 'en')).toBe('09:19');
    expect(malaysiaTime('2026-12-01T09:19:00+08:00', '24h', 'en')).toBe('09:19');
    expect(malaysiaTime('2026-12-01T13:04:00+08:00', '12h', 'en')).toMatch(/^01:04\sPM$/);
    expect(malaysiaTime('not a time', '24h', 'en')).toBe('not a time');
  });

  it('keeps a feed date on its own day', () => {
    expect(malaysiaDate('2025-10-04', 'en')).toBe('Oct 4, 2025');
  });
});

describe('one map per route', () => {
  const route = { type: 'route' as const, data: { mode: 'transit' } };
  const map = { type: 'map' as const, data: { points: [] } };
  it('leaves out the map card beside a route card, which draws its own map', () => {
    expect(shownCards([route, map]).map((c) => c.type)).toEqual(['route']);
  });
  it('keeps the map card when the route card could not be shown or there is none', () => {
    const failed = { type: 'route' as const, data: { error: { message: 'No route' } } };
    expect(shownCards([failed, map]).map((c) => c.type)).toEqual(['route', 'map']);
    expect(shownCards([map]).map((c) => c.type)).toEqual(['map']);
  });
});
