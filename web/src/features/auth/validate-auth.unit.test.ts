import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en';
import { emailIssue, validateLogin, validateNewPassword } from './validate-auth';
import { type SignupValues, validateSignup } from './validate-signup';

/** The English message of each issue: the spec's wording, verbatim. */
function messages(issues: Partial<Record<string, keyof typeof en.validation>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(issues).map(([field, key]) => [field, key ? en.validation[key] : '']),
  );
}

describe('validateLogin', () => {
  it('requires an address-like email and a 6-character password', () => {
    expect(messages(validateLogin({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messages(validateLogin({ email: 'aminah@', password: '12345' }))).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
    });
    expect(validateLogin({ email: ' aminah@example.my ', password: '123456' })).toEqual({});
  });
});

const valid: SignupValues = {
  firstName: 'Aminah',
  lastName: 'Yusof',
  email: 'aminah@example.my',
  phone: '+60 12 345 6789',
  password: 'Kuala1umpur!',
  confirmPassword: 'Kuala1umpur!',
  terms: true,
};

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('uses every sign-up message of the spec', () => {
    const empty: SignupValues = {
      firstName: ' ',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      terms: false,
    };
    expect(messages(validateSignup(empty))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      terms: 'You must agree to the Terms of Service and Privacy Policy',
    });
    expect(
      messages(
        validateSignup({
          ...valid,
          email: 'aminah',
          phone: '12345',
          password: 'short',
          confirmPassword: 'x',
        }),
      ),
    ).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(messages(validateSignup({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' }))).toEqual(
      {
        password: 'Password is too weak. Use mix of letters, numbers, and symbols',
      },
    );
  });

  it('takes an optional + and 10 to 15 digits once spaces and hyphens are removed, if it is a possible number', () => {
    for (const phone of [
      '0123456789',
      '+60123456789',
      '+60 12 345 6789',
      '012-345 6789',
      '+60 12-345 6789',
      '+86 139 1234 5678',
    ]) {
      expect(validateSignup({ ...valid, phone }).phone).toBeUndefined();
    }
    for (const phone of [
      '123456789',
      '1234567890123456',
      '++60123456789',
      '60 12 abc 6789',
      '123456789012345', // 15 digits, but no number anywhere: no E.164 to store
    ]) {
      expect(validateSignup({ ...valid, phone }).phone).toBe('phoneInvalid');
    }
  });
});

describe('forgot and reset password', () => {
  it('checks the address as sign-up does', () => {
    expect(emailIssue('')).toBe('emailRequired');
    expect(emailIssue('aminah@example')).toBe('emailInvalid');
    expect(emailIssue('aminah@example.my')).toBeUndefined();
  });

  it('applies the sign-up password rules to a new password', () => {
    expect(messages(validateNewPassword({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }))).toEqual({
      password: 'Password is too weak. Use mix of letters, numbers, and symbols',
    });
    expect(validateNewPassword({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toEqual({});
  });
});
