import { isAdminRole, type LiveSettings } from '@pintar/core';
import type { Request, RequestHandler } from 'express';
import { bearer } from '../http/bearer.ts';
import { HttpProblem } from '../http/problem.ts';
import type { IdentityContext } from '../identity/context.ts';
import { authenticate } from '../identity/sessions.ts';

/** Writes that stay open in maintenance: signing in and out, so an admin can turn it off. */
const ALWAYS_OPEN = new Set(['/api/auth/login', '/api/auth/refresh', '/api/auth/logout']);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RETRY_AFTER_SECONDS = 300;

let active: LiveSettings | undefined;

/** Makes these the settings `maintenanceState()` reads (one API process, one set of settings). */
export function useSettings(settings: LiveSettings): () => void {
  active = settings;
  return () => {
    if (active === settings) active = undefined;
  };
}

/**
 * Whether maintenance mode is on in this process, for code outside the HTTP middleware (the
 * socket.io chat answers 503-equivalent while it is).
 */
export function maintenanceState(): { enabled: boolean; message: string | null } {
  return active?.current.maintenance ?? { enabled: false, message: null };
}

export function maintenanceProblem(message: string | null): HttpProblem {
  return new HttpProblem(
    503,
    'maintenance',
    message || 'Pintar is under maintenance. Please try again in a few minutes.',
    { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
  );
}

async function isAdmin(req: Request, identity: IdentityContext): Promise<boolean> {
  if (req.auth) return req.auth.user.isActive && isAdminRole(req.auth.user.role);
  const token = bearer(req.headers.authorization);
  const who = token ? await authenticate(identity, token) : null;
  return !!who?.user.isActive && isAdminRole(who.user.role);
}

/** In maintenance: the chat answers 503 for everyone, other writes 503 for all but admins. */
export function maintenanceGuard(settings: LiveSettings, identity: IdentityContext): RequestHandler {
  return (req, res, next) => {
    const { enabled, message } = settings.current.maintenance;
    if (enabled) res.setHeader('X-Pintar-Maintenance', 'on');
    if (!enabled || !WRITES.has(req.method) || ALWAYS_OPEN.has(req.path)) return next();
    if (req.path === '/api/chat') return next(maintenanceProblem(message));
    isAdmin(req, identity).then((admin) => next(admin ? undefined : maintenanceProblem(message)), next);
  };
}
