import {
  decodeCursor,
  type FeedCursor,
  FeedCursorError,
  FEED_DEFAULT_LIMIT,
  feedTopics,
  PERSONAL_DATA_TOPICS,
} from '@pintar/core';
import type { Request } from 'express';
import { HttpProblem, problems } from '../http/problem.ts';

/** The topics a feed request names, once each is known and served. */
export function requestedTopics(req: Request): string[] {
  const chosen = feedTopics(String(req.query.topics ?? '').split(','));
  if ('unknown' in chosen) throw problems.validation({ topics: `There is no topic "${chosen.unknown}".` });
  if ('notServed' in chosen)
    throw new HttpProblem(
      403,
      'topic-not-served',
      `The event feed does not serve ${chosen.notServed}: it carries credentials or personal data.`,
    );
  const granted = req.consumerKey?.topics;
  const ungranted = granted && chosen.topics.find((topic) => !granted.includes(topic));
  if (ungranted)
    throw new HttpProblem(403, 'topic-not-granted', `This consumer key is not granted ${ungranted}.`);
  // Checked on every request, not only when the key was issued: a key recorded without the flag
  // never reads personal data, whatever its topics say.
  const personal = req.consumerKey?.personalData
    ? undefined
    : req.consumerKey && chosen.topics.find((topic) => PERSONAL_DATA_TOPICS.includes(topic));
  if (personal)
    throw new HttpProblem(
      403,
      'personal-data-not-granted',
      `${personal} holds personal data; this consumer key was not granted personal data.`,
    );
  return chosen.topics;
}

/** Where the request resumes: `Last-Event-ID` (a stream reconnecting) wins over `after`. */
export function requestedCursor(req: Request): FeedCursor {
  const lastEventId = req.get('last-event-id');
  const field = lastEventId !== undefined ? 'Last-Event-ID' : 'after';
  try {
    return decodeCursor(lastEventId ?? String(req.query.after ?? ''));
  } catch (error) {
    if (error instanceof FeedCursorError) throw problems.validation({ [field]: error.message });
    throw error;
  }
}

export function requestedLimit(req: Request): number {
  return req.query.limit === undefined ? FEED_DEFAULT_LIMIT : Number(req.query.limit);
}
