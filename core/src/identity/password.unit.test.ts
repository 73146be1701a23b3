import { describe, expect, it } from 'vitest';
import { hashPassword, passwordScore, verifyPassword } from './password.ts';
import { validateLogin, validateRegistration } from './validate.ts';

describe('passwords', () => {
  it('hashes with argon2id and a fresh salt, and verifies only the right password', async () => {
    const hash = await hashPassword('Kopi-O-kosong-1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword('Kopi-O-kosong-1')).not.toBe(hash);
    expect(await verifyPassword('Kopi-O-kosong-1', hash)).toBe(true);
    expect(await verifyPassword('kopi-o-kosong-1', hash)).toBe(false);
    expect(await verifyPassword('x', 'not a hash')).toBe(false);
  });

  it('scores strength as the spec does: a point for length 8+, lower, upper, digit, symbol', () => {
    expect(passwordScore('abc')).toBe(1);
    expect(passwordScore('abcdefgh')).toBe(2);
    expect(passwordScore('Abcdefgh')).toBe(3);
    expect(passwordScore('Abcdefg1!')).toBe(5);
  });
});

describe('sign-up and sign-in validation', () => {
  const valid = {
    firstName: 'Siti',
    lastName: 'Nur',
    email: 'siti@example.my',
    phone: '+60 12 345 6789',
    password: 'Abcdefg1',
    terms: true,
  };

  it('uses the specification messages', () => {
    expect(
      validateRegistration({
        firstName: ' ',
        lastName: '',
        email: '',
        phone: '',
        password: '',
        terms: false,
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      password: 'Password is required',
      terms: 'You must agree to the Terms of Service and Privacy Policy',
    });
    expect(validateRegistration({ ...valid, email: 'siti@', phone: '12345', password: 'short' })).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      password: 'Password must be at least 8 characters',
    });
    expect(validateRegistration({ ...valid, password: 'abcdefgh' })).toEqual({
      password: 'Password is too weak. Use mix of letters, numbers, and symbols',
    });
    expect(validateRegistration(valid)).toEqual({});
    expect(validateLogin({ email: 'x', password: '12345' })).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
    });
  });
});
