import { CHAT_LIMITS } from '@pintar/contracts/chat';
import { type ChatMessage, isStoredChat, type StoredChat } from '../../../lib/chats/chat-record';
import { STORAGE_PREFIX } from '../../../lib/storage';

export const DEMO_KEY = `${STORAGE_PREFIX}demo`;
export const DEMO_LIMIT = CHAT_LIMITS.demoMessages;
/** The limit modal opens this long after the third answer (spec, demo). */
export const DEMO_MODAL_DELAY_MS = 2000;

export interface DemoState {
  used: number;
  chat: StoredChat;
}

export function freshDemo(now: Date): DemoState {
  const iso = now.toISOString();
  return {
    used: 0,
    chat: { id: 'chat_demo', title: 'Demo', messages: [], createdAt: iso, lastUpdated: iso },
  };
}

/** The demo's count and conversation from storage; anything unreadable starts a fresh demo. */
export function readDemo(raw: unknown, now: Date): DemoState {
  const value = raw as Partial<DemoState> | undefined;
  if (!value || typeof value.used !== 'number' || !isStoredChat(value.chat)) return freshDemo(now);
  const used = Math.min(DEMO_LIMIT, Math.max(0, Math.floor(value.used)));
  return { used, chat: value.chat };
}

/** What the server reported is the truth; a refusal at the limit means all 3 are used. */
export function usedAfter(
  current: number,
  reported: { used: number } | undefined,
  limitReached: boolean,
): number {
  if (limitReached) return DEMO_LIMIT;
  if (reported) return Math.min(DEMO_LIMIT, Math.max(0, reported.used));
  return Math.min(DEMO_LIMIT, current + 1);
}

export const answeredCount = (messages: readonly ChatMessage[]) =>
  messages.filter((m) => m.sender === 'bot' && m.state === 'complete').length;
