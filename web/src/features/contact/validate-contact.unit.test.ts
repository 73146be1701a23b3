import { describe, expect, it } from 'vitest';
import { type ContactValues, trimContact, validateContact } from './validate-contact';

const valid: ContactValues = {
  name: 'Aminah',
  email: 'aminah@example.com',
  company: '',
  subject: 'Partnership',
  message: 'Hello Pintar team.',
};

describe('validateContact', () => {
  it('accepts a complete message without a company', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires name, email, subject and message, but not company', () => {
    const empty: ContactValues = { name: '', email: '', company: '', subject: '', message: '' };
    expect(validateContact(empty)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('treats whitespace-only values as empty', () => {
    expect(validateContact({ ...valid, name: '   ', message: '\n\t' })).toEqual({
      name: 'Name is required',
      message: 'Message is required',
    });
  });

  it('checks the email shape', () => {
    const invalid = [
      'aminah',
      'aminah@',
      'aminah@example',
      'a b@example.com',
      '@example.com',
      'a@.example.com',
    ];
    for (const email of [...invalid, 'a@example..com', 'a@example.com.', 'a@b@example.com']) {
      expect(validateContact({ ...valid, email })).toEqual({ email: 'Please enter a valid email address' });
    }
    expect(validateContact({ ...valid, email: '  aminah@example.com.my ' })).toEqual({});
  });

  it('enforces the maximum lengths after trimming', () => {
    expect(validateContact({ ...valid, name: 'a'.repeat(100) })).toEqual({});
    expect(validateContact({ ...valid, name: ` ${'a'.repeat(100)} ` })).toEqual({});
    expect(
      validateContact({
        name: 'a'.repeat(101),
        email: `${'a'.repeat(250)}@example.com`,
        company: 'c'.repeat(101),
        subject: 's'.repeat(151),
        message: 'm'.repeat(5001),
      }),
    ).toEqual({
      name: 'Name must be at most 100 characters',
      email: 'Email must be at most 254 characters',
      company: 'Company must be at most 100 characters',
      subject: 'Subject must be at most 150 characters',
      message: 'Message must be at most 5000 characters',
    });
  });
});

describe('trimContact', () => {
  it('trims every field', () => {
    expect(trimContact({ ...valid, name: '  Aminah ', company: ' ' })).toEqual({ ...valid, company: '' });
  });
});
