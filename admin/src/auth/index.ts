// The browser wiring of the session, tokens and authProvider: one instance for the whole app.
import { createAuthProvider } from './authProvider';
import { browserSessionStore } from './session';
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
