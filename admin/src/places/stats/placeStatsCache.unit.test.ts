import { describe, expect, it } from 'vitest';
import {
  formatReceivedAt,
  isPlaceStats,
  PLACE_STATS_KEY,
  type PlaceStats,
  rankStates,
  readCachedStats,
  statsView,
  writeCachedStats,
} from './placeStatsCache';

const stats: PlaceStats = {
  total_places: 319,
  active_places: 300,
  google_enhanced: 12,
  categories_count: 9,
  states_count: 3,
  state_breakdown: [
    { state: 'Johor', count: 20 },
    { state: 'Selangor', count: 250 },
    { state: 'Kuala Lumpur', count: 49 },
  ],
  category_breakdown: [{ category: 'hospital', count: 12 }],
  last_updated: '2026-11-21T07:00:00.000Z',
};

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
};

describe('place statistics cache', () => {
  it('remembers the last figures with their time under pintar.admin.placeStats', () => {
    const storage = memoryStorage();
    writeCachedStats(storage, stats, 1_700_000_000_000);
    expect([...storage.items.keys()]).toEqual([PLACE_STATS_KEY]);
    expect(readCachedStats(storage)).toEqual({ stats, receivedAt: 1_700_000_000_000 });
  });

  it('has nothing when storage is empty, unavailable, corrupt or holds something else', () => {
    const storage = memoryStorage();
    expect(readCachedStats(storage)).toBeNull();
    expect(readCachedStats(null)).toBeNull();
    storage.setItem(PLACE_STATS_KEY, '{not json');
    expect(readCachedStats(storage)).toBeNull();
    storage.setItem(PLACE_STATS_KEY, JSON.stringify({ stats: { total_places: 4402 }, receivedAt: 1 }));
    expect(readCachedStats(storage)).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readCachedStats(throwing)).toBeNull();
  });

  it('refuses answers that are not statistics', () => {
    expect(isPlaceStats(stats)).toBe(true);
    expect(isPlaceStats({ ...stats, total_places: '319' })).toBe(false);
    expect(isPlaceStats({ ...stats, state_breakdown: [{ state: 'Johor' }] })).toBe(false);
    expect(isPlaceStats('<html>')).toBe(false);
  });
});

describe('what the panel shows', () => {
  const base = { stats: undefined, receivedAt: 0, error: null, pending: false, fetched: false };

  it('shows the last real figures with the error after a failed fetch ("Using Cached Data")', () => {
    expect(
      statsView({ ...base, stats, receivedAt: 5, error: 'connect ECONNREFUSED', fetched: true }),
    ).toEqual({
      kind: 'cached',
      stats,
      receivedAt: 5,
      error: 'connect ECONNREFUSED',
    });
  });

  it('says there is no data yet rather than inventing figures', () => {
    expect(statsView({ ...base, error: 'HTTP 503: Service Unavailable', fetched: true })).toEqual({
      kind: 'empty',
      error: 'HTTP 503: Service Unavailable',
    });
    expect(statsView({ ...base, pending: true })).toEqual({ kind: 'loading' });
  });

  it('marks stored figures as restored until this visit fetched, then as live', () => {
    expect(statsView({ ...base, stats, receivedAt: 5, pending: false }).kind).toBe('restored');
    expect(statsView({ ...base, stats, receivedAt: 9, fetched: true }).kind).toBe('live');
  });

  it('labels figures with the time, and the date when they are older than today', () => {
    const now = new Date(2026, 10, 21, 15, 0).getTime();
    expect(formatReceivedAt(new Date(2026, 10, 21, 9, 5).getTime(), now)).toBe('09:05');
    expect(formatReceivedAt(new Date(2026, 10, 20, 23, 59).getTime(), now)).toBe('2026-11-20 23:59');
  });

  it('ranks states by count with bars scaled to the largest', () => {
    expect(rankStates(stats.state_breakdown).map((row) => [row.state, Math.round(row.share)])).toEqual([
      ['Selangor', 100],
      ['Kuala Lumpur', 20],
      ['Johor', 8],
    ]);
    expect(rankStates([])).toEqual([]);
  });
});
