import { IDENTITY_TOPICS } from '../identity/identity.ts';
import type { EventLog } from '../ports/eventLog.ts';
import { ALL_TOPICS, readTopic } from './backup.ts';
import { RestoreRefused } from './restoreRefused.ts';

const ACCOUNT_TOPICS = new Set<string>(Object.values(IDENTITY_TOPICS));

const notEmpty = (topic: string) =>
  new RestoreRefused(
    'not-empty',
    `This installation already holds events (${topic}); restore only into an empty one.`,
  );

/**
 * Refuses unless no topic of this installation holds an event. Through the API an administrator
 * must exist to upload the file, so `account` (the caller's uid) may own events on the identity
 * topics: the first administrator a fresh start creates, its sign-ins and sessions. Anything
 * else (another account, a place, a probe round) makes the installation not empty.
 */
export async function assertEmpty(log: EventLog, topics: readonly string[], account?: string): Promise<void> {
  for (const topic of new Set([...ALL_TOPICS, ...topics])) {
    const ends = await log.latest(topic);
    if (![...ends.values()].some((end) => end >= 0)) continue;
    if (!account || !ACCOUNT_TOPICS.has(topic)) throw notEmpty(topic);
    await readTopic(log, topic, async (batch) => {
      if (batch.some(({ event }) => event.subject !== account)) throw notEmpty(topic);
    });
  }
}
