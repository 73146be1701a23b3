import { browserLock } from '@pintar/contracts/client/session';
import { createTokenFlow, renewEveryMs } from '@pintar/contracts/client/tokens';
import { API_TIMEOUT_MS } from './api-client';
import { endSession, readSession, writeSession } from './session';

const flow = createTokenFlow({
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  lock: browserLock,
  store: { read: readSession, write: (session) => writeSession(session), end: endSession },
  timeoutMs: API_TIMEOUT_MS,
});

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
