import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { growthLabel, httpStatusColor, responseTimeColor } from './format';

/** Polyglot's lookup and %{name} interpolation, over the admin's English texts. */
const translate = (key: string, options: Record<string, unknown> = {}) =>
  String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en)).replace(
    /%\{(\w+)\}/g,
    (_, name: string) => String(options[name]),
  );

describe('overview formatting', () => {
  it('says when there is no growth rate instead of showing one', () => {
    expect(growthLabel(null, translate)).toBe('no previous period');
    expect(growthLabel(12.5, translate)).toBe('+12.5% vs previous 30 days');
    expect(growthLabel(-3, translate)).toBe('-3% vs previous 30 days');
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
