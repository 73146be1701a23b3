import { describe, expect, it } from 'vitest';
import { chunk, parseJson, problemMessage, withFieldError } from './problem';

describe('problem details', () => {
  it("shows the server's message, else the status", () => {
    const forbidden = { status: 403, code: 'forbidden', message: 'Only a super admin can grant admin.' };
    expect(problemMessage(403, 'Forbidden', forbidden)).toBe('Only a super admin can grant admin.');
    expect(problemMessage(502, 'Bad Gateway', null)).toBe('HTTP 502: Bad Gateway');
    expect(problemMessage(500, '', parseJson('<html>'))).toBe('HTTP 500');
  });

  it('puts a message under a form field, keeping the other field errors', () => {
    const conflict = {
      status: 409,
      code: 'email-already-in-use',
      message: 'An account with this email already exists.',
    };
    expect(withFieldError(conflict, 'email', conflict.message)).toEqual({
      ...conflict,
      errors: { email: 'An account with this email already exists.' },
    });
    expect(withFieldError({ errors: { displayName: 'Too long' } }, 'email', 'Taken').errors).toEqual({
      displayName: 'Too long',
      email: 'Taken',
    });
  });

  it('splits ids into batches the bulk endpoints accept', () => {
    const ids = Array.from({ length: 450 }, (_, i) => `u${i}`);
    expect(chunk(ids, 200).map((batch) => batch.length)).toEqual([200, 200, 50]);
    expect(chunk([], 200)).toEqual([]);
  });
});
