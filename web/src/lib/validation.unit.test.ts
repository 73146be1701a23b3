import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en';
import { confirmPasswordIssue, isEmail, newPasswordIssue, passwordScore, strengthLevel } from './validation';

describe('password strength', () => {
  it('gives one point each for length 8+, lowercase, uppercase, digit and symbol', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('abc')).toBe(1);
    expect(passwordScore('abcdefgh')).toBe(2);
    expect(passwordScore('Abcdefgh')).toBe(3);
    expect(passwordScore('Abcdefg1')).toBe(4);
    expect(passwordScore('Abcdef1!')).toBe(5);
    expect(passwordScore('A1!')).toBe(3);
    expect(passwordScore('kata laluan')).toBe(3); // A space is a symbol.
  });

  it('labels the scores Weak (0-1), Fair, Good, Strong, Very Strong', () => {
    const labels = [0, 1, 2, 3, 4, 5].map((score) => en.passwordStrength.levels[strengthLevel(score)]);
    expect(labels).toEqual(['Weak', 'Weak', 'Fair', 'Good', 'Strong', 'Very Strong']);
  });
});

describe('new password rules', () => {
  const message = (key: keyof typeof en.validation | undefined) => (key ? en.validation[key] : undefined);

  it('requires 8 characters and a score of at least 3, in that order', () => {
    expect(message(newPasswordIssue(''))).toBe('Password is required');
    expect(message(newPasswordIssue('Ab1!'))).toBe('Password must be at least 8 characters');
    expect(message(newPasswordIssue('abcdefgh'))).toBe(
      'Password is too weak. Use mix of letters, numbers, and symbols',
    );
    expect(newPasswordIssue('abcdefg1')).toBeUndefined();
  });

  it('requires a matching confirmation', () => {
    expect(message(confirmPasswordIssue('Abcdefg1', ''))).toBe('Please confirm your password');
    expect(message(confirmPasswordIssue('Abcdefg1', 'abcdefg1'))).toBe('Passwords do not match');
    expect(confirmPasswordIssue('Abcdefg1', 'Abcdefg1')).toBeUndefined();
  });
});

describe('isEmail', () => {
  it('matches the server shape', () => {
    expect(isEmail('aminah@example.my')).toBe(true);
    expect(isEmail(' aminah@example.com.my ')).toBe(true);
    for (const value of ['aminah', 'aminah@example', 'a b@example.com', 'a@example..com']) {
      expect(isEmail(value)).toBe(false);
    }
  });
});
