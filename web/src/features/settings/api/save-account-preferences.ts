import { authApiClient, withTimeout } from '../../../lib/api-client';
import { type ApiOutcome, toOutcome } from '../../../lib/api-outcome';
import type { UserProfile } from '../../../lib/session';
import type { Settings } from '../../../lib/settings';

/** The settings the server acts on (language and theme of mails, whether to mail, idle sign-out) go to the account too. */
export function saveAccountPreferences(
  signal: AbortSignal,
  settings: Settings,
): Promise<ApiOutcome<UserProfile>> {
  const preferences = {
    language: settings.general.language,
    theme: settings.general.theme,
    notifications: settings.notifications.email,
    // The server ends a session idle for longer than this (minutes).
    sessionTimeout: settings.security.sessionTimeout,
  };
  return toOutcome(
    authApiClient.PATCH('/api/auth/me', { body: { preferences }, signal: withTimeout(signal) }),
    signal,
  );
}
