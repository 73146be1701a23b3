import { EVENT_TYPES } from '@pintar/contracts';
import { describe, expect, it } from 'vitest';
import type { SubmitContactMessage } from './contact.ts';
import { decideSubmitContactMessage } from './decide.ts';

const when = (data: SubmitContactMessage['data']) =>
  decideSubmitContactMessage({
    type: 'SubmitContactMessage',
    data,
    metadata: { messageId: 'm-1', clientHash: 'c0ffee' },
  });

const valid = { name: 'Siti', email: 'siti@example.my', subject: 'Hello', message: 'Is Pintar free?' };

describe('SubmitContactMessage', () => {
  it('then ContactMessageSubmitted, trimmed, with the message id as subject', () => {
    const decision = when({ ...valid, name: '  Siti  ', company: '' });
    expect(decision).toEqual({
      ok: true,
      events: [
        {
          type: EVENT_TYPES.contactMessageSubmitted,
          subject: 'm-1',
          data: {
            messageId: 'm-1',
            name: 'Siti',
            email: 'siti@example.my',
            company: null,
            subject: 'Hello',
            message: 'Is Pintar free?',
            clientHash: 'c0ffee',
          },
        },
      ],
    });
  });

  it('then field errors for missing, blank, malformed and over-long fields', () => {
    expect(when({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
    expect(when({ ...valid, email: 'siti@example' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    });
    expect(when({ ...valid, company: 'c'.repeat(101) })).toEqual({
      ok: false,
      errors: { company: 'Company must be at most 100 characters' },
    });
    expect(when({ ...valid, message: 'm'.repeat(5001) })).toEqual({
      ok: false,
      errors: { message: 'Message must be at most 5000 characters' },
    });
  });

  it('accepts the longest allowed values', () => {
    expect(when({ ...valid, name: 'n'.repeat(100), message: 'm'.repeat(5000) }).ok).toBe(true);
  });
});
