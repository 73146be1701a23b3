import type { ChatAnswer, ChatCard, ChatStage } from '@pintar/contracts/chat';
import { type ChatMessage, type StoredChat, titleFrom } from '../../../lib/chats/chat-record';
import type { ChatFailure } from '../utils/chat-failure';

export interface PendingReply {
  requestId: string;
  messageId: string;
  stage?: ChatStage;
}

export interface ConversationState {
  chat: StoredChat;
  pending?: PendingReply;
  /** Changed since the last save; autosave writes it 2 s after the change. */
  dirty: boolean;
}

export type ConversationAction =
  | { type: 'load'; chat: StoredChat }
  /** `question` without `userMessage` asks again (Regenerate, Retry) without repeating it. */
  | {
      type: 'send';
      requestId: string;
      botId: string;
      question: string;
      userMessage?: ChatMessage;
      now: string;
    }
  | { type: 'status'; requestId: string; stage: ChatStage }
  | { type: 'chunk'; requestId: string; delta: string }
  | { type: 'card'; requestId: string; card: ChatCard }
  | { type: 'done'; requestId: string; answer: ChatAnswer; now: string }
  | { type: 'failed'; requestId: string; failure: ChatFailure; now: string }
  | { type: 'stop'; requestId: string; now: string }
  /** The stream broke and the question goes again: what arrived so far is thrown away, not kept. */
  | { type: 'restart'; requestId: string }
  | { type: 'rename'; title: string; now: string }
  | { type: 'saved'; chat: StoredChat };

function updateReply(
  state: ConversationState,
  requestId: string,
  change: (message: ChatMessage) => ChatMessage,
  settle: boolean,
  now?: string,
): ConversationState {
  if (state.pending?.requestId !== requestId) return state; // Late events of a stopped request.
  const { messageId } = state.pending;
  const messages = state.chat.messages.map((m) => (m.id === messageId ? change(m) : m));
  return {
    chat: { ...state.chat, messages, lastUpdated: now ?? state.chat.lastUpdated },
    pending: settle ? undefined : state.pending,
    dirty: true,
  };
}

function send(state: ConversationState, action: Extract<ConversationAction, { type: 'send' }>) {
  if (state.pending) return state;
  const { chat } = state;
  const isFirst = !chat.messages.some((m) => m.sender === 'user');
  const messages = action.userMessage ? [...chat.messages, action.userMessage] : dropLastReply(chat.messages);
  const reply: ChatMessage = {
    id: action.botId,
    sender: 'bot',
    content: '',
    createdAt: action.now,
    state: 'streaming',
    question: action.question,
  };
  return {
    chat: {
      ...chat,
      title: isFirst && action.userMessage ? titleFrom(action.userMessage.content) : chat.title,
      messages: [...messages, reply],
      lastUpdated: action.now,
    },
    pending: { requestId: action.requestId, messageId: action.botId },
    dirty: true,
  };
}

function dropLastReply(messages: ChatMessage[]): ChatMessage[] {
  return messages.at(-1)?.sender === 'bot' ? messages.slice(0, -1) : messages;
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'load':
      return { chat: action.chat, dirty: false };
    case 'send':
      return send(state, action);
    case 'status':
      if (state.pending?.requestId !== action.requestId) return state;
      return { ...state, pending: { ...state.pending, stage: action.stage } };
    case 'chunk':
      return updateReply(
        state,
        action.requestId,
        (m) => ({ ...m, content: m.content + action.delta }),
        false,
      );
    case 'card':
      return updateReply(
        state,
        action.requestId,
        (m) => ({ ...m, cards: [...(m.cards ?? []), action.card] }),
        false,
      );
    case 'done': {
      const { answer } = action;
      return updateReply(
        state,
        action.requestId,
        (m) => ({
          ...m,
          content: answer.response,
          state: 'complete',
          cards: answer.cards,
          sources: answer.sources,
          suggestions: answer.suggestions,
          followUp: answer.followUp,
        }),
        true,
        action.now,
      );
    }
    case 'failed':
      return updateReply(
        state,
        action.requestId,
        (m) => ({ ...m, state: 'failed', failure: action.failure, content: '', cards: undefined }),
        true,
        action.now,
      );
    case 'stop':
      return updateReply(state, action.requestId, (m) => ({ ...m, state: 'stopped' }), true, action.now);
    case 'restart':
      return updateReply(state, action.requestId, (m) => ({ ...m, content: '', cards: undefined }), false);
    case 'rename': {
      const title = action.title.trim();
      if (title === '') return state;
      return { ...state, chat: { ...state.chat, title, lastUpdated: action.now }, dirty: true };
    }
    case 'saved':
      // Only what was saved is clean: a change made while saving stays dirty.
      return state.chat === action.chat ? { ...state, dirty: false } : state;
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}
