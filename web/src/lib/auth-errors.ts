// The error catalogue's first reading (spec section 8): the API returns a code, the app shows the
// message. Pure, so the mapping is unit-tested.
import type { Resource } from '../i18n/locales/en';
import type { ApiFailure } from './api-outcome';

export type AuthErrorKey = keyof Resource['auth']['errors'];

const BY_CODE: Record<string, AuthErrorKey> = {
  'invalid-credential': 'invalidCredential',
  'user-not-found': 'userNotFound',
  'wrong-password': 'wrongPassword',
  'email-already-in-use': 'emailAlreadyInUse',
  'weak-password': 'weakPassword',
  'invalid-email': 'invalidEmail',
  'user-disabled': 'userDisabled',
  'too-many-requests': 'tooManyRequests',
  'invalid-token': 'invalidToken',
  'two-factor-required': 'twoFactorRequired',
  'invalid-two-factor-code': 'invalidTwoFactorCode',
};

/**
 * The message for a failure: the catalogue entry of its code when the screen accepts that code,
 * else the screen's own fallback. `null` for an aborted call (nothing to show).
 */
export function authErrorKey(
  failure: ApiFailure,
  fallback: AuthErrorKey,
  accepted: readonly AuthErrorKey[],
): AuthErrorKey | null {
  if (failure.kind === 'aborted') return null;
  if (failure.kind === 'network') return 'network';
  const byCode = failure.code ? BY_CODE[failure.code] : undefined;
  // A 429 without a code (a proxy's) still means the same thing to the person waiting.
  const key = byCode ?? (failure.status === 429 ? 'tooManyRequests' : undefined);
  return key && accepted.includes(key) ? key : fallback;
}
