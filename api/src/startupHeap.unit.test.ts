import { describe, expect, it } from 'vitest';
import { releaseWhenCaughtUp } from './startupHeap.ts';

describe('releaseWhenCaughtUp', () => {
  it('waits until nothing is left to project', async () => {
    const lags = [3, 2, 0];
    let asked = 0;
    await releaseWhenCaughtUp(async () => lags[asked++] ?? 0, { everyMs: 5 });
    expect(asked).toBe(3);
  });

  it('gives up waiting after its bound, and on a log that cannot answer', async () => {
    // The lag never reaches 0: returning at all is giving up at the bound.
    await releaseWhenCaughtUp(async () => 1, { everyMs: 5, atMostMs: 50 });
    let asked = 0;
    await releaseWhenCaughtUp(async () => {
      asked += 1;
      throw new Error('unreachable');
    });
    expect(asked).toBe(1);
  });
});
