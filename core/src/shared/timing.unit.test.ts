import { describe, expect, it, vi } from 'vitest';
import { yieldToEventLoop } from './timing.ts';

const busy = (ms: number) => {
  for (const until = performance.now() + ms; performance.now() < until;);
};

describe('yieldToEventLoop', () => {
  it('resumes one slice of background work per turn, so timers run between any two', async () => {
    const log: string[] = [];
    const ticker = setInterval(() => log.push('tick'), 1);
    const task = async (name: string) => {
      for (let n = 0; n < 3; n++) {
        busy(10);
        log.push(name);
        await yieldToEventLoop();
      }
    };
    await Promise.all(['a', 'b', 'c', 'd'].map(task));
    clearInterval(ticker);
    const slices = log.filter((entry) => entry !== 'tick');
    expect(slices).toHaveLength(12);
    // The four first slices run as the tasks start; after that every slice is longer than a
    // turn's budget, so the ticker gets a turn after each one.
    const afterStart = log.slice(log.indexOf('d') + 1);
    const backToBack = afterStart.filter(
      (entry, i) => i > 0 && entry !== 'tick' && afterStart[i - 1] !== 'tick',
    );
    expect(backToBack, log.join(' ')).toEqual([]);
  });

  it('lets short work carry on within its turn, and hands the turn back once over budget', async () => {
    // The clock is driven by hand: what counts is where the budget ends, not this machine's speed.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const log: string[] = [];
    const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
    try {
      // Later than any real reading, so the first yield waits for a turn, which starts the budget.
      const start = performance.timeOrigin;
      now = start;
      await yieldToEventLoop();
      setImmediate(() => log.push('turn'));
      for (const at of [1, 3, 4.9]) {
        now = start + at;
        await yieldToEventLoop();
        log.push(`slice at ${at} ms`);
      }
      now = start + 5;
      await yieldToEventLoop();
      log.push('slice at 5 ms');
      await turn();
    } finally {
      vi.restoreAllMocks();
    }
    expect(log).toEqual(['slice at 1 ms', 'slice at 3 ms', 'slice at 4.9 ms', 'turn', 'slice at 5 ms']);
  });
});
