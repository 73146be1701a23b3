import type { ChatBackend } from './chat-backend';
import {
  type ChatHistoryEntry,
  type ChatMessage,
  entryOf,
  isStoredChat,
  settledMessage,
  type StoredChat,
} from './chat-record';

export const SIDEBAR_CHATS = 15;
/** Keys an older, local-storage-only version used: one chat per key, or all in one list. */
export const LEGACY_CHAT_PREFIX = 'pintar.chat_';
export const LEGACY_CHATS_KEY = 'pintar.chats';

export interface ChatListing {
  entries: ChatHistoryEntry[];
  /** Records that could not be read; they are left alone and the other chats still load. */
  unreadable: number;
}

type KeyValueStorage = Pick<Storage, 'length' | 'key' | 'getItem' | 'removeItem'>;

const newestFirst = (a: { lastUpdated: string }, b: { lastUpdated: string }) =>
  b.lastUpdated.localeCompare(a.lastUpdated);

export function createChatRepository(backend: ChatBackend, recoveredTitle: () => string) {
  async function save(chat: StoredChat): Promise<void> {
    const settled = { ...chat, messages: chat.messages.map(settledMessage) };
    await backend.write(settled, entryOf(settled));
  }

  /** A chat with no history entry was cut off from the list: it comes back as 'Recovered Chat'. */
  async function recover(chat: StoredChat): Promise<StoredChat> {
    const recovered = { ...chat, title: recoveredTitle() };
    await save(recovered);
    return recovered;
  }

  async function list(): Promise<ChatListing> {
    const { chats, entries } = await backend.readAll();
    const listed = new Set(entries.map((e) => (e as ChatHistoryEntry | null)?.id));
    let unreadable = 0;
    const valid: StoredChat[] = [];
    for (const raw of chats) {
      if (isStoredChat(raw)) valid.push(listed.has(raw.id) ? raw : await recover(raw));
      else unreadable += 1;
    }
    return { entries: valid.map(entryOf).sort(newestFirst), unreadable };
  }

  async function get(id: string): Promise<StoredChat | undefined> {
    const raw = await backend.read(id);
    if (!isStoredChat(raw)) return undefined;
    const { entries } = await backend.readAll();
    const listed = entries.some((e) => (e as ChatHistoryEntry | null)?.id === id);
    return listed ? raw : recover(raw);
  }

  async function all(): Promise<StoredChat[]> {
    const { chats } = await backend.readAll();
    return chats.filter(isStoredChat).sort(newestFirst);
  }

  /** Moves chats an older version kept in local storage into this store, then frees their keys. */
  async function migrate(storage: KeyValueStorage): Promise<number> {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key && (key.startsWith(LEGACY_CHAT_PREFIX) || key === LEGACY_CHATS_KEY)) keys.push(key);
    }
    let moved = 0;
    for (const key of keys) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(storage.getItem(key) ?? 'null');
      } catch {
        continue; // Corrupt: left where it is rather than lost.
      }
      const chats = (Array.isArray(parsed) ? parsed : [parsed]).map(withDefaults).filter(isStoredChat);
      for (const chat of chats) await save(chat);
      moved += chats.length;
      if (chats.length > 0) storage.removeItem(key);
    }
    return moved;
  }

  return { list, get, all, save, remove: (id: string) => backend.remove(id), migrate };
}

/** The spec's stored chats lack a message state; they were whole answers when they were saved. */
function withDefaults(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const chat = value as Partial<StoredChat>;
  const messages = Array.isArray(chat.messages)
    ? chat.messages.map((m: Omit<Partial<ChatMessage>, 'sender'> & { sender?: string }) => ({
        ...m,
        state: m.state ?? 'complete',
        createdAt: m.createdAt ?? chat.lastUpdated,
        sender: m.sender === 'assistant' ? 'bot' : m.sender,
      }))
    : chat.messages;
  return { ...chat, messages };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
