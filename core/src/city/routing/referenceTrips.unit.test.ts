import { describe, expect, it } from 'vitest';
import { estimateRouting, estimatedSeconds } from './estimate.ts';

// The reference trips of docs/city.md "Offline estimate": the estimate must stay within 30 % of
// the typical driving time each source gives. Points are the places' centres.
const at = (lat: number, lng: number) => ({ lat, lng });
const KL = at(3.1478, 101.6953); // Dataran Merdeka
const CYBERJAYA = at(2.9213, 101.6559);
const KLIA = at(2.7456, 101.7072);
const TRIPS = [
  {
    name: 'Sungai Besi toll plaza → Mid Valley Megamall',
    band: 'city',
    from: at(3.052, 101.7085),
    to: at(3.118, 101.677),
    typicalMin: 20,
  },
  { name: 'Cyberjaya → KLIA', band: 'suburban', from: CYBERJAYA, to: KLIA, typicalMin: 25 },
  {
    name: 'Cyberjaya → Pavilion, Bukit Bintang',
    band: 'suburban',
    from: CYBERJAYA,
    to: at(3.149, 101.7134),
    typicalMin: 25,
  },
  { name: 'Shah Alam → Kuala Lumpur', band: 'suburban', from: at(3.0786, 101.5206), to: KL, typicalMin: 30 },
  { name: 'Kuala Lumpur → KLIA', band: 'inter-city', from: KL, to: KLIA, typicalMin: 40 },
  {
    name: 'Seremban → Bandar Malaysia',
    band: 'inter-city',
    from: at(2.7258, 101.9378),
    to: at(3.099, 101.7063),
    typicalMin: 55,
  },
  { name: 'Kuala Lumpur → Melaka', band: 'inter-city', from: KL, to: at(2.1944, 102.2491), typicalMin: 120 },
  { name: 'Kuala Lumpur → Ipoh', band: 'inter-city', from: KL, to: at(4.5975, 101.0901), typicalMin: 130 },
  {
    name: 'Kuala Lumpur → George Town, Penang',
    band: 'inter-city',
    from: KL,
    to: at(5.4141, 100.3288),
    typicalMin: 218,
  },
  {
    name: 'Kuala Lumpur → Johor Bahru',
    band: 'inter-city',
    from: KL,
    to: at(1.4633, 103.7649),
    typicalMin: 255,
  },
  {
    name: 'Putrajaya → Johor Bahru',
    band: 'inter-city',
    from: at(2.9369, 101.6919),
    to: at(1.4633, 103.7649),
    typicalMin: 210,
  },
] as const;

async function estimatedMinutes(trip: (typeof TRIPS)[number]): Promise<number> {
  const [route] = await estimateRouting.routes({
    origin: trip.from,
    destination: trip.to,
    waypoints: [],
    mode: 'driving',
    avoid: [],
    traffic: false,
    alternatives: false,
  });
  return route!.durationSeconds / 60;
}

describe('offline driving time by distance band', () => {
  it('covers city, suburban and inter-city trips', () => {
    expect(new Set(TRIPS.map((t) => t.band))).toEqual(new Set(['city', 'suburban', 'inter-city']));
    expect(TRIPS.length).toBeGreaterThanOrEqual(10);
  });

  it.each(TRIPS)('$name is within 30 % of its typical $typicalMin min', async (trip) => {
    const minutes = await estimatedMinutes(trip);
    expect(Math.abs(minutes / trip.typicalMin - 1)).toBeLessThanOrEqual(0.3);
  });

  it('puts Putrajaya → Johor Bahru at under 4 hours, not the 16 h 39 min of the city pace', async () => {
    const minutes = await estimatedMinutes(TRIPS.at(-1)!);
    expect(minutes).toBeGreaterThan(180);
    expect(minutes).toBeLessThan(240);
  });

  it('never makes a longer trip quicker than a shorter one', () => {
    const times = [0, 1, 2.9, 3, 3.1, 9.9, 10, 10.1, 50, 500].map((km) =>
      estimatedSeconds('driving', km * 1000),
    );
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(estimatedSeconds('driving', 3000)).toBeCloseTo(9 * 60);
    expect(estimatedSeconds('driving', 10_000)).toBeCloseTo((9 + 7 * 1.2) * 60);
  });
});
