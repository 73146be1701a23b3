import type { components } from '@pintar/contracts/openapi';
import { authApiClient, authFetchNoRetry, withTimeout } from '../../../lib/api-client';
import { type ApiOutcome, toOutcome } from '../../../lib/api-outcome';

export type TwoFactorSetup = components['schemas']['TwoFactorSetup'];

export function startTwoFactorSetup(signal: AbortSignal): Promise<ApiOutcome<TwoFactorSetup>> {
  return toOutcome(authApiClient.POST('/api/auth/two-factor/setup', { signal: withTimeout(signal) }), signal);
}

// A 401 from these two means a wrong code or password, not a dead session: no sign-out rule.

export function enableTwoFactor(
  signal: AbortSignal,
  secret: string,
  code: string,
): Promise<ApiOutcome<{ recoveryCodes: string[] }>> {
  return toOutcome(
    authApiClient.POST('/api/auth/two-factor/enable', {
      body: { secret, code },
      fetch: authFetchNoRetry,
      signal: withTimeout(signal),
    }),
    signal,
  );
}

export function disableTwoFactor(
  signal: AbortSignal,
  password: string,
  code: string,
): Promise<ApiOutcome<unknown>> {
  return toOutcome(
    authApiClient.POST('/api/auth/two-factor/disable', {
      body: { password, code },
      fetch: authFetchNoRetry,
      signal: withTimeout(signal),
    }),
    signal,
  );
}
