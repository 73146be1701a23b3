// Profile and change-password rules. Pure, unit-tested. Keys are those of `validation` and
// `profile.errors` in the locale files.
import {
  compactIssues,
  confirmPasswordIssue,
  newPasswordIssue,
  type ValidationKey,
} from '../../lib/validation';

/** The API's limits (ProfileUpdate in contracts/openapi.yaml). */
export const PROFILE_MAX_LENGTH = { displayName: 80, bio: 500, location: 100 } as const;

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 256 * 1024;

export type AvatarIssue = 'pictureType' | 'pictureSize';

/** Checked before uploading, so a wrong file fails at once instead of after the upload. */
export function avatarIssue(file: { type: string; size: number }): AvatarIssue | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'pictureType';
  if (file.size > AVATAR_MAX_BYTES) return 'pictureSize';
  return undefined;
}

export const PROFILE_FIELDS = ['displayName', 'bio', 'location'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export function validateProfile(
  values: Record<ProfileField, string>,
): Partial<Record<ProfileField, ValidationKey>> {
  return compactIssues({
    displayName: values.displayName.trim() === '' ? 'displayNameRequired' : undefined,
    bio: undefined,
    location: undefined,
  });
}

/** Only what changed, trimmed; `{}` when nothing did. */
export function profileChanges(
  values: Record<ProfileField, string>,
  current: Partial<Record<ProfileField, string | null>>,
): Partial<Record<ProfileField, string>> {
  const changes: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const next = values[field].trim();
    if (next !== (current[field] ?? '')) changes[field] = next;
  }
  return changes;
}

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

export function validatePasswordChange(
  values: Record<PasswordField, string>,
): Partial<Record<PasswordField, ValidationKey>> {
  return compactIssues({
    currentPassword: values.currentPassword === '' ? 'passwordRequired' : undefined,
    newPassword: newPasswordIssue(values.newPassword),
    confirmPassword: confirmPasswordIssue(values.newPassword, values.confirmPassword),
  });
}
