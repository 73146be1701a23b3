import type { ChatAnswer } from '@pintar/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

// An entry an admin has just written is found by the chat in the words people use, not only by its
// title: the assistant ranks entries by the word stems they share with the question.
const MARKET = {
  title: 'Cyberjaya Thursday night market',
  content:
    'Every **Thursday** from 5 pm to 11 pm a pasar malam sets up beside the Cyberjaya City Centre ' +
    'MRT station: food stalls, fruit, clothes and household goods. Come by MRT (Cyberjaya City ' +
    'Centre station) or park on the roadside lots nearby; bring cash, as few stalls take cards.',
  language: 'en',
  category: 'events',
  tags: ['pasar malam', 'night market', 'cyberjaya', 'street food', 'thursday'],
};
// Entries sharing its place, so the market must win on its subject, not on the word Cyberjaya.
const OTHERS = [
  {
    title: 'Cyberjaya: the planned tech city',
    content: 'Cyberjaya is a planned city in the Sepang district of Selangor, run by MPSepang.',
    language: 'en',
    tags: ['cyberjaya', 'sepang', 'local council'],
  },
  {
    title: 'Parking in Cyberjaya',
    content: 'Council street parking in Cyberjaya is paid through the Smart Selangor Parking app.',
    language: 'en',
    tags: ['parking', 'cyberjaya'],
  },
];

describe('a knowledge entry just written is found by natural phrasings', () => {
  let server: TestServer;
  const auth = () => ({ authorization: `Bearer ${server.adminToken}` });
  const firstKnowledgeCard = async (message: string) => {
    const res = await postJson(`${server.url}/api/chat`, { message }, auth());
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ChatAnswer;
    return answer.cards.find((c) => c.type === 'knowledge')?.data as { title?: string } | undefined;
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const entry of [...OTHERS, MARKET]) {
      const res = await postJson(`${server.url}/api/admin/knowledge/entries`, entry, auth());
      expect(res.status).toBe(201);
    }
    // The search index follows the entries' events: wait until it holds the new entry.
    await vi.waitFor(
      async () => {
        const res = await postJson(
          `${server.url}/api/admin/knowledge/search`,
          { query: 'thursday night market', language: 'en' },
          auth(),
        );
        expect(((await res.json()) as { total: number }).total).toBeGreaterThan(0);
      },
      { timeout: 30_000, interval: 50 },
    );
  });
  afterAll(() => server.close());

  it.each([
    'is there a pasar malam in cyberjaya',
    'where can i get street food in cyberjaya on a thursday evening',
    'what day is the night market at cyberjaya',
  ])('"%s" answers with the market entry first', async (message) => {
    expect((await firstKnowledgeCard(message))?.title).toBe(MARKET.title);
  });
});
