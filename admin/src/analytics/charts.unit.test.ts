import { describe, expect, it } from 'vitest';
import { topEntries } from './charts';

describe('topEntries', () => {
  it('sorts by count, then name, and keeps the first ones', () => {
    expect(topEntries({ weather: 2, places: 5, route: 2, transit: 1 }, 3)).toEqual({
      labels: ['places', 'route', 'weather'],
      values: [5, 2, 2],
    });
  });
});
