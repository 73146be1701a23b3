import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import type { ConsumerKeyView } from './consumerKeys.ts';
import { requestedTopics } from './feedRequest.ts';

const key = (topics: string[], personalData: boolean): ConsumerKeyView => ({
  id: '0190a0b0-0000-7000-8000-000000000000',
  name: 'K',
  topics,
  personalData,
  issuedAt: '2026-01-01T00:00:00.000Z',
  issuedBy: null,
  lastUsedAt: null,
  revokedAt: null,
});
const asked = (topics: string, consumerKey?: ConsumerKeyView) =>
  ({ query: { topics }, consumerKey }) as unknown as Request;
const refusal = (req: Request) => {
  try {
    requestedTopics(req);
    return null;
  } catch (error) {
    return (error as { status: number; code: string }).code;
  }
};

describe('the topics a feed request may read', () => {
  it('serves the accounts topic to a key only with the personal-data flag, whatever its grant says', () => {
    expect(refusal(asked('pintar.identity', key(['pintar.identity'], false)))).toBe(
      'personal-data-not-granted',
    );
    expect(requestedTopics(asked('pintar.identity', key(['pintar.identity'], true)))).toEqual([
      'pintar.identity',
    ]);
    expect(refusal(asked('pintar.identity', key(['pintar.places'], true)))).toBe('topic-not-granted');
  });

  it('never serves a private topic, even to a key whose grant names it', () => {
    for (const topic of ['pintar.credentials', 'pintar.sessions', 'pintar.mail', 'pintar.system'])
      expect(refusal(asked(topic, key([topic], true)))).toBe('topic-not-served');
  });
});
