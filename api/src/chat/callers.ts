import { createHash } from 'node:crypto';
import type { IdentityContext } from '../identity/context.ts';
import { type Authenticated, authenticate } from '../identity/sessions.ts';
import type { ChatCaller } from './limits.ts';

const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

/** One-way hashes keep demo counts per browser and address without keeping either. */
export function hashWith(secret: string) {
  return (value: string) => createHash('sha256').update(`${secret}:${value}`).digest('hex').slice(0, 32);
}

/**
 * Who is asking: a signed-in user, or a demo visitor counted by the browser's client id (falling
 * back to the address when the browser sends none) and capped by address.
 */
export function chatCaller(
  who: Authenticated | null,
  clientId: string | undefined,
  address: string,
  hash: (value: string) => string,
): ChatCaller {
  if (who) return { kind: 'user', uid: who.user.uid };
  const client = clientId && CLIENT_ID.test(clientId) ? `client:${clientId}` : `address:${address}`;
  return { kind: 'demo', client: hash(client), address: hash(address) };
}

export type TokenCheck = { state: 'none' } | { state: 'valid'; who: Authenticated } | { state: 'invalid' };

/** A token, when one is given, must be good: a stale one is refused so the client refreshes it. */
export async function checkToken(identity: IdentityContext, token: string | undefined): Promise<TokenCheck> {
  if (!token) return { state: 'none' };
  const who = await authenticate(identity, token).catch(() => null);
  if (!who || !who.user.isActive) return { state: 'invalid' };
  return { state: 'valid', who };
}
