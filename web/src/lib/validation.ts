// Rules shared by the sign-up, reset-password and change-password forms (spec section 5). Each
// check returns a key of `validation` in the locale files, whose English text is the spec's.
import type { Resource } from '../i18n/locales/en';

export type ValidationKey = keyof Resource['validation'];
export type StrengthKey = keyof Resource['passwordStrength']['levels'];

// Same shape as the server (core/src/shared/validation.ts): local@label.label, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

export const PASSWORD_MIN_LENGTH = 8;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
/** At least "Good" (3 of 5). */
export const PASSWORD_MIN_SCORE = 3;

/** One point each for: 8+ characters, a lowercase letter, an uppercase letter, a digit, a symbol. */
export function passwordScore(password: string): number {
  return [
    password.length >= PASSWORD_MIN_LENGTH,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
}

const LEVELS: readonly StrengthKey[] = ['weak', 'weak', 'fair', 'good', 'strong', 'veryStrong'];

export function strengthLevel(score: number): StrengthKey {
  return LEVELS[Math.max(0, Math.min(5, Math.trunc(score)))] ?? 'weak';
}

/** A new password (sign-up, reset, change): required, 8+ characters, strength at least 3. */
export function newPasswordIssue(password: string): ValidationKey | undefined {
  if (password === '') return 'passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordMinLength';
  if (passwordScore(password) < PASSWORD_MIN_SCORE) return 'passwordWeak';
  return undefined;
}

export function confirmPasswordIssue(password: string, confirm: string): ValidationKey | undefined {
  if (confirm === '') return 'confirmPasswordRequired';
  if (confirm !== password) return 'passwordsDoNotMatch';
  return undefined;
}

/** Drops the undefined entries, so `{}` means valid. */
export function compactIssues<F extends string>(
  issues: Record<F, ValidationKey | undefined>,
): Partial<Record<F, ValidationKey>> {
  const result: Partial<Record<F, ValidationKey>> = {};
  for (const [field, key] of Object.entries(issues) as Array<[F, ValidationKey | undefined]>) {
    if (key) result[field] = key;
  }
  return result;
}
