import { describe, expect, it } from 'vitest';
import { distanceMeters } from '../../shared/geo.ts';
import { GeoGrid } from './geoGrid.ts';

/** A small random generator, seeded, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

describe('GeoGrid', () => {
  it('finds every point within a radius, as measuring them all would, through moves and deletes', () => {
    const next = random(7);
    const grid = new GeoGrid();
    const points = new Map<number, { lat: number; lng: number }>();
    for (let i = 0; i < 4000; i++) {
      const n = Math.floor(next() * 1500);
      if (next() < 0.2) {
        grid.delete(n);
        points.delete(n);
      } else {
        const point = { lat: 2.9 + next() * 0.2, lng: 101.6 + next() * 0.2 };
        grid.set(n, point);
        points.set(n, point);
      }
    }
    expect(grid.size).toBe(points.size);
    for (let q = 0; q < 50; q++) {
      const center = { lat: 2.9 + next() * 0.2, lng: 101.6 + next() * 0.2 };
      const radius = 200 + next() * 5000;
      const within = (n: number) => distanceMeters(center, points.get(n)!) <= radius;
      const found = grid.candidates(center, radius).filter((n) => grid.point(n) && within(n));
      const expected = [...points.keys()].filter(within);
      expect(found.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    }
    const again = grid.points(1500);
    for (const [n, point] of points) expect([again[n * 2], again[n * 2 + 1]]).toEqual([point.lat, point.lng]);
  });
});
