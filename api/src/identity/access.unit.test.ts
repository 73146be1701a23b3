import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../http/problem.ts';
import type { IdentityContext } from './context.ts';
import { enforceDeclaredAccess } from './access.ts';

// Without a token the check never reaches the stores, so no platform is needed.
const ctx = {} as IdentityContext;
const request = (access: string | undefined, routed = true) =>
  ({
    headers: {},
    ...(routed ? { openapi: { schema: access ? { 'x-pintar-access': access } : {} } } : {}),
  }) as unknown as Request;

async function verdict(req: Request): Promise<unknown> {
  let passed: unknown = 'not called';
  await enforceDeclaredAccess(ctx)(req, {}, (error?: unknown) => {
    passed = error;
  });
  return passed;
}

describe('enforceDeclaredAccess', () => {
  it('refuses an admin operation without a token even when openapi.yaml forgot its security', async () => {
    const refusal = await verdict(request('admin'));
    expect(refusal).toBeInstanceOf(HttpProblem);
    expect((refusal as HttpProblem).status).toBe(401);
  });

  it('treats an operation that declares nothing as the strictest', async () => {
    expect(((await verdict(request(undefined))) as HttpProblem).status).toBe(401);
  });

  it('lets public operations and paths outside the contract through', async () => {
    expect(await verdict(request('public'))).toBeUndefined();
    expect(await verdict(request('admin', false))).toBeUndefined();
  });
});
