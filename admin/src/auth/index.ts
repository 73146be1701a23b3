// The browser wiring of the session, tokens and authProvider: one instance for the whole app.
import { createAuthProvider } from './authProvider';
import { browserSessionStore } from './session';
import { renewEveryMs } from '@pintar/contracts/client/tokens';
import { browserLock, createTokens } from './tokens';

export const tokens = createTokens({
  fetch: (url, init) => window.fetch(url, init),
  now: () => Date.now(),
  store: browserSessionStore,
  lock: browserLock,
});

export const authProvider = createAuthProvider({
  tokens,
  store: browserSessionStore,
  fetch: (url, init) => window.fetch(url, init),
  navigate: (url) => window.location.assign(url),
  currentPath: () => window.location.pathname + window.location.search + window.location.hash,
});

// The server signs out a session idle past the user's timeout: clicks and keys here keep it alive,
// renewing the tokens at least every half of that time (renewEveryMs).
let lastRenewed = Number.NEGATIVE_INFINITY;
const renewOnActivity = () => {
  const session = browserSessionStore.read();
  const now = Date.now();
  if (!session || now - lastRenewed < renewEveryMs(session.user.preferences.sessionTimeout)) return;
  lastRenewed = now;
  // A refused renewal is the session's end, which the next API call reports and handles.
  tokens.refresh(session.accessToken).catch(() => undefined);
};
// Only in a browser: unit tests import this module (through the data provider) without a window.
if (typeof window !== 'undefined') {
  for (const name of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(name, renewOnActivity, { passive: true });
  }
}
