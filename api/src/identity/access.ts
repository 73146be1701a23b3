import type { Request } from 'express';
import { isAdminRole } from '@pintar/core';
import { bearer } from '../http/bearer.ts';
import { HttpProblem, problems } from '../http/problem.ts';
import type { Access } from '../http/operations/contract.ts';
import type { IdentityContext } from './context.ts';
import { type Authenticated, authenticate } from './sessions.ts';

export type { Access };

declare module 'express-serve-static-core' {
  interface Request {
    auth?: Authenticated;
  }
}

/** Why `who` may not call an operation of this access, or undefined when it may. */
export function refusal(access: Access, who: Authenticated | undefined): HttpProblem | undefined {
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

/**
 * Authenticates the bearer token, if any (sets req.auth), and decides whether the caller may run
 * an operation of this access: the refusal, or undefined. A public operation still learns who
 * calls it. Throws only when the check itself fails (the accounts store out of reach: a 503).
 */
export async function checkAccess(
  ctx: IdentityContext,
  req: Request,
  access: Access,
): Promise<HttpProblem | undefined> {
  const token = bearer(req.headers.authorization);
  const who = token ? await authenticate(ctx, token) : null;
  if (who) req.auth = who;
  return refusal(access, who ?? undefined);
}

/** The signed-in caller of an operation that declared `user` or `admin` access. */
export function caller(req: Request): Authenticated {
  if (!req.auth) throw problems.unauthorized();
  return req.auth;
}
