import type { FeedServer } from './feed.ts';

/** Access tokens last 15 minutes: one is taken again a minute before it runs out. */
const RENEW_BEFORE_MS = 60_000;
const TOKEN_LIFETIME_MS = 15 * 60_000;

/** A feed server reached as the account signed in with `email` and `password`. */
export function signedIn(url: string, email: string, password: string): FeedServer {
  let token: { value: string; until: number } | undefined;
  return {
    url,
    authorization: async () => {
      if (!token || Date.now() > token.until) {
        const res = await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
        const { accessToken } = (await res.json()) as { accessToken: string };
        token = { value: accessToken, until: Date.now() + TOKEN_LIFETIME_MS - RENEW_BEFORE_MS };
      }
      return `Bearer ${token.value}`;
    },
  };
}
