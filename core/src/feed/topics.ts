import { TOPICS } from '@pintar/contracts';
import { IDENTITY_TOPICS } from '../identity/identity.ts';

/**
 * The topics the event feed serves: none of their events carries a secret (password hash, token,
 * reset link) or a person's contact details. Accounts, sessions and mail carry credentials;
 * contact messages and favourites carry what people wrote or starred under their name; the
 * dead-letter topic holds copies of any topic's events; system settings and monitoring reports
 * carry operators' configuration and client error texts. Those stay with Pintar's own consumers
 * until a consumer key can be granted personal data explicitly. These are also exactly the topics
 * a consumer key can be granted.
 */
export const FEED_TOPICS: readonly string[] = [
  TOPICS.places,
  TOPICS.imports,
  TOPICS.knowledge,
  TOPICS.chat,
  TOPICS.transit,
  TOPICS.realtime,
];

/** Every topic Pintar writes, served or not. */
const KNOWN_TOPICS: ReadonlySet<string> = new Set([
  ...Object.values(TOPICS),
  ...Object.values(IDENTITY_TOPICS),
]);

export type TopicRefusal = { unknown: string } | { notServed: string };

/** The requested topics, or why one of them cannot be read from the feed. */
export function feedTopics(requested: readonly string[]): { topics: string[] } | TopicRefusal {
  const topics = [...new Set(requested)];
  for (const topic of topics) {
    if (!KNOWN_TOPICS.has(topic)) return { unknown: topic };
    if (!FEED_TOPICS.includes(topic)) return { notServed: topic };
  }
  return { topics };
}
