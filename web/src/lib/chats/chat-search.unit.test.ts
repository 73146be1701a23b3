import { describe, expect, it } from 'vitest';
import { previewOf, type StoredChat } from './chat-record';
import { SEARCH_MAX_RESULTS, searchChats, snippetAround } from './chat-search';

function chat(id: string, title: string, lastUpdated: string, texts: string[]): StoredChat {
  return {
    id,
    title,
    createdAt: lastUpdated,
    lastUpdated,
    messages: texts.map((content, i) => ({
      id: `${id}-${i}`,
      sender: i % 2 ? 'bot' : 'user',
      content,
      createdAt: lastUpdated,
      state: 'complete',
    })),
  };
}

describe('searchChats', () => {
  const chats = [
    chat('chat_a', 'Weather in Johor', '2026-01-01T00:00:00Z', ['Is it raining?']),
    chat('chat_b', 'Trains', '2026-03-01T00:00:00Z', ['How is the weather at KLCC?']),
    chat('chat_c', 'Weather today', '2026-02-01T00:00:00Z', ['Hello']),
    chat('chat_d', 'Food', '2026-04-01T00:00:00Z', ['Nasi lemak near me']),
  ];

  it('puts title matches first, then newest first, ignoring case', () => {
    const ids = searchChats(chats, 'WEATHER').map((r) => r.chatId);
    expect(ids).toEqual(['chat_c', 'chat_a', 'chat_b']);
  });

  it('finds message text and shows it as the snippet', () => {
    const [hit] = searchChats(chats, 'nasi');
    expect(hit).toMatchObject({ chatId: 'chat_d', inTitle: false, snippet: 'Nasi lemak near me' });
  });

  it('returns nothing for a blank query and caps results at 50', () => {
    expect(searchChats(chats, '   ')).toEqual([]);
    const many = Array.from({ length: 60 }, (_, i) =>
      chat(`chat_${i}`, `Trip ${i}`, `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}Z`, []),
    );
    expect(searchChats(many, 'trip')).toHaveLength(SEARCH_MAX_RESULTS);
  });
});

describe('snippetAround', () => {
  it('cuts long text to 120 characters around the match', () => {
    const text = `${'a'.repeat(200)}MATCH${'b'.repeat(200)}`;
    const snippet = snippetAround(text, 200, 5);
    expect(snippet).toContain('MATCH');
    expect(snippet.replace(/…/g, '')).toHaveLength(120);
    expect(snippet.startsWith('…') && snippet.endsWith('…')).toBe(true);
  });
});

describe('previews and snippets are plain text', () => {
  const routeChat = chat('chat_r', 'To Kajang', '2026-05-01T00:00:00Z', [
    'How do I get to Kajang?',
    'Take the **MRT Kajang Line** from [Pasar Seni](https://example.my) to _Kajang_.',
  ]);

  it('shows the sidebar preview without markdown', () => {
    expect(previewOf(routeChat)).toBe('Take the MRT Kajang Line from Pasar Seni to K…');
  });

  it('finds and shows words that markdown split, without the markup', () => {
    const [result] = searchChats([routeChat], 'MRT Kajang Line from Pasar');
    expect(result!.snippet).toBe('Take the MRT Kajang Line from Pasar Seni to Kajang.');
  });
});
