import { describe, expect, it } from 'vitest';
import { alertOf } from '../../monitoring/alerts/projection.ts';
import type { Place } from '../../places/place.ts';
import { placeIndex, testPlace } from '../testing/places.ts';
import { BackgroundRefresh } from './backgroundRefresh.ts';
import { MemoryPlaceCache } from './cache.ts';
import { catalogueDetails, type LivePlace, type PlaceDetailsProvider } from './provider.ts';
import { DailyQuota, type QuotaUsage } from './quota.ts';
import { quotaSpentData, quotaSubject } from './quotaEvent.ts';
import { RealtimePlaces } from './service.ts';

const MINUTE = 60_000;
const places = ['Suria KLCC', 'Pavilion KL', 'Mid Valley'].map((name, i) =>
  testPlace({ name, category: 'mall', location: { lat: 3.15 + i / 100, lng: 101.71 } }),
);

/** The catalogue provider, counted as external so the quota is spent as with Google. */
const external: PlaceDetailsProvider = { ...catalogueDetails, isExternal: () => true };

async function setup(limit = 1000, provider: PlaceDetailsProvider = catalogueDetails) {
  let t = Date.parse('2026-11-24T02:00:00Z');
  const documents = {
    collection: async () => ({ get: async (id: string) => places.find((p) => p.id === id) ?? null }),
  } as never;
  const spent: QuotaUsage[] = [];
  const service = new RealtimePlaces({
    platform: { search: await placeIndex(places), documents },
    cache: new MemoryPlaceCache<LivePlace>(() => t),
    provider,
    quota: new DailyQuota(
      limit,
      () => new Date(t),
      (usage) => spent.push(usage),
    ),
    now: () => new Date(t),
  });
  const ask = async (place: Place, times: number) => {
    for (let i = 0; i < times; i++) await service.live(place.id);
  };
  return { service, spent, ask, advance: (ms: number) => (t += ms) };
}

describe('background refresh of the live places cache', () => {
  it('refreshes popular places about to expire, and leaves the rest', async () => {
    const { service, ask, advance } = await setup();
    await ask(places[0]!, 3); // popular
    await ask(places[1]!, 1); // asked once: not popular
    const refresh = new BackgroundRefresh(service);
    expect(await refresh.candidates()).toEqual([]); // 12 minutes left: not about to expire
    advance(11 * MINUTE);
    expect(await refresh.candidates()).toEqual([places[0]!.id]);
    const run = await refresh.runOnce();
    expect(run).toMatchObject({ candidates: 1, refreshed: 1, skippedForQuota: 0, error: null });
    expect(await service.deps.cache.remainingMs(places[0]!.id)).toBe(12 * MINUTE);
    advance(2 * MINUTE);
    expect((await service.live(places[0]!.id)).cached).toBe(true); // kept warm
    expect((await service.live(places[1]!.id)).cached).toBe(false); // expired
    expect(service.lastRefresh).toBeNull(); // the manual refresh's time is not overwritten
    expect(refresh.state()).toMatchObject({ runs: 1, refreshedTotal: 1, lastRun: run });
  });

  it('keeps a fifth of the daily quota for people and says what it left', async () => {
    const { service, ask, advance } = await setup(10, external);
    for (const place of places) await ask(place, 3); // 3 external calls, then 6 hits
    advance(11 * MINUTE);
    for (const place of places) await service.live(place.id); // still cached: no calls
    await service.refresh([places[0]!.id, places[0]!.id, places[1]!.id, places[2]!.id]); // 6 used
    await service.refresh([places[0]!.id]); // 7 used
    advance(11 * MINUTE);
    const run = await new BackgroundRefresh(service).runOnce();
    // 3 left, the reserve is 2: one refresh, then it stops with two left for a later run.
    expect(run).toMatchObject({ candidates: 3, refreshed: 1, skippedForQuota: 2 });
    expect(service.deps.quota.usage()).toMatchObject({ used: 8, remaining: 2 });
  });

  it('runs on its timer until stopped, and says so', async () => {
    const { service } = await setup();
    const refresh = new BackgroundRefresh(service, { everyMs: 20 });
    expect(refresh.state().status).toBe('stopped');
    refresh.start();
    expect(refresh.state().status).toBe('running');
    await expect.poll(() => refresh.state().runs).toBeGreaterThanOrEqual(1);
    refresh.stop();
    const runs = refresh.state().runs;
    expect(runs).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(refresh.state()).toMatchObject({ status: 'stopped', runs, nextRunAt: null });
    expect(new BackgroundRefresh(service, { everyMs: 0 }).state().status).toBe('off');
  });
});

describe('the daily quota spent', () => {
  it('is announced once, by the call that uses the last of it, and becomes a quota alert', async () => {
    const { service, spent, ask } = await setup(2, external);
    await ask(places[0]!, 1);
    expect(spent).toEqual([]);
    await ask(places[1]!, 1);
    expect(spent).toEqual([{ day: '2026-11-24', dailyLimit: 2, used: 2, remaining: 0 }]);
    await expect(service.live(places[2]!.id)).rejects.toThrow(/daily limit of 2 calls is used up/);
    expect(spent).toHaveLength(1);

    const data = quotaSpentData(spent[0]!, 'google');
    expect(data).toEqual({
      day: '2026-11-24',
      dailyLimit: 2,
      used: 2,
      provider: 'google',
      resetsAt: '2026-11-25T00:00:00.000Z',
    });
    const event = {
      id: 'e1',
      time: '2026-11-24T02:00:00Z',
      type: 'my.pintar.realtime.places-quota-spent.v1',
    };
    expect(alertOf({ ...event, subject: quotaSubject(data.day), data } as never)).toEqual({
      id: 'e1',
      time: '2026-11-24T02:00:00Z',
      type: 'warning',
      source: 'quota',
      message:
        'The places service used all 2 calls of its daily quota on 2026-11-24; cached places are still served until it resets at 2026-11-25T00:00:00.000Z',
    });
  });
});
