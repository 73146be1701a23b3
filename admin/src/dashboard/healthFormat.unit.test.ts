import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatErrorRate,
  formatMilliseconds,
  formatNumber,
  formatUptime,
  httpErrorMessage,
  isSystemStatus,
  responseTimeLevel,
  statusLevel,
} from './healthFormat';

describe('formatUptime', () => {
  it('shows days and hours from one day on', () => {
    expect(formatUptime(3 * 86400 + 4 * 3600 + 59 * 60)).toBe('3 d 4 h');
    expect(formatUptime(86400)).toBe('1 d 0 h');
  });
  it('shows hours and minutes under a day', () => {
    expect(formatUptime(2 * 3600 + 5 * 60 + 30)).toBe('2 h 5 min');
  });
  it('shows minutes, then seconds, for short uptimes', () => {
    expect(formatUptime(7 * 60 + 12)).toBe('7 min');
    expect(formatUptime(42.9)).toBe('42 s');
    expect(formatUptime(0)).toBe('0 s');
  });
  it('never shows a negative or non-numeric uptime', () => {
    expect(formatUptime(-5)).toBe('0 s');
    expect(formatUptime(Number.NaN)).toBe('0 s');
  });
});

describe('responseTimeLevel', () => {
  it('colours by the spec thresholds', () => {
    expect(responseTimeLevel(0)).toBe('success');
    expect(responseTimeLevel(199.9)).toBe('success');
    expect(responseTimeLevel(200)).toBe('warning');
    expect(responseTimeLevel(499)).toBe('warning');
    expect(responseTimeLevel(500)).toBe('error');
  });
});

describe('number formats', () => {
  it('rounds milliseconds', () => {
    expect(formatMilliseconds(123.6)).toBe('124 ms');
  });
  it('turns the error share into a percentage', () => {
    expect(formatErrorRate(0)).toBe('0%');
    expect(formatErrorRate(0.0123)).toBe('1.23%');
    expect(formatErrorRate(0.5)).toBe('50%');
    expect(formatErrorRate(1)).toBe('100%');
  });
  it('formats rates with one decimal at most', () => {
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(1234.56)).toBe('1,234.6');
  });
});

describe('statusLevel', () => {
  it('maps overall and component states to colours', () => {
    expect(statusLevel('operational')).toBe('success');
    expect(statusLevel('healthy')).toBe('success');
    expect(statusLevel('degraded')).toBe('warning');
    expect(statusLevel('down')).toBe('error');
  });
});

describe('formatClock', () => {
  it('shows local hours and minutes with leading zeros', () => {
    expect(formatClock(new Date(2025, 0, 1, 14, 32, 59))).toBe('14:32');
    expect(formatClock(new Date(2025, 0, 1, 9, 5))).toBe('09:05');
  });
});

describe('isSystemStatus', () => {
  const status = {
    status: 'operational',
    version: '2.1.0',
    mode: 'embedded',
    startedAt: '2025-01-01T00:00:00Z',
    uptimeSeconds: 60,
    timestamp: '2025-01-01T00:01:00Z',
    http: {
      windowSeconds: 300,
      requests: 3,
      requestsPerMinute: 0.6,
      averageResponseTimeMs: null,
      p95ResponseTimeMs: null,
      errorRate: 0,
    },
    realtime: { connections: 0 },
    components: [],
  };
  it('accepts a status answer', () => {
    expect(isSystemStatus(status)).toBe(true);
  });
  it('rejects anything else', () => {
    expect(isSystemStatus(null)).toBe(false);
    expect(isSystemStatus('<!doctype html>')).toBe(false);
    expect(isSystemStatus({ ...status, http: undefined })).toBe(false);
  });
});

describe('httpErrorMessage', () => {
  it('prefers the API message, then an error field', () => {
    expect(httpErrorMessage(503, 'Service Unavailable', { message: 'The event log is down.' })).toBe(
      'The event log is down.',
    );
    expect(httpErrorMessage(500, 'Internal Server Error', { error: 'boom' })).toBe('boom');
  });
  it('falls back to the status line', () => {
    expect(httpErrorMessage(502, 'Bad Gateway', null)).toBe('HTTP 502: Bad Gateway');
    expect(httpErrorMessage(502, '', 'not json')).toBe('HTTP 502:');
  });
});
