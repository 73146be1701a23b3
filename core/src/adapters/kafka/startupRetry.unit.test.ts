import { describe, expect, it } from 'vitest';
import { isStartingUp, KafkaNotReadyError, retryWhileStarting, type StartupRetry } from './startupRetry.ts';

const protocolError = (type: string) => Object.assign(new Error(`broker says ${type}`), { type });

/** A clock that moves only when the retry waits, so no test sleeps. */
function fakeClock(lines: string[]): StartupRetry & { waited: number[] } {
  let now = 0;
  const waited: number[] = [];
  return {
    budgetMs: 60_000,
    firstDelayMs: 500,
    maxDelayMs: 8_000,
    log: (line) => lines.push(line),
    now: () => now,
    sleep: async (ms) => {
      waited.push(ms);
      now += ms;
    },
    waited,
  };
}

describe('retryWhileStarting', () => {
  it('connects once the broker has a leader: two refusals, then success, each logged', async () => {
    const failures = [protocolError('LEADER_NOT_AVAILABLE'), protocolError('NOT_LEADER_FOR_PARTITION')];
    let calls = 0;
    const admin = {
      async connect() {
        calls += 1;
        const failure = failures.shift();
        if (failure) throw failure;
        return 'connected';
      },
    };
    const lines: string[] = [];
    const clock = fakeClock(lines);
    await expect(retryWhileStarting('connecting', () => admin.connect(), clock)).resolves.toBe('connected');
    expect(calls).toBe(3);
    expect(clock.waited).toEqual([500, 1000]);
    expect(lines).toEqual([
      'Kafka not ready (connecting, attempt 1): broker says LEADER_NOT_AVAILABLE; retrying in 500 ms',
      'Kafka not ready (connecting, attempt 2): broker says NOT_LEADER_FOR_PARTITION; retrying in 1000 ms',
    ]);
  });

  it('gives up after the budget with a message naming the cause', async () => {
    const clock = fakeClock([]);
    const timeout = Object.assign(new Error('Timeout while fetching metadata'), { name: 'KafkaJSTimeout' });
    const failing = retryWhileStarting('subscribing to pintar.places', () => Promise.reject(timeout), clock);
    await expect(failing).rejects.toBeInstanceOf(KafkaNotReadyError);
    await expect(failing).rejects.toThrow(
      /^Kafka was not ready after 60 s \(\d+ attempts at subscribing to pintar.places\): Timeout while fetching metadata$/,
    );
    expect(clock.waited.reduce((a, b) => a + b, 0)).toBe(60_000);
    expect(Math.max(...clock.waited)).toBe(8_000);
  });

  it('does not retry an error that waiting cannot fix', async () => {
    let calls = 0;
    const denied = Object.assign(new Error('not authorised'), { type: 'TOPIC_AUTHORIZATION_FAILED' });
    const work = async () => {
      calls += 1;
      throw denied;
    };
    await expect(retryWhileStarting('connecting', work, fakeClock([]))).rejects.toBe(denied);
    expect(calls).toBe(1);
  });

  it('sees a passing cause inside kafkajs retries-exceeded errors', () => {
    const wrapped = {
      name: 'KafkaJSNumberOfRetriesExceeded',
      originalError: protocolError('LEADER_NOT_AVAILABLE'),
    };
    expect(isStartingUp(wrapped)).toBe(true);
    const hopeless = { name: 'KafkaJSNumberOfRetriesExceeded', originalError: new Error('SASL refused') };
    expect(isStartingUp(hopeless)).toBe(false);
  });
});
