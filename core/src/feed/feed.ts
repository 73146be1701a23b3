import type { CloudEvent } from '@pintar/contracts';
import type { EventLog, Subscription } from '../ports/eventLog.ts';
import { currentIdentityEvent } from '../identity/legacy.ts';
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
  const events = stored.map((s) => served(s.event)).filter((e) => e !== null);
  return { events, next: advance(cursor, stored) };
}

/**
 * An event as a consumer may see it: an old-shape account event loses its secrets (or, when it
 * was nothing but a secret, is skipped while the cursor still moves past it).
 */
function served(event: CloudEvent): CloudEvent | null {
  return currentIdentityEvent(event);
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
      const items: FeedItem[] = [];
      for (const stored of batch) {
        at = advance(at, [stored]);
        const event = served(stored.event);
        if (event) items.push({ event, cursor: at });
      }
      if (items.length > 0) await deliver(items);
    },
  );
}
