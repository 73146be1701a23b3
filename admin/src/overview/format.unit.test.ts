import { describe, expect, it } from 'vitest';
import { growthLabel, httpStatusColor, responseTimeColor } from './format';

describe('overview formatting', () => {
  it('says when there is no growth rate instead of showing one', () => {
    expect(growthLabel(null)).toBe('no previous period');
    expect(growthLabel(12.5)).toBe('+12.5% vs previous 30 days');
    expect(growthLabel(-3)).toBe('-3% vs previous 30 days');
  });
  it('colours response times and statuses as the spec says', () => {
    expect([199, 200, 499, 500, null].map(responseTimeColor)).toEqual([
      'success',
      'warning',
      'warning',
      'error',
      'default',
    ]);
    expect([200, 404, 503, 302, null].map(httpStatusColor)).toEqual([
      'success',
      'warning',
      'error',
      'default',
      'default',
    ]);
  });
});
