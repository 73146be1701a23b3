import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from './problem.ts';
import { rateLimit } from './rateLimit.ts';

function call(handler: ReturnType<typeof rateLimit>, ip: string): HttpProblem | undefined {
  let passed: unknown = 'not called';
  const res = { setHeader: () => undefined } as unknown as Response;
  handler({ ip } as Request, res, ((error?: unknown) => (passed = error)) as NextFunction);
  return passed as HttpProblem | undefined;
}

describe('rateLimit', () => {
  it('lets `limit` requests through per client and window, then answers 429 with Retry-After', () => {
    let now = 1_000_000;
    const limit = rateLimit({ limit: 2, windowSeconds: 60, now: () => now });
    expect(call(limit, 'a')).toBeUndefined();
    expect(call(limit, 'a')).toBeUndefined();
    const refused = call(limit, 'a');
    expect(refused).toBeInstanceOf(HttpProblem);
    expect(refused?.status).toBe(429);
    expect(refused?.code).toBe('too-many-requests');
    expect(refused?.headers['Retry-After']).toBe('60');
    expect(call(limit, 'b')).toBeUndefined();
    now += 45_000;
    expect(call(limit, 'a')?.headers['Retry-After']).toBe('15');
    now += 15_000;
    expect(call(limit, 'a')).toBeUndefined();
  });
});
