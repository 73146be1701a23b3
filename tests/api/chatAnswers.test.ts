import type { ChatAnswer } from '@pintar/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

// The chat wired to the same services as the API: places from the catalogue, the shipped
// timetable, city data on its offline defaults. The evaluation (npm run eval:assistant) measures
// understanding; this checks that each answer reaches its service through the running server.
const PLACES = [
  {
    name: 'KL SENTRAL - REDONE',
    category: 'rail_station',
    lat: 3.13442,
    lng: 101.68625,
    source: 'gtfs',
    source_id: 'rapid-rail-kl:KJ15',
  },
  {
    name: 'KLCC',
    category: 'rail_station',
    lat: 3.158935,
    lng: 101.713287,
    source: 'gtfs',
    source_id: 'rapid-rail-kl:KJ10',
  },
  { name: 'Hospital Kuala Lumpur', category: 'hospital', lat: 3.1717, lng: 101.7009 },
].map((p) => ({ ...p, city: 'Kuala Lumpur', state: 'Kuala Lumpur' }));

describe('the chat answers from the services', () => {
  let server: TestServer;
  const ask = async (message: string) => {
    const res = await postJson(
      `${server.url}/api/chat`,
      { message, context: { location: { lat: 3.1579, lng: 101.7116 } } },
      { authorization: `Bearer ${server.adminToken}` },
    );
    expect(res.status).toBe(200);
    return (await res.json()) as ChatAnswer;
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const place of PLACES) {
      const res = await postJson(`${server.url}/api/admin/places`, place, {
        authorization: `Bearer ${server.adminToken}`,
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => server.close());

  it('plans a train journey on the shipped timetable and says how fresh it is', async () => {
    // The timetable's answer depends on the hour: after midnight in Malaysia the Kelana Jaya Line
    // has stopped and the planner takes the next train of another line. The journey is planned at
    // the last 10:00 in Malaysia (02:00 UTC): only Date is faked, timers run as ever, and the
    // session's token, issued later, has not expired then.
    const tenAm = new Date();
    tenAm.setUTCHours(2, 0, 0, 0);
    if (tenAm.getTime() > Date.now()) tenAm.setUTCDate(tenAm.getUTCDate() - 1);
    vi.useFakeTimers({ toFake: ['Date'], now: tenAm });
    const answer = await ask('how do I get from KL Sentral to KLCC by train').finally(() =>
      vi.useRealTimers(),
    );
    expect(answer).toMatchObject({ intent: 'route', language: 'en' });
    const route = answer.cards.find((c) => c.type === 'route')!;
    expect(route.data).toMatchObject({
      mode: 'transit',
      bestRoute: { summary: expect.stringContaining('Kelana Jaya') },
    });
    // Each operator by name with its feed's date; no feed ids and no English sentence to translate.
    const timetables = answer.sources.filter((s) => s.name.endsWith(' GTFS'));
    expect(timetables.length).toBeGreaterThan(0);
    for (const source of timetables) {
      expect(source).toMatchObject({ kind: 'dataset', asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(source.name).not.toMatch(/timetable as of|rapid-|ktmb\b/);
    }
    expect(answer.entities.places.map((p) => p.role)).toEqual(['origin', 'destination']);
    // The sentence names the line, the next departure and the fare the card carries.
    expect(answer.response).toMatch(
      /Kelana Jaya Line, next departure at \d{2}:\d{2}, about \d+ min, no changes\. Fare about RM \d+\.\d{2}\./,
    );
  });

  it("says the departure on the reader's 12-hour clock, as the route card writes its departure", async () => {
    const tenAm = new Date();
    tenAm.setUTCHours(2, 0, 0, 0);
    if (tenAm.getTime() > Date.now()) tenAm.setUTCDate(tenAm.getUTCDate() - 1);
    vi.useFakeTimers({ toFake: ['Date'], now: tenAm });
    const res = await postJson(
      `${server.url}/api/chat`,
      {
        message: 'how do I get from KL Sentral to KLCC by train',
        context: { location: { lat: 3.1579, lng: 101.7116 }, userPreferences: { timeFormat: '12h' } },
      },
      { authorization: `Bearer ${server.adminToken}` },
    ).finally(() => vi.useRealTimers());
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ChatAnswer;
    const route = answer.cards.find((c) => c.type === 'route')!;
    const departure = (route.data as { bestRoute: { departure: string } }).bestRoute.departure;
    // As web/src/components/cards/malaysia-time.ts formats it for a 12-hour reader.
    const onCard = new Intl.DateTimeFormat('en', {
      timeZone: 'Asia/Kuala_Lumpur',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h12',
    }).format(new Date(departure));
    expect(onCard).toMatch(/^\d{2}:\d{2}\s[AP]M$/);
    expect(answer.response).toContain(`next departure at ${onCard},`);
  });

  it('answers the weather in Malay without inventing a temperature when no forecast is connected', async () => {
    const answer = await ask('cuaca di KLCC hari ini');
    expect(answer).toMatchObject({ intent: 'weather', language: 'ms' });
    const weather = answer.cards.find((c) => c.type === 'weather')!;
    expect(weather.data).toMatchObject({ temperature: { current: null }, fallback: true });
    expect(answer.sources).toContainEqual(expect.objectContaining({ fallback: true }));
    expect(answer.response).not.toMatch(/°|\d+\s*C\b/);
  });

  it('costs a drive in RM from the shipped fuel price, with its date', async () => {
    const answer = await ask('how much to drive from KL Sentral to KLCC');
    expect(answer.intent).toBe('cost');
    const cost = answer.cards.find((c) => c.type === 'costAnalysis')!;
    const parts = (cost.data as { parts: Array<{ kind: string; asOf?: string }> }).parts;
    expect(parts.length).toBeLessThanOrEqual(4);
    expect(parts.find((p) => p.kind === 'fuel')?.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.response).toMatch(/RM ?\d/);
    // The text says what the card says: the price used and its date, BUDI95 beside it, no tolls.
    expect(answer.response).toContain('RON95 at the unsubsidised RM 4.27/L (price of 2026-04-09)');
    expect(answer.response).toMatch(
      /or RM \d+\.\d\d at the BUDI95 price of RM 1\.99\/L for Malaysian citizens/,
    );
    expect(answer.response).toContain('tolls not included');
  });

  it('finds a hospital near a place from the catalogue, with its distance', async () => {
    const answer = await ask('hospital near KLCC');
    const places = answer.cards.find((c) => c.type === 'places' || c.type === 'emergency')!;
    expect(JSON.stringify(places.data)).toContain('Hospital Kuala Lumpur');
    expect(answer.response).toContain('Hospital Kuala Lumpur');
  });

  it('tells whether a rail line named is running, from the shipped timetable', async () => {
    const answer = await ask('LRT Kelana Jaya ok tak?');
    expect(answer).toMatchObject({ intent: 'transport', language: 'ms' });
    expect(answer.response).toContain('**LRT Kelana Jaya Line**');
    expect(answer.cards[0]).toMatchObject({ type: 'transport', data: { line: { id: 'rapid-rail-kl:KJ' } } });
  });

  it("lists what is near the user from the chat context: the server's places, or the client's as sent", async () => {
    const fromServer = await ask("what's near me?");
    expect(fromServer.intent).toBe('places');
    expect(fromServer.cards[0]).toMatchObject({ type: 'places', data: { radius: 1000 } });
    expect(fromServer.response).toContain('KLCC');
    const res = await postJson(
      `${server.url}/api/chat`,
      {
        message: 'apa ada dekat sini',
        context: {
          location: { lat: 3.1579, lng: 101.7116 },
          nearbyPlaces: [
            { name: 'Nasi Kandar Pelita', geometry: { location: { lat: 3.1585, lng: 101.7125 } } },
          ],
        },
      },
      { authorization: `Bearer ${server.adminToken}` },
    );
    const fromClient = (await res.json()) as ChatAnswer;
    expect(fromClient.response).toMatch(/Nasi Kandar Pelita\*\* — \d+ m/);
    expect(fromClient).not.toHaveProperty('context');
  });

  it('answers a Chinese question with Latin place names in Chinese', async () => {
    const answer = await ask('从KL Sentral到KLCC怎么走');
    expect(answer).toMatchObject({ intent: 'route', language: 'zh' });
    expect(answer.cards.map((c) => c.type)).toContain('route');
  });
});
