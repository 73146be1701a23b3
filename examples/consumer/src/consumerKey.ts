import type { FeedServer } from './feed.ts';

/**
 * A feed server reached with a consumer key an admin issued (Pintar's admin, System → Consumer
 * keys), granted the topics this consumer reads. The key does not expire; an admin revokes it.
 */
export function withConsumerKey(url: string, key: string): FeedServer {
  return { url, authorization: async () => `Bearer ${key}` };
}
