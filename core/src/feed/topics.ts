import { TOPICS } from '@pintar/contracts';
import { FEED_TOPICS as SERVED_TOPICS, PERSONAL_DATA_TOPICS } from '@pintar/contracts/feed';
import { IDENTITY_TOPICS } from '../identity/identity.ts';

/**
 * The topics the event feed serves (FEED_TOPICS), exactly those a consumer key can be granted. None
 * of their events carries a secret (password hash, token, reset link, second factor): those are on
 * the private topics below. Accounts carry personal data (e-mail, phone, names) and are served only
 * to a key granted them with the personal-data flag (PERSONAL_DATA_TOPICS); contact messages and
 * favourites (what people wrote or starred under their name), system settings, monitoring reports
 * and the dead-letter topic (copies of any topic's events) stay with Pintar's own consumers.
 */
export const FEED_TOPICS: readonly string[] = SERVED_TOPICS;
export { PERSONAL_DATA_TOPICS };

/**
 * Topics that hold credentials: never served, never grantable, whatever an admin asks for. Named
 * here so that adding one of them to FEED_TOPICS by mistake still cannot open it.
 */
export const PRIVATE_TOPICS: readonly string[] = [
  IDENTITY_TOPICS.credentials,
  IDENTITY_TOPICS.sessions,
  IDENTITY_TOPICS.mail,
  TOPICS.system,
];

/** Every topic Pintar writes, served or not. */
const KNOWN_TOPICS: ReadonlySet<string> = new Set([
  ...Object.values(TOPICS),
  ...Object.values(IDENTITY_TOPICS),
]);

export type TopicRefusal = { unknown: string } | { notServed: string };

/** Whether a topic may be served to (and granted to) a consumer at all. */
export const isServed = (topic: string): boolean =>
  FEED_TOPICS.includes(topic) && !PRIVATE_TOPICS.includes(topic);

/** The requested topics, or why one of them cannot be read from the feed. */
export function feedTopics(requested: readonly string[]): { topics: string[] } | TopicRefusal {
  const topics = [...new Set(requested)];
  for (const topic of topics) {
    if (!KNOWN_TOPICS.has(topic)) return { unknown: topic };
    if (!isServed(topic)) return { notServed: topic };
  }
  return { topics };
}
