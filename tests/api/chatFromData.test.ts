import type { ChatAnswer, ChatContext } from '@pintar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedFuelPrices } from '../../core/src/city/cost/fuel.ts';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

// Answers from the data Pintar ships (issue 28, item 6): fuel prices, public holidays by state,
// the emergency numbers, departures at the request's time, the lines serving a place, fares and
// car against train, a clarifying answer to nonsense; and (item 7) a default location named.
const KLCC = { lat: 3.1579, lng: 101.7116 };
const station = (name: string, lat: number, lng: number, id: string) => ({
  name,
  category: 'rail_station',
  lat,
  lng,
  source: 'gtfs',
  source_id: id,
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
});
const PLACES = [
  station('KL SENTRAL - REDONE', 3.13442, 101.68625, 'rapid-rail-kl:KJ15'),
  station('KLCC', 3.158935, 101.713287, 'rapid-rail-kl:KJ10'),
  station('BUKIT JALIL', 3.058196, 101.692125, 'rapid-rail-kl:SP17'),
];

describe('the chat answers from the shipped data', () => {
  let server: TestServer;
  const ask = async (message: string, context: ChatContext = { location: KLCC }) => {
    const res = await postJson(
      `${server.url}/api/chat`,
      { message, context },
      { authorization: `Bearer ${server.adminToken}` },
    );
    expect(res.status).toBe(200);
    return (await res.json()) as ChatAnswer;
  };

  beforeAll(async () => {
    server = await startTestServer({ CHAT_RATE_LIMIT: '1000' });
    for (const place of PLACES) {
      const res = await postJson(`${server.url}/api/admin/places`, place, {
        authorization: `Bearer ${server.adminToken}`,
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => server.close());

  it.each([
    ['en', 'how much is ron95 now'],
    ['ms', 'harga minyak ron97 minggu ini berapa'],
    ['zh', '今天油价多少'],
    ['ta', 'இன்று பெட்ரோல் விலை என்ன?'],
  ] as const)('gives the week’s pump prices with their date in %s', async (language, message) => {
    const fuel = shippedFuelPrices();
    const answer = await ask(message);
    expect(answer).toMatchObject({ intent: 'cost', language });
    for (const price of [fuel.ron95Budi95!, fuel.ron95, fuel.ron97, fuel.diesel])
      expect(answer.response).toContain(`RM ${price.toFixed(2)}`);
    expect(answer.response).toContain(fuel.date);
    expect(answer.cards.find((c) => c.type === 'costAnalysis')?.data).toMatchObject({
      kind: 'fuelPrices',
      date: fuel.date,
    });
  });

  // Christmas Eve 2026, 10:00 in Malaysia: tomorrow is Christmas Day, a holiday in every state.
  const christmasEve = { location: KLCC, timestamp: '2026-12-24T02:00:00Z' };
  it.each([
    ['en', 'is tomorrow a public holiday in Johor', 'Yes'],
    ['ms', 'esok cuti umum di Johor ke?', 'Ya'],
    ['zh', '明天柔佛是公共假期吗', '是的'],
    ['ta', 'நாளை ஜொகூரில் பொது விடுமுறையா?', 'ஆம்'],
  ] as const)(
    'says whether tomorrow is a public holiday in a state in %s',
    async (language, message, yes) => {
      const answer = await ask(message, christmasEve);
      expect(answer).toMatchObject({ intent: 'knowledge', language });
      expect(answer.response.startsWith(yes)).toBe(true);
      expect(answer.response).toContain('Christmas Day');
      expect(answer.response).toMatch(/Johor/);
    },
  );

  it('says no, with the next one, when the day is not a holiday', async () => {
    const answer = await ask('is tomorrow a public holiday in Johor', {
      location: KLCC,
      timestamp: '2026-12-25T02:00:00Z',
    });
    expect(answer.response).toMatch(/^No: .*26 December 2026 is not a public holiday in Johor\b/);
    expect(answer.response).toContain('Thaipusam');
  });

  it.each([
    ['en', 'next public holiday in Selangor', 'Birthday of The Sultan of Selangor'],
    ['ms', 'bila cuti umum seterusnya di Johor', 'Christmas Day'],
    ['zh', '雪兰莪下一个公共假期是什么时候', 'Birthday of The Sultan of Selangor'],
    ['ta', 'ஜொகூரில் அடுத்த பொது விடுமுறை எப்போது?', 'Christmas Day'],
  ] as const)('names the next public holiday of a state in %s', async (language, message, next) => {
    const answer = await ask(message, { location: KLCC, timestamp: '2026-11-28T02:00:00Z' });
    expect(answer).toMatchObject({ intent: 'knowledge', language });
    expect(answer.response).toContain(next);
    expect(answer.cards.map((c) => c.type)).toEqual(['knowledge']);
  });

  it.each([
    ['en', 'there is a fire in my building, who do I call'],
    ['ms', 'ada kebakaran, nak call nombor apa'],
    ['zh', '发生火灾要打什么电话'],
    ['ta', 'தீ விபத்து அவசரம், எந்த நம்பரை அழைக்க வேண்டும்?'],
  ] as const)(
    'gives 999, 994 and 112 in the text of an emergency answer in %s',
    async (language, message) => {
      const answer = await ask(message);
      expect(answer).toMatchObject({ intent: 'emergency', language });
      for (const number of ['999', '994', '112']) expect(answer.response).toContain(number);
    },
  );

  it('shows the emergency card when an emergency names a place', async () => {
    const answer = await ask('emergency! accident near KLCC, need an ambulance', {});
    expect(answer.intent).toBe('emergency');
    expect(answer.cards.map((c) => c.type)).toContain('emergency');
    for (const number of ['999', '994', '112']) expect(answer.response).toContain(number);
  });

  it('lists the next three departures per direction at a station at the request’s time', async () => {
    const at = async (timestamp: string) => {
      const answer = await ask('next train at KL Sentral', { timestamp });
      expect(answer.intent).toBe('transport');
      const card = answer.cards.find((c) => c.type === 'transport')!;
      return {
        answer,
        rows: card.data.directions as Array<{ line: string; headsign: string; times: string[] }>,
      };
    };
    // 09:00 and 20:00 in Malaysia on a Tuesday: each list starts after its own time, not the server's.
    for (const [timestamp, after] of [
      ['2026-12-01T01:00:00Z', '09:00'],
      ['2026-12-01T12:00:00Z', '20:00'],
    ] as const) {
      const { answer, rows } = await at(timestamp);
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.map((r) => r.line).join(' ')).toMatch(/Kelana Jaya/);
      for (const row of rows) {
        expect(row.times.length).toBeLessThanOrEqual(3);
        expect(row.times.every((t) => t >= after)).toBe(true);
        expect([...row.times].sort()).toEqual(row.times);
        expect(answer.response).toContain(row.times.join(', '));
      }
      expect(rows.some((r) => r.times.length === 3)).toBe(true);
      expect(answer.response).toContain(`after ${after}`);
    }
  });

  it('names the lines at the stations nearest a place', async () => {
    const answer = await ask('which line goes to Bukit Jalil');
    expect(answer.intent).toBe('transport');
    expect(answer.response).toMatch(/BUKIT JALIL.*Sri Petaling/);
  });

  it('states the KLIA Ekspres fare from the fare tables', async () => {
    const answer = await ask('how much is the klia ekspres from kl sentral to klia');
    expect(answer.intent).toBe('cost');
    const cost = answer.cards.find((c) => c.type === 'costAnalysis')!;
    const fare = (cost.data.parts as Array<{ kind: string; amount: number | null }>).find(
      (p) => p.kind === 'fare',
    );
    expect(fare?.amount).toBeGreaterThan(0);
    expect(answer.response).toContain(`RM ${fare!.amount!.toFixed(2)}`);
  });

  it('compares car and train in one cost card', async () => {
    const answer = await ask('is it cheaper to drive or take the train from KL Sentral to KLCC');
    expect(answer.intent).toBe('cost');
    const cards = answer.cards.filter((c) => c.type === 'costAnalysis');
    expect(cards).toHaveLength(1);
    const parts = cards[0]!.data.parts as Array<{ kind: string; amount: number }>;
    expect(parts.map((p) => p.kind)).toEqual(['driving', 'transit']);
    for (const p of parts) expect(answer.response).toContain(`RM ${p.amount.toFixed(2)}`);
  });

  it('costs no trip, rather than RM 0, when both ends are one place', async () => {
    const answer = await ask('how much does it cost to drive from KLCC to KLCC');
    expect(answer.response).not.toMatch(/RM 0\.00/);
    expect(answer.response).toMatch(/no trip to plan/);
  });

  it('asks what was meant, with suggestions and no cards, for nonsense', async () => {
    const answer = await ask('blorptastic zzqx wibblewob');
    expect(answer.cards).toEqual([]);
    expect(answer.response).toMatch(/not sure what you mean/);
    expect(answer.suggestions.length).toBeGreaterThan(0);
  });

  it('asks for the slot a clear intent is missing', async () => {
    const weather = await ask('what will the weather be like tomorrow', {});
    expect(weather.followUp?.kind).toBe('location');
    const trip = await ask('how do I get there by train', {});
    expect(trip.followUp?.kind).toBe('destination');
  });

  it('names the default location it assumed instead of "your location"', async () => {
    const answer = await ask('what is near me', { userPreferences: { defaultLocation: 'KLCC' } });
    expect(answer.response).toContain('KLCC');
    expect(answer.response.toLowerCase()).not.toContain('your location');
    const none = await ask('what is near me', {});
    expect(none.followUp?.kind).toBe('location');
  });
});
