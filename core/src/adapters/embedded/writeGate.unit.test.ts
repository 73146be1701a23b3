import { describe, expect, it } from 'vitest';
import { WriteGate } from './writeGate.ts';

describe('WriteGate', () => {
  it('runs a write at once while free, and queues writes in order behind one in progress', async () => {
    const gate = new WriteGate();
    const order: string[] = [];
    const now = gate.run(() => order.push('free'));
    expect(order).toEqual(['free']); // synchronous while nothing holds the gate
    await now;
    let finish!: () => void;
    const held = gate.hold(() =>
      new Promise<void>((resolve) => (finish = resolve)).then(() => order.push('held')),
    );
    const later = [gate.run(() => order.push('first')), gate.run(() => order.push('second'))];
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['free']);
    finish();
    await Promise.all([held, ...later]);
    expect(order).toEqual(['free', 'held', 'first', 'second']);
  });

  it('passes a failing write on to its caller and lets the next one through', async () => {
    const gate = new WriteGate();
    await expect(
      gate.run(() => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    await expect(gate.hold(async () => Promise.reject(new Error('thread lost')))).rejects.toThrow(
      'thread lost',
    );
    await expect(gate.run(() => 'written')).resolves.toBe('written');
  });
});
