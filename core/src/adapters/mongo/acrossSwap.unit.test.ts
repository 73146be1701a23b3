import { describe, expect, it } from 'vitest';
import { acrossSwap } from './documentStore.ts';

/** A read failing with `error` the first `times` times, then answering 'read'. */
const failing = (error: object, times = 1) => {
  let calls = 0;
  const read = async () => {
    calls += 1;
    if (calls <= times) throw Object.assign(new Error('failed'), error);
    return 'read';
  };
  return { read, calls: () => calls };
};

describe('acrossSwap', () => {
  it("reads again once when a rebuild's swap took the collection from under the read", async () => {
    for (const error of [
      { code: 43, message: 'cursor id 1 not found' },
      { code: 1, message: 'SQL logic error: no such table: contact_messages_89fa1fe0 (1)' },
    ]) {
      const read = failing(error);
      await expect(acrossSwap(read.read)).resolves.toBe('read');
      expect(read.calls()).toBe(2);
    }
  });

  it('passes other failures on, and a second failure too', async () => {
    const other = failing({ code: 11000, message: 'duplicate key' });
    await expect(acrossSwap(other.read)).rejects.toMatchObject({ code: 11000 });
    expect(other.calls()).toBe(1);
    const twice = failing({ code: 43, message: 'cursor not found' }, 2);
    await expect(acrossSwap(twice.read)).rejects.toMatchObject({ code: 43 });
    expect(twice.calls()).toBe(2);
  });
});
