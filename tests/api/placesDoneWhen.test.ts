// Issue 29's "done when" lines through the chat API and the places API, on the shipped places
// seeded as a first start seeds them: the towns are places (the town before anything named after
// it, with its district and state), "near <town>" searches around the town's centre, the
// location call names every point's district, a category answer lists real places and says how
// old its data is, and a hospital asked for near a place comes as the emergency card.
import type { ChatAnswer } from '@pintar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

const KLCC = { lat: 3.1579, lng: 101.7116 };
/** Metres between two points (haversine): the answers' distances are checked against the data. */
const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
};

interface PlaceResult {
  name: string;
  category: string;
  district: string | null;
  city: string | null;
  state: string | null;
  location: { lat: number; lng: number };
  source_name: string | null;
}
interface CardPlace {
  name: string;
  geometry: { location: { lat: number; lng: number } };
  source_date?: string;
}
interface Card {
  type: string;
  data: {
    center?: { name: string; lat: number; lng: number };
    places?: CardPlace[];
    hospitals?: { name: string; phone: string | null; emergencyDepartment: true | null }[];
  };
}

let server: TestServer;
const search = async (query: string): Promise<PlaceResult[]> => {
  const res = await fetch(`${server.url}/api/locations/search?q=${encodeURIComponent(query)}&limit=5`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: PlaceResult[] }).results;
};
const ask = async (message: string): Promise<ChatAnswer & { cards: Card[] }> => {
  const res = await postJson(
    `${server.url}/api/chat`,
    { message, context: { location: KLCC } },
    { authorization: `Bearer ${server.adminToken}` },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as ChatAnswer & { cards: Card[] };
};
const card = (answer: { cards: Card[] }, type: string) => answer.cards.find((c) => c.type === type);

beforeAll(async () => {
  server = await startTestServer({ PINTAR_SEED: 'auto', CHAT_RATE_LIMIT: '1000' });
  // Seeding runs after start-up, file by file: the towns file comes last.
  for (;;) {
    if ((await search('Bangsar')).some((p) => p.category === 'neighbourhood')) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 300_000);
afterAll(() => server?.close());

describe('towns and districts are places', () => {
  it.each([
    ['Kajang', 'town', 'Hulu Langat', 'Selangor'],
    ['Cyberjaya', 'town', 'Sepang', 'Selangor'],
    ['Bangsar', 'neighbourhood', 'Kuala Lumpur', 'Kuala Lumpur'],
    ['Shah Alam', 'town', 'Petaling', 'Selangor'],
    ['Petaling Jaya', 'city', 'Petaling', 'Selangor'],
    ['Johor Bahru', 'town', 'Johor Bahru', 'Johor'],
  ])('"%s" finds the town first, with its district and state', async (name, category, district, state) => {
    const [top] = await search(name);
    expect(top).toMatchObject({ name, category, district, state });
  });

  it('labels a derived town centre as derived', async () => {
    const [kajang] = await search('Kajang');
    expect(kajang!.source_name).toMatch(
      /^OpenStreetMap \(centre: median of \d+ places filed under Kajang\)$/,
    );
  });

  it.each(['Shah Alam', 'Kajang', 'Cyberjaya', 'Johor Bahru'])(
    'the chat takes "%s" as the town, not a facility named after it',
    async (name) => {
      const [town] = await search(name);
      const points = (card(await ask(name), 'map')?.data as { points?: { name: string; lat: number }[] })
        .points;
      expect(points?.[0]).toMatchObject({ name, lat: town!.location.lat });
    },
  );

  it('searches "near Shah Alam" around the town', async () => {
    const [town] = await search('Shah Alam');
    const answer = await ask('pharmacy near Shah Alam');
    const center = card(answer, 'places')!.data.center!;
    expect(center).toMatchObject({ name: 'Shah Alam', lat: town!.location.lat, lng: town!.location.lng });
    for (const place of card(answer, 'places')!.data.places!)
      expect(metres(center, place.geometry.location)).toBeLessThanOrEqual(2_000);
  });

  it.each([
    [2.92279, 101.65025, 'Sepang', 'Selangor'],
    [2.98998, 101.78712, 'Hulu Langat', 'Selangor'],
    [3.13046, 101.67142, 'Kuala Lumpur', 'Kuala Lumpur'],
    [1.4655, 103.7578, 'Johor Bahru', 'Johor'],
  ])('names the district of %s, %s (%s)', async (lat, lng, district, state) => {
    const res = await fetch(`${server.url}/api/maps/location/${lat}/${lng}`, {
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ district, state });
  });
});

describe('the places people ask for, through the chat', () => {
  it('lists at least 10 restaurants within 1 km of KLCC, saying the data is from 2018', async () => {
    const answer = await ask('restaurants near KLCC');
    const { center, places } = card(answer, 'places')!.data;
    const within1km = places!.filter((p) => metres(center!, p.geometry.location) <= 1_000);
    expect(within1km.length).toBeGreaterThanOrEqual(10);
    expect(answer.response).toContain('2018');
  });

  it.each([
    ['petrol station near Kajang', 'Kajang'],
    ['cafe in Bangsar', 'Bangsar'],
  ])('answers "%s" with places around the town and the data’s year', async (message, town) => {
    const answer = await ask(message);
    const { center, places } = card(answer, 'places')!.data;
    expect(center!.name).toBe(town);
    expect(places!.length).toBeGreaterThan(0);
    const years = new Set(places!.map((p) => p.source_date!.slice(0, 4)));
    for (const year of years) expect(answer.response).toContain(year);
  });

  it('gives the emergency card for "nearest hospital to KLCC": hospitals with phones, emergency departments first', async () => {
    const answer = await ask('nearest hospital to KLCC');
    expect(card(answer, 'places')).toBeUndefined();
    const hospitals = card(answer, 'emergency')!.data.hospitals!;
    expect(hospitals.length).toBeGreaterThan(0);
    expect(hospitals.some((h) => h.phone)).toBe(true);
    const flags = hospitals.map((h) => h.emergencyDepartment === true);
    expect(flags[0]).toBe(true);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });
});
