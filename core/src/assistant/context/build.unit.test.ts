import { describe, expect, it } from 'vitest';
import { buildChatContext, cachedFor, type ContextPorts } from './build.ts';
import { cachedByPoint } from './ports.ts';

const NOW = new Date('2026-11-24T02:00:00Z');
const KLCC = { lat: 3.1579, lng: 101.7116 };
const WEATHER = { location: 'Kuala Lumpur', conditions: 'Ribut petir', temperature: { min: 24, max: 33 } };
const PLACE = { name: 'Suria KLCC', lat: 3.158, lng: 101.7123, category: 'mall', distance_m: 40 };

const ports = (over: Partial<ContextPorts> = {}): ContextPorts => ({
  weather: async () => WEATHER,
  nearby: async () => [PLACE],
  metrics: async () => ({ systemHealth: 'healthy' }),
  ...over,
});

describe('the chat context builder', () => {
  it('returns only the timestamp without coordinates, and asks nothing', async () => {
    let asked = 0;
    const count = async () => (asked++, WEATHER);
    const built = await buildChatContext({ message: 'hi' }, ports({ weather: count }), { now: NOW });
    expect(built).toEqual({ timestamp: NOW.toISOString(), from: {}, missing: [] });
    expect(asked).toBe(0);
  });

  it('fetches the weather, the places within 1000 m and the metrics for the location', async () => {
    const radii: number[] = [];
    const built = await buildChatContext(
      { message: 'hi', context: { location: KLCC } },
      ports({ nearby: async (_p, radius) => (radii.push(radius), [PLACE]) }),
      { now: NOW },
    );
    expect(built).toMatchObject({
      location: KLCC,
      weather: WEATHER,
      nearbyPlaces: [PLACE],
      systemStatus: { systemHealth: 'healthy' },
      from: { weather: 'server', nearbyPlaces: 'server', systemStatus: 'server' },
      missing: [],
    });
    expect(radii).toEqual([1000]);
  });

  it('leaves out and names a part that fails, keeping the others', async () => {
    const built = await buildChatContext(
      { message: 'hi', context: { location: KLCC } },
      ports({ weather: () => Promise.reject(new Error('MET Malaysia down')), metrics: undefined }),
      { now: NOW },
    );
    expect(built.weather).toBeUndefined();
    expect(built.nearbyPlaces).toEqual([PLACE]);
    expect(built.missing).toEqual([
      { part: 'weather', reason: 'failed' },
      { part: 'systemStatus', reason: 'unavailable' },
    ]);
  });

  it('gives up on a part past the budget instead of waiting for it', async () => {
    let slowAnswered = false;
    const slow = () =>
      new Promise<Record<string, unknown>>((r) =>
        setTimeout(() => {
          slowAnswered = true;
          r(WEATHER);
        }, 5_000),
      );
    const built = await buildChatContext(
      { message: 'hi', context: { location: KLCC } },
      ports({ weather: slow }),
      { now: NOW, budgetMs: 30 },
    );
    // Order, not time: the context was built before the slow part answered.
    expect(slowAnswered).toBe(false);
    expect(built.missing).toEqual([{ part: 'weather', reason: 'timeout' }]);
    expect(built.nearbyPlaces).toEqual([PLACE]);
  });

  it("uses the client's weather and places as given once checked, and fetches what is unusable", async () => {
    let fetched = 0;
    const sent = { conditions: 'Cerah', temperature: { current: 31 } };
    const built = await buildChatContext(
      {
        message: 'hi',
        context: {
          location: KLCC,
          weather: sent,
          nearbyPlaces: [
            {
              name: 'Kedai Mamak',
              geometry: { location: { lat: 3.158, lng: 101.712 } },
              types: ['restaurant'],
            },
            { name: 'No coordinates' },
          ],
        },
      },
      ports({ weather: async () => (fetched++, WEATHER) }),
      { now: NOW },
    );
    expect(built.weather).toBe(sent);
    expect(built.nearbyPlaces).toEqual([
      { name: 'Kedai Mamak', lat: 3.158, lng: 101.712, category: 'restaurant' },
    ]);
    expect(built.from).toMatchObject({ weather: 'client', nearbyPlaces: 'client' });
    expect(fetched).toBe(0);
    const junk = await buildChatContext(
      { message: 'hi', context: { location: KLCC, weather: { hello: 1 }, nearbyPlaces: [{ name: 'x' }] } },
      ports(),
      { now: NOW },
    );
    expect(junk.from).toMatchObject({ weather: 'server', nearbyPlaces: 'server' });
  });
});

describe('what the context keeps between questions', () => {
  it('keeps the server-wide metrics for a while, and forgets a failure', async () => {
    let clock = 0;
    let calls = 0;
    const fail = { now: true };
    const metrics = cachedFor(
      5_000,
      async () => {
        calls++;
        if (fail.now) throw new Error('down');
        return calls;
      },
      () => clock,
    );
    await expect(metrics()).rejects.toThrow('down');
    fail.now = false;
    expect(await metrics()).toBe(2);
    clock = 4_000;
    expect(await metrics()).toBe(2);
    clock = 10_000;
    expect(await metrics()).toBe(3);
  });

  it('keeps answers per point to about 100 m', async () => {
    const asked: string[] = [];
    const weather = cachedByPoint(60_000, async (p) => (asked.push(`${p.lat},${p.lng}`), WEATHER));
    await weather(KLCC);
    await weather({ lat: 3.15791, lng: 101.71162 });
    await weather({ lat: 2.9213, lng: 101.6559 });
    expect(asked).toEqual(['3.1579,101.7116', '2.9213,101.6559']);
  });
});
