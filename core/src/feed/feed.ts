import type { CloudEvent } from '@pintar/contracts';
import type { EventLog, Subscription } from '../ports/eventLog.ts';
import { uuidv7 } from '../shared/ids.ts';
import { advance, type FeedCursor } from './cursor.ts';

export const FEED_DEFAULT_LIMIT = 500;
export const FEED_MAX_LIMIT = 5000;

export interface FeedPage {
  events: CloudEvent[];
  /** Where the next page starts: after the last event of each partition in this one. */
  next: FeedCursor;
}

/** Up to `limit` events of `topics` after `cursor`, in order within each partition (key). */
export async function readFeedPage(
  log: EventLog,
  topics: readonly string[],
  cursor: FeedCursor,
  limit: number,
): Promise<FeedPage> {
  const stored = await log.readAfter(topics, cursor, limit);
  return { events: stored.map((s) => s.event), next: advance(cursor, stored) };
}

/** An event as the stream hands it over, with the cursor that resumes right after it. */
export interface FeedItem {
  event: CloudEvent;
  cursor: FeedCursor;
}

/**
 * Every event of `topics` after `cursor`, then each new one as it is appended, through a
 * volatile group of its own. `deliver` is awaited before the next batch is read, so a slow
 * consumer holds the stream back instead of filling memory.
 */
export function streamFeed(
  log: EventLog,
  topics: readonly string[],
  cursor: FeedCursor,
  deliver: (items: FeedItem[]) => Promise<void>,
): Promise<Subscription> {
  let at = cursor;
  return log.subscribe(
    { group: `feed-stream-${uuidv7()}`, topics, from: 'beginning', volatile: true, after: cursor },
    async (batch) => {
      const items = batch.map((stored) => {
        at = advance(at, [stored]);
        return { event: stored.event, cursor: at };
      });
      await deliver(items);
    },
  );
}
