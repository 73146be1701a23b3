import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildErrorReport } from '../error-rules';

const report = (message: string) =>
  buildErrorReport({
    kind: '500',
    error: new Error(message),
    now: new Date('2026-01-01T00:00:00Z'),
    userAgent: 'UA',
    url: 'http://localhost/x',
    retryCount: 0,
    serverStatus: 'operational',
    online: true,
    estimatedFix: '',
  });

describe('error reports: sent to the API, queued on the device while it cannot be reached', () => {
  const store = new Map<string, string>();
  const sent: string[] = [];
  let up = false;
  // The API as seen from the page: down, or taking every report.
  const send = async (r: { message: string }) => {
    if (!up) return false;
    sent.push(r.message);
    return true;
  };

  beforeEach(() => {
    store.clear();
    sent.length = 0;
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps what could not be sent and sends it, oldest first, with the next report', async () => {
    const { REPORT_QUEUE_KEY, reportError } = await import('./report-error');
    up = false;
    expect(await reportError(report('first'), send)).toBe('queued');
    expect(await reportError(report('second'), send)).toBe('queued');
    expect(JSON.parse(store.get(REPORT_QUEUE_KEY) ?? '[]')).toHaveLength(2);
    up = true;
    expect(await reportError(report('third'), send)).toBe('sent');
    expect(sent).toEqual(['Error: first', 'Error: second', 'Error: third']);
    expect(JSON.parse(store.get(REPORT_QUEUE_KEY) ?? '[]')).toEqual([]);
  });
});
