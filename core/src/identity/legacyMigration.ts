import type { CloudEvent } from '@pintar/contracts';
import { advance, type FeedCursor } from '../feed/cursor.ts';
import type { EventLog } from '../ports/eventLog.ts';
import { recordEvents } from '../shared/record.ts';
import { CREDENTIAL_EVENTS as C, IDENTITY_TOPICS } from './identity.ts';
import { legacyCredentialEvent } from './legacy.ts';

const PAGE = 5000;

async function* everyEvent(log: EventLog, topic: string): AsyncGenerator<CloudEvent> {
  let cursor: FeedCursor = [];
  for (;;) {
    const page = await log.readAfter([topic], cursor, PAGE);
    if (page.length === 0) return;
    for (const stored of page) yield stored.event;
    cursor = advance(cursor, page);
  }
}

/**
 * Copies the secrets of old-shape identity events (a log written before credentials had a stream
 * of their own) onto the credentials stream, so their accounts still sign in. Each copy keeps the
 * old event's id, which is how a second run, or a run after restoring an old backup, knows what
 * is already there: it copies only what is missing, in log order, and records how many it copied.
 * The old events stay in the log (Kafka cannot rewrite them); nothing reads their secrets again.
 */
export async function migrateLegacyCredentials(log: EventLog): Promise<number> {
  const copied = new Set<string>();
  for await (const event of everyEvent(log, IDENTITY_TOPICS.credentials)) copied.add(event.id);
  const missing: CloudEvent[] = [];
  for await (const event of everyEvent(log, IDENTITY_TOPICS.identity)) {
    const secret = legacyCredentialEvent(event);
    if (secret && !copied.has(event.id)) missing.push({ ...event, ...secret, causationid: event.id });
  }
  for (let i = 0; i < missing.length; i += PAGE)
    await log.append(IDENTITY_TOPICS.credentials, missing.slice(i, i + PAGE));
  if (missing.length > 0)
    await recordEvents(
      log,
      IDENTITY_TOPICS.credentials,
      [
        {
          type: C.legacyMigrated,
          subject: 'legacy-credentials',
          data: { events: missing.length, from: IDENTITY_TOPICS.identity },
        },
      ],
      { actor: 'system', correlationId: `legacy-credentials-${missing[0]!.id}` },
    );
  return missing.length;
}
