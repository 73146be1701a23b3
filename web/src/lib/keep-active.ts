import { browserLock } from '@pintar/contracts/client/session';
import { createTokenFlow } from '@pintar/contracts/client/tokens';
import { API_TIMEOUT_MS } from './api-client';
import { endSession, readSession, writeSession } from './session';

const MINUTE = 60_000;
const DEFAULT_TIMEOUT_MINUTES = 30;

const flow = createTokenFlow({
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  lock: browserLock,
  store: { read: readSession, write: (session) => writeSession(session), end: endSession },
  timeoutMs: API_TIMEOUT_MS,
});

/**
 * How often someone using the page renews the session: the server ends a session not refreshed
 * within the user's idle time, so while they type or click the tokens are renewed at least every
 * half of it (at most every 5 minutes), and an idle tab lets the session run out.
 */
export function renewEveryMs(timeoutMinutes: number | undefined): number {
  return Math.min(((timeoutMinutes ?? DEFAULT_TIMEOUT_MINUTES) * MINUTE) / 2, 5 * MINUTE);
}

let lastRenewed = Number.NEGATIVE_INFINITY;

/** Called on the person's activity; renews the session when the last renewal is old enough. */
export function noteActivity(now: number = Date.now()): void {
  const session = readSession();
  if (!session) return;
  if (now - lastRenewed < renewEveryMs(session.user.preferences.sessionTimeout)) return;
  lastRenewed = now;
  // Presenting the current access token as stale makes the flow renew it under the cross-tab lock.
  void flow.refresh(session.accessToken);
}
