import type { Position, StoredEvent } from '../ports/eventLog.ts';

/**
 * Partitions a cursor may name: 200 (some 33 characters each, within the 8,000 the contract allows,
 * which keeps a request line with a whole cursor well inside Node's 16 KiB header limit).
 */
const MAX_POSITIONS = 200;
const POSITION = /^([a-z][a-z0-9.-]{0,99}):(\d{1,5}):(-1|\d{1,15})$/;

/**
 * Where a feed consumer is: the last offset it has per topic and partition, written
 * `topic:partition:offset` joined by commas. Consumers keep it as an opaque string; it means
 * something only to the backbone that issued it (one global sequence on the embedded log, an
 * offset per partition on Kafka).
 */
export type FeedCursor = readonly Position[];

export class FeedCursorError extends Error {
  override name = 'FeedCursorError';
}

export function encodeCursor(cursor: FeedCursor): string {
  return cursor.map((p) => `${p.topic}:${p.partition}:${p.offset}`).join(',');
}

/** An empty text is the start of the log. */
export function decodeCursor(text: string): FeedCursor {
  if (text === '') return [];
  const parts = text.split(',');
  if (parts.length > MAX_POSITIONS)
    throw new FeedCursorError(`A position names at most ${MAX_POSITIONS} partitions.`);
  const cursor = parts.map((part) => {
    const match = POSITION.exec(part);
    if (!match) throw new FeedCursorError(`"${part.slice(0, 120)}" is not a position this feed gave.`);
    return { topic: match[1]!, partition: Number(match[2]), offset: Number(match[3]) };
  });
  const keys = new Set(cursor.map((p) => `${p.topic}:${p.partition}`));
  if (keys.size !== cursor.length) throw new FeedCursorError('A position names a partition twice.');
  return cursor;
}

/** The cursor once `events` (read after `cursor`) are handled. */
export function advance(cursor: FeedCursor, events: readonly StoredEvent[]): FeedCursor {
  const at = new Map(cursor.map((p) => [`${p.topic}:${p.partition}`, p]));
  for (const { position } of events) at.set(`${position.topic}:${position.partition}`, position);
  return [...at.values()];
}
