import { describe, expect, it } from 'vitest';
import {
  buildErrorReport,
  connectionQuality,
  retryDelayMs,
  selectErrorKind,
  truncateUserAgent,
} from './error-rules';

describe('the error boundary chooses the page', () => {
  it('offline wins over everything', () => {
    expect(selectErrorKind(new Error('404 Not Found'), false)).toBe('offline');
  });
  it('a chunk that failed to load is a network error', () => {
    expect(
      selectErrorKind(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), true),
    ).toBe('network');
    expect(selectErrorKind(new Error('ChunkLoadError: Loading chunk 7 failed'), true)).toBe('network');
  });
  it('403 or Forbidden, then 404 or Not Found, by message or by status', () => {
    expect(selectErrorKind(new Error('Request failed: 403'), true)).toBe('403');
    expect(selectErrorKind(new Error('Forbidden'), true)).toBe('403');
    expect(selectErrorKind(new Error('HTTP 404'), true)).toBe('404');
    expect(selectErrorKind({ status: 404, statusText: 'Not Found' }, true)).toBe('404');
    expect(selectErrorKind({ status: 403, statusText: '' }, true)).toBe('403');
  });
  it('anything else is a 500', () => {
    expect(selectErrorKind(new Error('Cannot read properties of undefined'), true)).toBe('500');
    expect(selectErrorKind('boom', true)).toBe('500');
  });
});

describe('retry delay', () => {
  it('is 1 s doubling per retry, capped at 5 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });
});

describe('connection quality', () => {
  it('names each effective type, and anything else is Connected', () => {
    expect(['slow-2g', '2g', '3g', '4g', undefined, 'wifi'].map((t) => connectionQuality(t))).toEqual([
      'verySlow',
      'slow',
      'moderate',
      'fast',
      'connected',
      'connected',
    ]);
  });
});

describe('the error report', () => {
  it('carries the spec fields, bounded to what the API accepts', () => {
    const report = buildErrorReport({
      kind: '500',
      error: new Error('x'.repeat(3000)),
      now: new Date('2026-01-02T03:04:05Z'),
      userAgent: 'UA',
      url: 'http://localhost/chat',
      retryCount: 2,
      serverStatus: 'degraded',
      online: true,
      estimatedFix: '< 1 minute',
    });
    expect(report).toMatchObject({
      errorCode: 'ERR_SERVER_500',
      timestamp: '2026-01-02T03:04:05.000Z',
      retryCount: 2,
      serverStatus: 'degraded',
      connectionStatus: 'online',
    });
    expect(report.message).toHaveLength(2000);
    expect(truncateUserAgent('a'.repeat(100))).toBe(`${'a'.repeat(80)}...`);
  });
});
