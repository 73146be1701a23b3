import { describe, expect, it } from 'vitest';
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

  it('lets short work carry on within its turn', async () => {
    const started = performance.now();
    let yields = 0;
    while (performance.now() - started < 2) {
      await yieldToEventLoop();
      yields += 1;
    }
    expect(yields).toBeGreaterThan(5);
  });
});
