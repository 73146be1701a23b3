import { httpClient } from '../dataProvider';

/** A consumer key as the API lists it; never its secret. */
export interface ConsumerKey {
  id: string;
  name: string;
  topics: string[];
  personalData: boolean;
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
  'pintar.identity',
] as const;

/** Topics whose events name people: granted only together with the personal-data flag. */
export const PERSONAL_DATA_TOPICS: readonly string[] = ['pintar.identity'];

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
