import { describe, expect, it } from 'vitest';
import { formatUptime } from './format-uptime';

describe('formatUptime', () => {
  it('shows hours and minutes, floored', () => {
    expect(formatUptime(3 * 3600 + 12 * 60 + 59.9)).toEqual({
      key: 'hours',
      values: { hours: 3, minutes: 12 },
    });
  });

  it('shows days and hours from one day on', () => {
    expect(formatUptime(2 * 86_400 + 5 * 3600 + 42)).toEqual({ key: 'days', values: { days: 2, hours: 5 } });
  });

  it('shows minutes under an hour and seconds under a minute', () => {
    expect(formatUptime(60)).toEqual({ key: 'minutes', values: { minutes: 1 } });
    expect(formatUptime(59.99)).toEqual({ key: 'seconds', values: { seconds: 59 } });
  });

  it('never shows a negative or invalid uptime', () => {
    expect(formatUptime(-5)).toEqual({ key: 'seconds', values: { seconds: 0 } });
    expect(formatUptime(Number.NaN)).toEqual({ key: 'seconds', values: { seconds: 0 } });
  });
});
