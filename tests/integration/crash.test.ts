import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  CONTACT_SEARCH,
  CONTACT_TOPIC,
  contactMessagesProjection,
  decideSubmitContactMessage,
  openPlatform,
  type Platform,
  recordEvents,
} from '@pintar/core';
import { loadPlatformSettings } from '@pintar/core';
import { realEngines } from '../support/realEngines.ts';
import { type PintarProcess, stackEnv, startWorkersProcess } from '../support/stack.ts';

const engines = realEngines();
const TOTAL = 10_000;

function contactEvent(i: number) {
  const decision = decideSubmitContactMessage({
    type: 'SubmitContactMessage',
    data: {
      name: `Rider ${i}`,
      email: `r${i}@example.my`,
      subject: `Trip ${i}`,
      message: 'Kajang line delay',
    },
    metadata: { messageId: randomUUID(), clientHash: 'crash-test' },
  });
  if (!decision.ok) throw new Error('bad fixture');
  return decision.events;
}

describe.skipIf(!engines)('workers killed with SIGKILL mid-stream', () => {
  let env: Record<string, string>;
  let platform: Platform;
  let workers: PintarProcess | undefined;

  beforeAll(async () => {
    env = stackEnv(engines!).env;
    platform = await openPlatform(loadPlatformSettings(env), 'crash-test');
  });
  afterAll(async () => {
    await workers?.stop();
    await platform?.close();
  });

  it(
    'ends with exactly 10,000 documents and index entries: none lost, none doubled',
    { timeout: 600_000 },
    async () => {
      workers = await startWorkersProcess(env);
      const messages = await platform.documents.collection(CONTACT_MESSAGES);
      const writing = (async () => {
        for (let i = 0; i < TOTAL; i += 100) {
          const batch = Array.from({ length: 100 }, (_, j) =>
            recordEvents(platform.eventLog, CONTACT_TOPIC, contactEvent(i + j), {
              actor: 'test',
              correlationId: 'crash',
            }),
          );
          await Promise.all(batch);
        }
      })();
      // Kill the projector once it is well into the stream, while events keep arriving. Progress is
      // read from the group's committed offsets (cheap), not by counting documents.
      const committedCount = async () => {
        let done = 0;
        for (const [partition] of await platform.eventLog.latest(CONTACT_TOPIC)) {
          done +=
            (await platform.eventLog.committed(contactMessagesProjection.name, CONTACT_TOPIC, partition)) + 1;
        }
        return done;
      };
      await expect.poll(committedCount, { timeout: 120_000, interval: 100 }).toBeGreaterThan(1_500);
      workers.child.kill('SIGKILL');
      await workers.exited;
      expect(await platform.eventLog.pending(contactMessagesProjection.name, CONTACT_TOPIC)).toBeGreaterThan(
        0,
      );
      await writing;

      workers = await startWorkersProcess(env);
      await expect
        .poll(() => platform.eventLog.pending(contactMessagesProjection.name, CONTACT_TOPIC), {
          timeout: 240_000,
          interval: 500,
        })
        .toBe(0);
      expect(await messages.count()).toBe(TOTAL);
      const index = await platform.search.index(CONTACT_SEARCH);
      await expect.poll(() => index.count(), { timeout: 120_000, interval: 500 }).toBe(TOTAL);
    },
  );
});
