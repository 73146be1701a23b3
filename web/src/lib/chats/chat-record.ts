import type { ChatCard, ChatContext, ChatFollowUp, ChatSource } from '@pintar/contracts/chat';
import { plainText } from '../plain-text';

/** Why a reply is not a whole answer; a partial answer is never stored as if it were complete. */
export type MessageState = 'streaming' | 'complete' | 'stopped' | 'failed';

/** The spec's chat message (docs/product.md, Web chat), with the answer's cards and sources. */
export interface ChatMessage {
  id: string;
  sender: 'user' | 'bot';
  content: string;
  createdAt: string;
  state: MessageState;
  cards?: ChatCard[];
  sources?: ChatSource[];
  suggestions?: string[];
  followUp?: ChatFollowUp;
  /** For a failed reply: which of the spec's chat failures it was (see chat-failure). */
  failure?: { kind: string; detail?: string; retryAfter?: number };
  /** The question this reply answers, so Retry and Regenerate can ask it again. */
  question?: string;
}

export interface StoredChat {
  id: string;
  title: string;
  messages: ChatMessage[];
  createdAt: string;
  lastUpdated: string;
  context?: ChatContext;
}

export interface ChatHistoryEntry {
  id: string;
  title: string;
  createdAt: string;
  lastUpdated: string;
  messageCount: number;
  /** The first 45 characters of the last message, for the sidebar. */
  preview: string;
}

export const CHAT_ID_PREFIX = 'chat_';
export const TITLE_MAX = 50;
export const TITLE_CUT = 47;
export const PREVIEW_CHARS = 45;

export function newChatId(random: () => string = () => crypto.randomUUID()): string {
  return `${CHAT_ID_PREFIX}${random().replace(/-/g, '').slice(0, 20)}`;
}

export function isChatId(value: string | undefined): value is string {
  return typeof value === 'string' && /^chat_[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** The first user message as the title: 47 characters plus an ellipsis when over 50. */
export function titleFrom(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > TITLE_MAX ? `${clean.slice(0, TITLE_CUT)}...` : clean;
}

/** The last message as the reader saw it: plain words, not the answer's markdown. */
export function previewOf(chat: StoredChat): string {
  const last = chat.messages.at(-1);
  const text = plainText(last?.content ?? '');
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text;
}

export function entryOf(chat: StoredChat): ChatHistoryEntry {
  return {
    id: chat.id,
    title: chat.title,
    createdAt: chat.createdAt,
    lastUpdated: chat.lastUpdated,
    messageCount: chat.messages.length,
    preview: previewOf(chat),
  };
}

export function emptyChat(id: string, now: Date, title: string): StoredChat {
  const iso = now.toISOString();
  return { id, title, messages: [], createdAt: iso, lastUpdated: iso };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Storage is untrusted (another version, a hand edit, a half write): only well-formed chats load. */
export function isStoredChat(value: unknown): value is StoredChat {
  if (!isObject(value)) return false;
  const { id, title, messages, createdAt, lastUpdated } = value;
  return (
    typeof id === 'string' &&
    typeof title === 'string' &&
    typeof createdAt === 'string' &&
    typeof lastUpdated === 'string' &&
    Array.isArray(messages) &&
    messages.every(
      (m) =>
        isObject(m) &&
        typeof m.id === 'string' &&
        (m.sender === 'user' || m.sender === 'bot') &&
        typeof m.content === 'string',
    )
  );
}

/** A message as it is stored: an answer still streaming when the page closed counts as stopped. */
export function settledMessage(message: ChatMessage): ChatMessage {
  return message.state === 'streaming' ? { ...message, state: 'stopped' } : message;
}
