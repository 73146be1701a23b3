import { describe, expect, it } from 'vitest';
import type { StoredChat } from '../../lib/chats/chat-record';
import { computeDashboard, scriptOf } from './dashboard-stats';

const msg = (sender: 'user' | 'bot', content: string, createdAt: string, card?: string) => ({
  id: `${sender}-${createdAt}`,
  sender,
  content,
  createdAt,
  state: 'complete' as const,
  ...(card ? { cards: [{ type: card, data: {} }] } : {}),
});

const chat = (id: string, messages: ReturnType<typeof msg>[]): StoredChat =>
  ({
    id,
    title: id,
    createdAt: messages[0]!.createdAt,
    lastUpdated: messages.at(-1)!.createdAt,
    messages,
  }) as StoredChat;

describe('the dashboard figures', () => {
  const chats = [
    chat('chat_a', [
      msg('user', 'Weather in Cyberjaya?', '2026-03-10T02:00:00Z'),
      msg('bot', 'Sunny', '2026-03-10T02:00:05Z', 'weather'),
      msg('user', '去KLCC怎么走', '2026-03-10T03:00:00Z'),
      msg('bot', 'Route', '2026-03-10T03:00:05Z', 'route'),
    ]),
    chat('chat_b', [
      msg('user', 'வணக்கம்', '2026-03-12T12:00:00Z'),
      msg('bot', 'Hello', '2026-03-12T12:00:02Z'),
    ]),
  ];
  const stats = computeDashboard(chats, new Date('2026-03-12T12:30:00Z'));

  it('counts chats, questions, topics by the reply’s card and scripts', () => {
    expect(stats).toMatchObject({
      chats: 2,
      questions: 3,
      byTopic: { weather: 1, route: 1, general: 1 },
      byScript: { latin: 1, chinese: 1, tamil: 1, other: 0 },
      lastActivity: '2026-03-12T12:00:02Z',
    });
  });

  it('lists the last 14 days with their questions, zeros included', () => {
    expect(stats.lastDays).toHaveLength(14);
    expect(stats.lastDays.reduce((n, d) => n + d.questions, 0)).toBe(3);
    expect(stats.lastDays.at(-1)!.questions).toBe(1);
  });

  it('tells scripts apart', () => {
    expect(['Hi', '你好', 'நன்றி', '123'].map(scriptOf)).toEqual(['latin', 'chinese', 'tamil', 'other']);
  });
});
