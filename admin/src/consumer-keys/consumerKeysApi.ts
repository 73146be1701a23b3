import { FEED_TOPICS, PERSONAL_DATA_TOPICS } from '@pintar/contracts/feed';
import type { components } from '@pintar/contracts/openapi';
import { httpClient } from '../dataProvider';

/** A consumer key as the API lists it; never its secret. */
export type ConsumerKey = components['schemas']['ConsumerKey'];

/** The topics the event feed serves, the only ones a key can be granted (docs/consumers.md). */
export const GRANTABLE_TOPICS = FEED_TOPICS;

/** Topics whose events name people: granted only together with the personal-data flag. */
export { PERSONAL_DATA_TOPICS };

export const CONSUMER_KEYS_URL = '/api/admin/consumer-keys';

export const issueConsumerKey = async (name: string, topics: string[], personalData: boolean) => {
  const { json } = await httpClient(CONSUMER_KEYS_URL, {
    method: 'POST',
    body: JSON.stringify({ name, topics, personalData }),
  });
  return json as ConsumerKey & { secret: string };
};

export const revokeConsumerKey = (id: string) =>
  httpClient(`${CONSUMER_KEYS_URL}/${encodeURIComponent(id)}`, { method: 'DELETE' });
