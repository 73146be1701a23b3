import { describe, expect, it } from 'vitest';
import { countDeviceStats } from './device-stats';

const chat = (senders: string[]) => ({
  id: `chat_${senders.length}`,
  title: 'Trip',
  messages: senders.map((sender, index) => ({ id: String(index), sender, content: 'x' })),
});

describe('countDeviceStats', () => {
  it('is zero when nothing is stored', () => {
    for (const stored of [undefined, null, 'text', 42, [], {}]) {
      expect(countDeviceStats(stored)).toEqual({ chatsCount: 0, questionsAsked: 0 });
    }
  });

  it("counts chats and the user's messages in a list or a map of chats", () => {
    const chats = [chat(['user', 'bot', 'user', 'bot']), chat(['user', 'assistant']), chat([])];
    expect(countDeviceStats(chats)).toEqual({ chatsCount: 3, questionsAsked: 3 });
    expect(countDeviceStats({ a: chats[0], b: chats[1] })).toEqual({ chatsCount: 2, questionsAsked: 3 });
  });

  it('skips entries that are not chats', () => {
    expect(countDeviceStats([null, 'x', { messages: 'none' }, chat(['user'])])).toEqual({
      chatsCount: 2,
      questionsAsked: 1,
    });
  });
});
