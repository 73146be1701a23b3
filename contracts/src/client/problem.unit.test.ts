import { describe, expect, it } from 'vitest';
import { asProblem, fieldErrorsOf, problemMessage } from './problem.ts';

const problem = {
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  code: 'validation-failed',
  message: 'Check the highlighted fields.',
  errors: { email: 'Please enter a valid email address', age: 3 },
};

describe('Problem Details, as both apps read them', () => {
  it('recognises a Problem and nothing else (a proxy page, a list, null)', () => {
    expect(asProblem(problem)?.code).toBe('validation-failed');
    expect(asProblem('<html>Bad gateway</html>')).toBeUndefined();
    expect(asProblem([problem])).toBeUndefined();
    expect(asProblem({ message: 'no status' })).toBeUndefined();
  });

  it("shows the server's sentence, else its title, else the HTTP status", () => {
    expect(problemMessage(400, 'Bad Request', problem)).toBe('Check the highlighted fields.');
    expect(problemMessage(502, 'Bad Gateway', { title: 'Bad Gateway' })).toBe('Bad Gateway');
    expect(problemMessage(502, 'Bad Gateway', null)).toBe('HTTP 502: Bad Gateway');
    expect(problemMessage(502, '', 'x')).toBe('HTTP 502');
  });

  it('keeps the per-field messages that are text', () => {
    expect(fieldErrorsOf(problem)).toEqual({ email: 'Please enter a valid email address' });
    expect(fieldErrorsOf('oops')).toEqual({});
  });
});
