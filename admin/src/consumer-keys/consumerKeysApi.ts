import { httpClient } from '../dataProvider';

/** A consumer key as the API lists it; never its secret. */
export interface ConsumerKey {
  id: string;
  name: string;
  topics: string[];
  issuedAt: string;
  issuedBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The topics the event feed serves, the only ones a key can be granted (docs/consumers.md). */
export const GRANTABLE_TOPICS = [
  'pintar.places',
  'pintar.imports',
  'pintar.knowledge',
  'pintar.chat',
  'pintar.transit',
  'pintar.realtime',
] as const;

export const CONSUMER_KEYS_URL = '/api/admin/consumer-keys';

export const issueConsumerKey = async (name: string, topics: string[]) => {
  const { json } = await httpClient(CONSUMER_KEYS_URL, {
    method: 'POST',
    body: JSON.stringify({ name, topics }),
  });
  return json as ConsumerKey & { secret: string };
};

export const revokeConsumerKey = (id: string) =>
  httpClient(`${CONSUMER_KEYS_URL}/${encodeURIComponent(id)}`, { method: 'DELETE' });
