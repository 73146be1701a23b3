import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en';
import type { ApiFailure } from './api-outcome';
import { authErrorKey } from './auth-errors';

const failed = (status: number, code?: string): ApiFailure => ({
  kind: 'failed',
  status,
  code,
  fieldErrors: {},
});
const LOGIN = ['invalidCredential', 'userDisabled', 'tooManyRequests'] as const;
const message = (failure: ApiFailure) => {
  const key = authErrorKey(failure, 'loginFailed', LOGIN);
  return key ? en.auth.errors[key] : null;
};

describe('authErrorKey', () => {
  it("maps the login codes to the catalogue's first reading", () => {
    expect(message(failed(401, 'invalid-credential'))).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(message(failed(403, 'user-disabled'))).toBe(
      'This account has been disabled. Please contact support.',
    );
    expect(message(failed(429, 'too-many-requests'))).toBe(
      'Too many failed attempts. Please try again later.',
    );
    expect(message(failed(429))).toBe('Too many failed attempts. Please try again later.');
  });

  it("falls back to the screen's message for other codes and statuses", () => {
    expect(message(failed(500, 'internal-error'))).toBe(
      'Login failed. Please check your credentials and try again.',
    );
    expect(message(failed(409, 'email-already-in-use'))).toBe(
      'Login failed. Please check your credentials and try again.',
    );
  });

  it('maps the sign-up codes when the sign-up screen accepts them', () => {
    const accepted = ['emailAlreadyInUse', 'weakPassword', 'invalidEmail', 'tooManyRequests'] as const;
    const signup = (failure: ApiFailure) =>
      en.auth.errors[authErrorKey(failure, 'signupFailed', accepted) ?? 'other'];
    expect(signup(failed(409, 'email-already-in-use'))).toBe(
      'An account with this email already exists. Please login instead.',
    );
    expect(signup(failed(400, 'weak-password'))).toBe(
      'Password is too weak. Please choose a stronger password.',
    );
    expect(signup(failed(400, 'invalid-email'))).toBe('Please enter a valid email address.');
    expect(signup(failed(503))).toBe('Account creation failed. Please try again.');
  });

  it('says network for no answer and nothing for an aborted call', () => {
    expect(authErrorKey({ kind: 'network' }, 'loginFailed', LOGIN)).toBe('network');
    expect(authErrorKey({ kind: 'aborted' }, 'loginFailed', LOGIN)).toBeNull();
  });
});
