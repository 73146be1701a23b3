import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { problems } from '../http/problem.ts';

/**
 * The administrator's bootstrap token: `ADMIN_TOKEN`, or one generated on first start into
 * `<dataDir>/admin-token` (readable by the owner only). Accounts and roles replace it for
 * people; it stays for scripts and operators.
 */
export function loadAdminToken(
  dataDir: string,
  fromEnv: string | undefined,
): { token: string; created: string | null } {
  if (fromEnv) return { token: fromEnv, created: null };
  const file = join(dataDir, 'admin-token');
  if (existsSync(file)) return { token: readFileSync(file, 'utf8').trim(), created: null };
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return { token, created: file };
}

export function isAdminToken(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

export function requireAdmin(token: string): RequestHandler {
  return (req, _res, next) =>
    next(isAdminToken(token, bearer(req.headers.authorization)) ? undefined : problems.unauthorized());
}
