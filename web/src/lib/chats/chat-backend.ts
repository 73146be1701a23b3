import type { ChatHistoryEntry, StoredChat } from './chat-record';

/** Where chats live on the device: IndexedDB in the browser, memory in tests. */
export interface ChatBackend {
  /** Every stored record as read; the repository checks their shape. */
  readAll(): Promise<{ chats: unknown[]; entries: unknown[] }>;
  read(id: string): Promise<unknown>;
  /** Writes the chat and its history entry together, or neither. */
  write(chat: StoredChat, entry: ChatHistoryEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

/** The browser refused the write: storage is full (or blocked). The other chats are untouched. */
export class ChatStoreFullError extends Error {
  constructor(cause: unknown) {
    super('The chat store on this device is full', { cause });
    this.name = 'ChatStoreFullError';
  }
}

export function memoryBackend(): ChatBackend & {
  chats: Map<string, unknown>;
  entries: Map<string, unknown>;
} {
  const chats = new Map<string, unknown>();
  const entries = new Map<string, unknown>();
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    chats,
    entries,
    readAll: async () => ({ chats: [...chats.values()].map(copy), entries: [...entries.values()].map(copy) }),
    read: async (id) => copy(chats.get(id)),
    write: async (chat, entry) => {
      chats.set(chat.id, copy(chat));
      entries.set(entry.id, copy(entry));
    },
    remove: async (id) => {
      chats.delete(id);
      entries.delete(id);
    },
  };
}
