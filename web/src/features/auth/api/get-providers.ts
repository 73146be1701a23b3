import { useEffect, useState } from 'react';
import { apiClient, withTimeout } from '../../../lib/api-client';

export interface AuthProviders {
  password: boolean;
  google: boolean;
}

/** Where "Continue with Google" leads: a full page navigation into the server's OpenID Connect flow. */
export const GOOGLE_START_URL = '/api/auth/oidc/google/start';

// Asked once per page load: the sign-in and sign-up pages share the answer.
let pending: Promise<AuthProviders> | undefined;

function fetchProviders(): Promise<AuthProviders> {
  pending ??= apiClient
    .GET('/api/auth/providers', { signal: withTimeout() })
    .then(({ data }) => ({ password: data?.password !== false, google: data?.google === true }))
    .catch(() => {
      pending = undefined; // Try again on the next visit to the page.
      return { password: true, google: false };
    });
  return pending;
}

/** Google only once the server says it is configured; until then (or on failure) it is not offered. */
export function useAuthProviders(): AuthProviders {
  const [providers, setProviders] = useState<AuthProviders>({ password: true, google: false });
  useEffect(() => {
    let active = true;
    void fetchProviders().then((next) => active && setProviders(next));
    return () => {
      active = false;
    };
  }, []);
  return providers;
}
