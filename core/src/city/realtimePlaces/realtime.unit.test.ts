import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { placeIndex, testPlace } from '../testing/places.ts';
import { sendJson, type StandIn, startStandIn } from '../testing/standIn.ts';
import { MemoryPlaceCache, RedisPlaceCache } from './cache.ts';
import { catalogueDetails, GooglePlaceDetails, type LivePlace } from './provider.ts';
import { DailyQuota, QuotaSpentError } from './quota.ts';
import { RealtimePlaces } from './service.ts';
import { UsageLog } from './usageLog.ts';

describe('the in-process cache with the 12-minute TTL', () => {
  const place = (n: number) => ({ n });

  it('expires entries 12 minutes after they were written, by the injected clock', async () => {
    let t = 1_000;
    const cache = new MemoryPlaceCache<{ n: number }>(() => t, 10);
    await cache.set('a', place(1));
    t += 720_000;
    expect(await cache.get('a')).toEqual(place(1));
    expect(await cache.remainingMs('a')).toBe(0);
    t += 1;
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, hitRate: 0.5, entries: 0, ttlSeconds: 720 });
  });

  it('evicts the least recently used entry when full', async () => {
    const cache = new MemoryPlaceCache<{ n: number }>(() => 1_000, 2);
    await cache.set('a', place(1));
    await cache.set('b', place(2));
    await cache.get('a');
    await cache.set('c', place(3));
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toEqual(place(1));
    expect(await cache.remainingMs('a')).toBe(720_000);
    expect(cache.stats()).toMatchObject({ evictions: 1, entries: 2, maxEntries: 2 });
    expect(await cache.clear()).toBe(2);
  });
});

describe('daily quota', () => {
  it('counts calls per UTC day and refuses politely when spent, until midnight', () => {
    let now = new Date('2026-11-24T23:59:00Z');
    const quota = new DailyQuota(2, () => now);
    quota.take();
    quota.take();
    expect(() => quota.take()).toThrow(QuotaSpentError);
    expect(() => quota.take()).toThrow(/daily limit of 2 calls is used up; cached places are still served/);
    expect(quota.usage()).toMatchObject({ used: 2, remaining: 0 });
    now = new Date('2026-11-25T00:00:01Z');
    expect(quota.usage()).toMatchObject({ day: '2026-11-25', used: 0, remaining: 2 });
  });
});

describe('usage log', () => {
  it('counts requests per hour and popular places over the last 24 hours only', () => {
    let t = Date.parse('2026-11-24T10:30:00Z');
    const log = new UsageLog(() => t);
    log.record('p1', 'KLCC', false);
    t += 3_600_000;
    log.record('p1', 'KLCC', true);
    log.record('p2', 'KL Sentral', false);
    expect(log.usage()).toMatchObject({ requests: 3, hits: 1, misses: 2 });
    expect(log.usage().hours.at(-1)).toMatchObject({ hour: '2026-11-24T11:00:00.000Z', requests: 2 });
    expect(log.popular(1)).toEqual([{ placeId: 'p1', name: 'KLCC', requests: 2 }]);
    t += 86_400_001;
    expect(log.usage().requests).toBe(0);
  });
});

const GOOGLE_PLACE = {
  id: 'ChIJ-klcc',
  displayName: { text: 'Suria KLCC' },
  formattedAddress: 'Kuala Lumpur City Centre, 50088 Kuala Lumpur',
  location: { latitude: 3.158, longitude: 101.7123 },
  rating: 4.6,
  priceLevel: 'PRICE_LEVEL_MODERATE',
  businessStatus: 'OPERATIONAL',
  types: ['shopping_mall'],
  regularOpeningHours: { weekdayDescriptions: ['Monday: 10:00 AM – 10:00 PM'] },
};

let standIn: StandIn | undefined;
afterEach(async () => standIn?.close());

describe('live places service', () => {
  const places = [
    testPlace({
      name: 'Suria KLCC',
      category: 'mall',
      source: 'admin',
      source_id: 'google:ChIJ-klcc',
      location: { lat: 3.158, lng: 101.7123 },
    }),
    testPlace({ name: 'Klinik Desa', category: 'clinic', location: { lat: 3.16, lng: 101.71 } }),
  ];
  const setup = async (
    provider: ConstructorParameters<typeof RealtimePlaces>[0]['provider'],
    limit = 1000,
  ) => {
    let t = Date.parse('2026-11-24T02:00:00Z');
    const search = await placeIndex(places);
    const documents = {
      collection: async () => ({ get: async (id: string) => places.find((p) => p.id === id) ?? null }),
    } as never;
    const service = new RealtimePlaces({
      platform: { search, documents },
      cache: new MemoryPlaceCache<LivePlace>(() => t),
      provider,
      quota: new DailyQuota(limit, () => new Date(t)),
      now: () => new Date(t),
    });
    return { service, advance: (ms: number) => (t += ms) };
  };

  it('serves from the cache for 12 minutes, then fetches again; Google calls count against the quota', async () => {
    standIn = await startStandIn((url, req, res) => {
      expect(req.headers['x-goog-api-key']).toBe('test-key');
      sendJson(
        res,
        url.pathname === '/v1/places/ChIJ-klcc' ? GOOGLE_PLACE : { error: 'unknown' },
        url.pathname === '/v1/places/ChIJ-klcc' ? 200 : 404,
      );
    });
    const google = new GooglePlaceDetails({ apiKey: 'test-key', baseUrl: standIn.url, timeoutMs: 1000 });
    const { service, advance } = await setup(google, 2);
    const id = places[0]!.id;
    const first = await service.live(id);
    expect(first).toMatchObject({
      place_id: id,
      name: 'Suria KLCC',
      rating: 4.6,
      price_level: 2,
      source: 'google',
      cached: false,
    });
    advance(720_000);
    expect((await service.live(id)).cached).toBe(true); // 12 minutes to the millisecond: still fresh
    advance(1);
    expect((await service.live(id)).cached).toBe(false);
    expect(standIn.requests).toHaveLength(2);
    advance(720_001);
    await expect(service.live(id)).rejects.toThrow(QuotaSpentError);
    // A catalogue place needs no Google call, so the spent quota does not stop it.
    expect((await service.live(places[1]!.id)).source).toBe('catalogue');
    expect(service.usage.popular(5)[0]).toMatchObject({ placeId: id, requests: 3 });
  });

  it('falls back to the catalogue with a note when Google fails', async () => {
    standIn = await startStandIn((_url, _req, res) => sendJson(res, { error: { code: 500 } }, 500));
    const google = new GooglePlaceDetails({ apiKey: 'k', baseUrl: standIn.url, timeoutMs: 1000 });
    const { service } = await setup(google);
    const answer = await service.live(places[0]!.id);
    expect(answer).toMatchObject({
      source: 'catalogue',
      note: 'Live details unavailable (Google Places answered HTTP 500); showing the catalogue',
    });
  });

  it('answers nearby places from the catalogue in the spec place shape', async () => {
    const { service } = await setup(catalogueDetails);
    const results = await service.nearby({ lat: 3.16, lng: 101.71 }, 1000, undefined, 10);
    expect(results[0]).toMatchObject({
      name: 'Klinik Desa',
      geometry: { location: { lat: 3.16, lng: 101.71 } },
      business_status: 'OPERATIONAL',
      types: ['clinic'],
    });
    await expect(service.liveBatch([])).rejects.toThrow('place_ids must list 1 to 50 place ids');
  });
});

describe('Redis cache adapter', () => {
  it('stores with a 12-minute PX expiry and reads back, against a RESP stand-in', async () => {
    const store = new Map<string, string>();
    const commands: string[][] = [];
    const server = createServer((socket) => {
      let buffer = '';
      socket.on('data', (chunk) => {
        buffer += chunk.toString();
        for (let match = /^\*(\d+)\r\n/.exec(buffer); match; match = /^\*(\d+)\r\n/.exec(buffer)) {
          const parts = buffer.split('\r\n');
          const count = Number(match[1]);
          if (parts.length < 1 + count * 2) return;
          const args = Array.from({ length: count }, (_, i) => parts[2 + i * 2]!);
          // Command names are case-insensitive in Redis (ioredis sends them in lower case).
          args[0] = args[0]!.toUpperCase();
          buffer = parts.slice(1 + count * 2).join('\r\n');
          commands.push(args);
          const [cmd, key, value] = args;
          if (cmd === 'PING') socket.write('+PONG\r\n');
          else if (cmd === 'SET') {
            store.set(key!, value!);
            socket.write('+OK\r\n');
          } else if (cmd === 'GET')
            socket.write(
              store.has(key!)
                ? `$${Buffer.byteLength(store.get(key!)!)}\r\n${store.get(key!)}\r\n`
                : '$-1\r\n',
            );
          else if (cmd === 'DEL') socket.write(`:${args.slice(1).filter((k) => store.delete(k)).length}\r\n`);
          else if (cmd === 'PTTL') socket.write(store.has(key!) ? ':719000\r\n' : ':-2\r\n');
          else if (cmd === 'SCAN') {
            const keys = [...store.keys()].filter((k) => k.startsWith('pintar:live-place:'));
            socket.write(`*2\r\n$1\r\n0\r\n*${keys.length}\r\n`);
            for (const k of keys) socket.write(`$${k.length}\r\n${k}\r\n`);
          } else socket.write('-ERR unknown command\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const cache = new RedisPlaceCache<{ name: string }>(`redis://127.0.0.1:${port}`, 1000);
    try {
      expect(await cache.get('p1')).toBeUndefined();
      await cache.set('p1', { name: 'Menara Kuala Lumpur' });
      expect(await cache.get('p1')).toEqual({ name: 'Menara Kuala Lumpur' });
      expect(commands.find((c) => c[0] === 'SET')).toEqual([
        'SET',
        'pintar:live-place:p1',
        '{"name":"Menara Kuala Lumpur"}',
        'PX',
        '720000',
      ]);
      expect(await cache.remainingMs('p1')).toBe(719_000);
      expect(await cache.delete('p1')).toBe(true);
      expect(await cache.remainingMs('p1')).toBe(0);
      await cache.set('p2', { name: 'KL Tower' });
      await cache.set('p3', { name: 'KLCC' });
      store.set('someone-else:key', 'kept');
      expect(await cache.clear()).toBe(2);
      expect([...store.keys()]).toEqual(['someone-else:key']);
      expect(await cache.redisStatus()).toEqual({ status: 'connected', message: 'Redis answered PONG' });
      expect(cache.stats()).toMatchObject({ backend: 'redis', hits: 1, misses: 1 });
    } finally {
      cache.close();
      server.close();
    }
  });

  it('speaks TLS to a rediss:// URL', async () => {
    let firstByte: number | undefined;
    const server = createServer((socket) =>
      socket.once('data', (chunk) => {
        firstByte = chunk[0];
        socket.destroy();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const cache = new RedisPlaceCache(`rediss://127.0.0.1:${port}`, 1000);
    try {
      // This stand-in speaks no TLS, so the status is an error; what it was sent is a TLS
      // handshake (record type 22), not a Redis command.
      expect((await cache.redisStatus()).status).toBe('error');
      expect(firstByte).toBe(0x16);
    } finally {
      cache.close();
      server.close();
    }
  });

  it('reports an unreachable Redis as an error, not connected', async () => {
    const cache = new RedisPlaceCache(`redis://127.0.0.1:1`, 500);
    expect((await cache.redisStatus()).status).toBe('error');
    cache.close();
  });
});

describe('live places with Redis down', () => {
  it('still answers from the provider, saying the answer was not cached', async () => {
    const place = testPlace({
      name: 'Menara KL',
      category: 'other',
      location: { lat: 3.1528, lng: 101.7038 },
    });
    const search = await placeIndex([place]);
    const documents = { collection: async () => ({ get: async () => place }) } as never;
    const cache = new RedisPlaceCache<LivePlace>('redis://127.0.0.1:1', 300);
    const service = new RealtimePlaces({
      platform: { search, documents },
      cache,
      provider: catalogueDetails,
      quota: new DailyQuota(10, () => new Date()),
      now: () => new Date(),
    });
    const answer = await service.live(place.id);
    expect(answer).toMatchObject({ name: 'Menara KL', cached: false });
    expect(answer.note).toMatch(/^Not cached \(Redis/);
    cache.close();
  });
});
