import { describe, expect, it } from 'vitest';
import { boundOperations, contractRouter, dispatchByOperation } from './bind.ts';
import { contractOperations } from './contract.ts';

describe('contractRouter', () => {
  it('refuses at start-up a route that is not an operation of the contract', () => {
    expect(() => contractRouter().get('/api/not-in-the-contract', () => undefined)).toThrow(
      /is not an operation of contracts\/openapi.yaml/,
    );
    expect(() => contractRouter().get('/API/health', () => undefined)).toThrow();
  });

  it('records what it binds, nested routers included', () => {
    const inner = contractRouter();
    inner.get('/api/health', () => undefined);
    const outer = contractRouter();
    outer.use(inner);
    outer.get('/api/system/status', () => undefined);
    expect(boundOperations(outer).map((op) => op.template)).toEqual(['/api/health', '/api/system/status']);
  });

  it('runs a handler only for the operation it was bound to, and only for a caller its rule admits', async () => {
    const router = contractRouter();
    const ran: string[] = [];
    router.get('/api/admin/users', (_req, res) => {
      ran.push('listUsers');
      res.end();
    });
    const listUsers = contractOperations().find(
      (op) => op.template === '/api/admin/users' && op.method === 'GET',
    );
    const health = contractOperations().find((op) => op.template === '/api/health');
    const call = (operation: unknown, auth?: unknown) =>
      new Promise<unknown>((resolve) => {
        const req = { method: 'GET', url: '/api/admin/users', operation, auth, headers: {} };
        const res = { end: () => resolve('answered') };
        router(req as never, res as never, (error?: unknown) => resolve(error ?? 'passed on'));
      });
    // Matched by the gate to another operation (or none): the route passes it on.
    expect(await call(health)).toBe('passed on');
    expect(await call(undefined)).toBe('passed on');
    // Its own operation, but no caller: refused where the handler is bound.
    expect(await call(listUsers)).toMatchObject({ status: 401 });
    const admin = { user: { isActive: true, role: 'admin' } };
    expect(await call(listUsers, admin)).toBe('answered');
    expect(ran).toEqual(['listUsers']);
  });
});

describe('dispatchByOperation', () => {
  it('refuses to start while an operation of the contract has no handler', () => {
    const router = contractRouter();
    router.get('/api/health', () => undefined);
    expect(() => dispatchByOperation([router])).toThrow(/Operations with no handler: /);
  });
});
