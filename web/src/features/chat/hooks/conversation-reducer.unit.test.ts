import type { ChatAnswer } from '@pintar/contracts/chat';
import { describe, expect, it } from 'vitest';
import { type ChatMessage, emptyChat } from '../../../lib/chats/chat-record';
import { type ConversationState, conversationReducer } from './conversation-reducer';

const now = '2026-01-01T00:00:00.000Z';
const start = (): ConversationState => ({
  chat: emptyChat('chat_1', new Date(now), 'New Chat'),
  dirty: false,
});
const user = (content: string): ChatMessage => ({
  id: `u-${content}`,
  sender: 'user',
  content,
  createdAt: now,
  state: 'complete',
});
const answer = {
  response: 'Take the MRT **Kajang** line.',
  cards: [],
  sources: [],
  suggestions: ['Fare?'],
} as unknown as ChatAnswer;

function asked(question: string) {
  return conversationReducer(start(), {
    type: 'send',
    requestId: 'r1',
    botId: 'b1',
    question,
    userMessage: user(question),
    now,
  });
}

describe('conversation reducer', () => {
  it('titles the chat after the first question (47 characters and an ellipsis over 50)', () => {
    const long = 'How do I get from Cyberjaya to KLCC by train on a weekday morning?';
    const state = asked(long);
    expect(state.chat.title).toBe(`${long.slice(0, 47)}...`);
    expect(asked('Weather in Johor Bahru').chat.title).toBe('Weather in Johor Bahru');
  });

  it('streams chunks into the pending reply, then settles it with the whole answer', () => {
    let state = asked('KLCC?');
    state = conversationReducer(state, { type: 'chunk', requestId: 'r1', delta: 'Take ' });
    state = conversationReducer(state, { type: 'chunk', requestId: 'r1', delta: 'the' });
    expect(state.chat.messages.at(-1)).toMatchObject({ content: 'Take the', state: 'streaming' });
    state = conversationReducer(state, { type: 'done', requestId: 'r1', answer, now });
    expect(state.pending).toBeUndefined();
    expect(state.chat.messages.at(-1)).toMatchObject({
      content: answer.response,
      state: 'complete',
      suggestions: ['Fare?'],
    });
  });

  it('blocks a second question while a reply is pending and ignores events of other requests', () => {
    const state = asked('one');
    const again = conversationReducer(state, {
      type: 'send',
      requestId: 'r2',
      botId: 'b2',
      question: 'two',
      userMessage: user('two'),
      now,
    });
    expect(again).toBe(state);
    expect(conversationReducer(state, { type: 'chunk', requestId: 'zz', delta: 'x' })).toBe(state);
  });

  it('marks a stopped answer as stopped, and a restart drops the partial text', () => {
    let state = conversationReducer(asked('q'), { type: 'chunk', requestId: 'r1', delta: 'Half' });
    expect(
      conversationReducer(state, { type: 'restart', requestId: 'r1' }).chat.messages.at(-1)?.content,
    ).toBe('');
    state = conversationReducer(state, { type: 'stop', requestId: 'r1', now });
    expect(state.chat.messages.at(-1)).toMatchObject({ content: 'Half', state: 'stopped' });
    expect(state.pending).toBeUndefined();
  });

  it('regenerates by replacing the last reply, not repeating the question', () => {
    let state = conversationReducer(asked('q'), { type: 'done', requestId: 'r1', answer, now });
    state = conversationReducer(state, { type: 'send', requestId: 'r2', botId: 'b2', question: 'q', now });
    expect(state.chat.messages.map((m) => m.id)).toEqual(['u-q', 'b2']);
  });

  it('records a failure and ignores a blank rename', () => {
    let state = conversationReducer(asked('q'), {
      type: 'failed',
      requestId: 'r1',
      failure: { kind: 'unavailable' },
      now,
    });
    expect(state.chat.messages.at(-1)).toMatchObject({ state: 'failed', failure: { kind: 'unavailable' } });
    state = conversationReducer(state, { type: 'rename', title: '   ', now });
    expect(state.chat.title).toBe('q');
    expect(conversationReducer(state, { type: 'rename', title: ' Trip ', now }).chat.title).toBe('Trip');
  });
});
