import { STORAGE_PREFIX } from './storage';

export const CLIENT_ID_KEY = `${STORAGE_PREFIX}clientId`;

/** A random id for this browser, so the server can count the demo's 3 messages per client. */
export function clientId(): string {
  try {
    const stored = window.localStorage.getItem(CLIENT_ID_KEY);
    if (stored && /^[A-Za-z0-9-]{8,64}$/.test(stored)) return stored;
    const fresh = crypto.randomUUID();
    window.localStorage.setItem(CLIENT_ID_KEY, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID(); // Storage blocked: the server's per-address cap still applies.
  }
}
