import { describe, expect, it } from 'vitest';
import { alertFormErrors, toInstant } from './alertRules';

describe('the transit alert form', () => {
  it('needs a line or a station, and a message', () => {
    expect(alertFormErrors({ message: ' ' })).toEqual({
      lineId: 'resources.transit-alerts.errors.line_or_stop',
      message: 'ra.validation.required',
    });
    expect(alertFormErrors({ stopId: 'rapid-rail-kl:KJ15', message: 'Lift out of order' })).toEqual({});
  });

  it('refuses an end before the start', () => {
    const errors = alertFormErrors({
      lineId: 'rapid-rail-kl:KJ',
      message: 'x',
      from: '2026-11-25T10:00:00Z',
      until: '2026-11-25T09:00:00Z',
    });
    expect(errors.until).toBe('resources.transit-alerts.errors.until_after_from');
  });

  it('sends instants, and nothing for an empty date', () => {
    expect(toInstant('2026-11-25T10:00:00Z')).toBe('2026-11-25T10:00:00.000Z');
    expect(toInstant('')).toBeNull();
  });
});
