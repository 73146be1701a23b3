import type { components } from '@pintar/contracts/openapi';
import { authApiClient, authFetchNoRetry, withTimeout } from '../../../lib/api-client';
import { type ApiFailure, type ApiOutcome, toOutcome } from '../../../lib/api-outcome';
import type { UserProfile } from '../../../lib/session';

export type ProfileUpdate = components['schemas']['ProfileUpdate'];

export function updateProfile(signal: AbortSignal, body: ProfileUpdate): Promise<ApiOutcome<UserProfile>> {
  return toOutcome(authApiClient.PATCH('/api/auth/me', { body, signal: withTimeout(signal) }), signal);
}

/** The raw image as the body, typed by its own Content-Type (the API takes PNG, JPEG or WebP). */
export function uploadAvatar(signal: AbortSignal, file: File): Promise<ApiOutcome<UserProfile>> {
  return toOutcome(
    authApiClient.PUT('/api/auth/me/avatar', {
      body: file as unknown as string,
      bodySerializer: (body: unknown) => body as Blob,
      headers: { 'Content-Type': file.type },
      signal: withTimeout(signal),
    }),
    signal,
  );
}

/** A 401 here means a wrong current password, so it must not run the sign-out-on-401 rule. */
export function changePassword(
  signal: AbortSignal,
  currentPassword: string,
  newPassword: string,
): Promise<ApiOutcome<unknown>> {
  return toOutcome(
    authApiClient.POST('/api/auth/password', {
      body: { currentPassword, newPassword },
      fetch: authFetchNoRetry,
      signal: withTimeout(signal),
    }),
    signal,
  );
}

export type SaveProfileResult =
  | { kind: 'saved'; user: UserProfile }
  /** `user` is set when the details were saved but the picture then failed. */
  | { kind: 'failed'; step: 'details' | 'avatar'; failure: ApiFailure; user?: UserProfile };

/** The edited details (if any changed), then the new picture (if one was chosen). */
export async function saveProfile(
  signal: AbortSignal,
  current: UserProfile,
  changes: ProfileUpdate,
  picture: File | null,
): Promise<SaveProfileResult> {
  let user = current;
  if (Object.keys(changes).length > 0) {
    const outcome = await updateProfile(signal, changes);
    if (outcome.kind !== 'ok') return { kind: 'failed', step: 'details', failure: outcome };
    user = outcome.data;
  }
  if (picture) {
    const outcome = await uploadAvatar(signal, picture);
    if (outcome.kind !== 'ok') {
      return { kind: 'failed', step: 'avatar', failure: outcome, user: user === current ? undefined : user };
    }
    user = outcome.data;
  }
  return { kind: 'saved', user };
}
