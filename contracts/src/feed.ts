// The event feed's topics, for the server that serves them and the admin that grants them. Pure
// and dependency-free, so the admin's bundle can import it.
import type { Topic } from './events.ts';

/** The account topic (written by the identity context): the only one that names people. */
export const IDENTITY_TOPIC = 'pintar.identity';

/** The topics the event feed serves, exactly those a consumer key can be granted. */
export const FEED_TOPICS = [
  'pintar.places',
  'pintar.imports',
  'pintar.knowledge',
  'pintar.chat',
  'pintar.transit',
  'pintar.realtime',
  IDENTITY_TOPIC,
] as const satisfies readonly (Topic | typeof IDENTITY_TOPIC)[];

/** Served topics whose events name a person: a key reads them only with the personal-data flag. */
export const PERSONAL_DATA_TOPICS: readonly string[] = [IDENTITY_TOPIC];
