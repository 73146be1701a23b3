import { describe, expect, it } from 'vitest';
import { isEngineUnreachable } from './errors.ts';

const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });

describe('an engine out of reach', () => {
  it('is told from a bug by the driver error it raises', () => {
    expect(isEngineUnreachable(named('MongoServerSelectionError'))).toBe(true);
    expect(isEngineUnreachable(named('MongoNetworkError'))).toBe(true);
    expect(isEngineUnreachable(named('ConnectionError'))).toBe(true);
    expect(
      isEngineUnreachable(
        named('MongooseError', 'Operation `users.findOne()` buffering timed out after 10000ms'),
      ),
    ).toBe(true);
  });

  it('leaves every other error a 500', () => {
    expect(isEngineUnreachable(named('MongooseError', 'Cast to ObjectId failed'))).toBe(false);
    expect(isEngineUnreachable(named('MongoServerError', 'E11000 duplicate key'))).toBe(false);
    expect(isEngineUnreachable(new TypeError('x is undefined'))).toBe(false);
    expect(isEngineUnreachable(undefined)).toBe(false);
  });
});
