import { describe, expect, it } from 'vitest';
import { failureFromCode, failureFromHttp } from './chat-failure';

describe('chat failures', () => {
  it('maps the socket codes to the spec failures', () => {
    expect(failureFromCode('RATE_LIMIT_EXCEEDED')).toEqual({ kind: 'rateLimit', retryAfter: 60 });
    expect(failureFromCode('RATE_LIMIT_EXCEEDED', 'x', 12)).toEqual({ kind: 'rateLimit', retryAfter: 12 });
    expect(failureFromCode('API_UNAVAILABLE')).toEqual({ kind: 'unavailable' });
    expect(failureFromCode('DEMO_LIMIT_REACHED')).toEqual({ kind: 'demoLimit' });
    expect(failureFromCode('INTERNAL_ERROR', 'Network timeout upstream')).toEqual({ kind: 'network' });
    expect(failureFromCode('INTERNAL_ERROR', 'Boom')).toEqual({ kind: 'unexpected', detail: 'Boom' });
  });

  it('maps HTTP answers: 429, 503 and the demo limit', () => {
    expect(failureFromHttp(429)).toEqual({ kind: 'rateLimit', retryAfter: 60 });
    expect(failureFromHttp(503)).toEqual({ kind: 'unavailable' });
    expect(failureFromHttp(403, 'DEMO_LIMIT_REACHED')).toEqual({ kind: 'demoLimit' });
    expect(failureFromHttp(400, 'validation-failed', 'Message too long')).toEqual({
      kind: 'unexpected',
      detail: 'Message too long',
    });
  });
});
