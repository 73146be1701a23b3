// The emergency card's data on the shipped places (data/places), seeded as a first start seeds
// them: near KLCC, Putrajaya and Johor Bahru it lists hospitals with their phone numbers, those
// a source says have an emergency department before the others, and the numbers to call, and
// says plainly that there is no police or fire station data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

interface Facility {
  name: string;
  phone: string | null;
  distance: number;
  emergencyDepartment: true | null;
}
interface Emergency {
  hospitals: Facility[];
  police: { available: boolean; note: string };
  fire: { available: boolean; note: string };
  emergencyNumbers: { number: string }[];
}

const POINTS = {
  KLCC: { lat: 3.1579, lng: 101.7116 },
  Putrajaya: { lat: 2.9264, lng: 101.6964 },
  'Johor Bahru': { lat: 1.4655, lng: 103.7578 },
};
/**
 * Hospitals from the shipped files the card draws on (the ministry's, and OpenStreetMap's loaded
 * after it), so the wait ends once the facilities have been read again with them in.
 */
const SEEDED = {
  KLCC: (h: Facility) => h.name === 'Hospital Pakar Al-Islam',
  Putrajaya: (h: Facility) => h.name === 'Hospital Putrajaya' && h.phone !== null,
  'Johor Bahru': (h: Facility) => h.name === 'Hospital Sultanah Aminah' && h.phone !== null,
};

let server: TestServer;
const found: Record<string, Emergency> = {};

async function nearby(point: { lat: number; lng: number }): Promise<Emergency> {
  const res = await fetch(`${server.url}/api/emergency/nearby?lat=${point.lat}&lng=${point.lng}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Emergency;
}

beforeAll(async () => {
  server = await startTestServer({ PINTAR_SEED: 'auto' });
  // Seeding runs after start-up; the facilities are read again as the places change.
  for (const [name, point] of Object.entries(POINTS)) {
    const seeded = SEEDED[name as keyof typeof SEEDED];
    for (;;) {
      found[name] = await nearby(point);
      if (found[name].hospitals.some(seeded)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}, 300_000);
afterAll(() => server?.close());

describe('the emergency card on the shipped places', () => {
  it.each(Object.keys(POINTS))('near %s lists hospitals with phone numbers', (name) => {
    const { hospitals } = found[name]!;
    expect(hospitals.length).toBeGreaterThan(0);
    expect(hospitals.filter((h) => h.phone).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(POINTS))(
    'near %s puts hospitals with an emergency department first, each group nearest first',
    (name) => {
      const { hospitals } = found[name]!;
      const flags = hospitals.map((h) => h.emergencyDepartment === true);
      expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
      for (const group of [true, false]) {
        const distances = hospitals
          .filter((h) => (h.emergencyDepartment === true) === group)
          .map((h) => h.distance);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
      }
    },
  );

  it('near KLCC and Putrajaya a hospital with an emergency department comes first even when others are nearer', () => {
    for (const name of ['KLCC', 'Putrajaya']) {
      const [first, ...rest] = found[name]!.hospitals;
      expect(first!.emergencyDepartment).toBe(true);
      expect(rest.some((h) => h.emergencyDepartment === null && h.distance < first!.distance)).toBe(true);
    }
  });

  it('near Johor Bahru lists Hospital Sultanah Aminah with its phone (no source flags a department there)', () => {
    const { hospitals } = found['Johor Bahru']!;
    expect(hospitals.find((h) => h.name === 'Hospital Sultanah Aminah')).toMatchObject({
      phone: '07-2231666',
    });
  });

  it('says there is no police or fire station data, and gives 999, 994 and 112', () => {
    const { police, fire, emergencyNumbers } = found.KLCC!;
    expect(police).toEqual({ available: false, note: expect.stringContaining('call 999 for the police') });
    expect(fire).toEqual({ available: false, note: expect.stringContaining('call 994 or 999') });
    expect(emergencyNumbers.map((n) => n.number)).toEqual(['999', '994', '112']);
  });
});
