import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ProjectionTimeoutError, USERS, uidFor, type UserDoc } from '@pintar/core';
import type { Logger } from 'pino';
import { HttpProblem } from '../http/problem.ts';
import { register } from './accounts.ts';
import type { IdentityContext } from './context.ts';

const GENERATED_EMAIL = 'admin@pintar.local';

/**
 * The first administrator: ADMIN_EMAIL/ADMIN_PASSWORD when given, otherwise generated on the
 * first start with its password written once to `passwordFile` (owner-only), never to the log.
 * Several API processes may race here; the log order picks one, and only the winner writes it.
 */
export async function ensureFirstAdmin(
  ctx: IdentityContext,
  logger: Logger,
  given: { email: string; password: string } | undefined,
  passwordFile: string,
): Promise<void> {
  const users = await ctx.platform.documents.collection<UserDoc>(USERS);
  const email = given?.email ?? GENERATED_EMAIL;
  if (await users.get(uidFor(email))) return;
  if (!given && (await users.count({ role: 'super_admin' })) > 0) return;
  const password = given?.password ?? `${randomBytes(12).toString('base64url')}-Aa1!`;
  const body = {
    firstName: 'Pintar',
    lastName: 'Administrator',
    email,
    phone: '+60000000000',
    password,
    terms: true,
  };
  try {
    await register(ctx, body, { correlationId: 'first-admin' }, 'super_admin');
  } catch (error) {
    if (error instanceof HttpProblem && error.code === 'email-already-in-use') return;
    // Recorded, but the projectors are slow to start (a busy broker): it appears when they catch up.
    if (!(error instanceof ProjectionTimeoutError)) throw error;
    logger.warn({ email }, 'first administrator recorded; it can sign in once the projectors catch up');
  }
  if (given) logger.info({ email }, 'first administrator created from ADMIN_EMAIL');
  else {
    mkdirSync(dirname(passwordFile), { recursive: true });
    writeFileSync(passwordFile, `${email}\n${password}\n`, { mode: 0o600 });
    logger.warn(
      { email, passwordFile },
      'first administrator created; its password is in this file (delete it once read)',
    );
  }
}
