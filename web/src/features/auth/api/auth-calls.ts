import type { components } from '@pintar/contracts/openapi';
import { apiClient, withTimeout } from '../../../lib/api-client';
import { type ApiOutcome, toOutcome } from '../../../lib/api-outcome';

type Schemas = components['schemas'];
export type LoginInput = Schemas['LoginInput'];
export type RegisterInput = Schemas['RegisterInput'];
export type Session = Schemas['Session'];

// Signed-out calls: no token to send, so they use the plain client.

export function login(signal: AbortSignal, body: LoginInput): Promise<ApiOutcome<Session>> {
  return toOutcome(apiClient.POST('/api/auth/login', { body, signal: withTimeout(signal) }), signal);
}

export function register(signal: AbortSignal, body: RegisterInput): Promise<ApiOutcome<Session>> {
  return toOutcome(apiClient.POST('/api/auth/register', { body, signal: withTimeout(signal) }), signal);
}

/** Always 202 for a well-formed address: the answer never tells whether it has an account. */
export function requestPasswordReset(signal: AbortSignal, email: string): Promise<ApiOutcome<unknown>> {
  return toOutcome(
    apiClient.POST('/api/auth/password-reset', { body: { email }, signal: withTimeout(signal) }),
    signal,
  );
}

export function completePasswordReset(
  signal: AbortSignal,
  token: string,
  newPassword: string,
): Promise<ApiOutcome<unknown>> {
  return toOutcome(
    apiClient.POST('/api/auth/password-reset/complete', {
      body: { token, newPassword },
      signal: withTimeout(signal),
    }),
    signal,
  );
}
