// The sign-in, sign-up, forgot- and reset-password rules of spec section 5. Pure, unit-tested; each
// entry is a key of `validation` in the locale files (English text verbatim from the spec).
import {
  compactIssues,
  confirmPasswordIssue,
  isEmail,
  LOGIN_PASSWORD_MIN_LENGTH,
  newPasswordIssue,
  type ValidationKey,
} from '../../lib/validation';

export type Issues<F extends string> = Partial<Record<F, ValidationKey>>;

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

export function validateLogin(values: Record<LoginField, string>): Issues<LoginField> {
  const email = values.email.trim();
  return compactIssues({
    email: email === '' ? 'emailRequired' : isEmail(email) ? undefined : 'emailInvalidShort',
    password:
      values.password === ''
        ? 'passwordRequired'
        : values.password.length < LOGIN_PASSWORD_MIN_LENGTH
          ? 'passwordMinLengthLogin'
          : undefined,
  });
}

/** The address as sign-up and forgot-password check it ("... valid email address"). */
export function emailIssue(value: string): ValidationKey | undefined {
  const email = value.trim();
  if (email === '') return 'emailRequired';
  return isEmail(email) ? undefined : 'emailInvalid';
}

export const RESET_FIELDS = ['password', 'confirmPassword'] as const;
export type ResetField = (typeof RESET_FIELDS)[number];

export function validateNewPassword(values: Record<ResetField, string>): Issues<ResetField> {
  return compactIssues({
    password: newPasswordIssue(values.password),
    confirmPassword: confirmPasswordIssue(values.password, values.confirmPassword),
  });
}
