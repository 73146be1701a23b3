import type { Request } from 'express';
import { isAdminRole } from '@pintar/core';
import { bearer } from '../http/bearer.ts';
import { toProblem } from '../http/errorHandler.ts';
import { HttpProblem, problems } from '../http/problem.ts';
import type { IdentityContext } from './context.ts';
import { type Authenticated, authenticate } from './sessions.ts';

export type Access = 'public' | 'user' | 'admin' | 'super_admin';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: Authenticated;
    authProblem?: HttpProblem;
  }
}

/** The access an operation declares in openapi.yaml; undeclared means the strictest. */
function declaredAccess(req: Request): Access {
  const schema = (req as { openapi?: { schema?: Record<string, unknown> } }).openapi?.schema;
  const access = schema?.['x-pintar-access'];
  return access === 'public' || access === 'user' || access === 'admin' ? access : 'super_admin';
}

/** Decides whether the caller may run the operation; sets req.auth, or returns the refusal. */
export async function checkAccess(ctx: IdentityContext, req: Request): Promise<HttpProblem | undefined> {
  const access = declaredAccess(req);
  const token = bearer(req.headers.authorization);
  const who = token ? await authenticate(ctx, token) : null;
  if (who) req.auth = who;
  if (access === 'public') return undefined;
  if (!who) return problems.unauthorized();
  if (!who.user.isActive) return new HttpProblem(403, 'user-disabled', 'This account has been disabled.');
  if (access === 'admin' && !isAdminRole(who.user.role)) {
    return new HttpProblem(403, 'forbidden', 'Access denied. Admin role required.');
  }
  if (access === 'super_admin' && who.user.role !== 'super_admin') {
    return new HttpProblem(403, 'forbidden', 'Access denied. Super admin role required.');
  }
  return undefined;
}

/** express-openapi-validator's handler for `bearerAuth`: runs before the body is validated. */
export function bearerAuthHandler(ctx: IdentityContext) {
  return async (req: Request): Promise<true> => {
    const refusal = await checkAccess(ctx, req).catch((error: unknown) => {
      // The check itself failed (the accounts store out of reach): the validator would answer any
      // error here as 401 and sign the user out, so it goes on as what it is (503 for an outage).
      req.authProblem = toProblem(error, 0);
      throw error;
    });
    if (!refusal) return true;
    req.authProblem = refusal;
    throw Object.assign(new Error(refusal.message), { status: refusal.status });
  };
}

/** The signed-in caller of an operation that declared `user` or `admin` access. */
export function caller(req: Request): Authenticated {
  if (!req.auth) throw problems.unauthorized();
  return req.auth;
}

/**
 * The safety net behind the validator's security handler: an operation that declares more than
 * `public` access but forgot `security` in openapi.yaml is still checked, never left open.
 */
export function enforceDeclaredAccess(ctx: IdentityContext) {
  return async (req: Request, _res: unknown, next: (error?: unknown) => void): Promise<void> => {
    const routed = (req as { openapi?: { schema?: unknown } }).openapi?.schema !== undefined;
    if (!routed || req.auth || req.authProblem || declaredAccess(req) === 'public') return next();
    try {
      next(await checkAccess(ctx, req));
    } catch (error) {
      next(error);
    }
  };
}
