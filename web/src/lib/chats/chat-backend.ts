import type { ChatHistoryEntry, StoredChat } from './chat-record';

/**
 * Whose chats a backend reads and writes: one partition per signed-in account (`user:<uid>`) and one
 * for everyone signed out (`anonymous`). A shared device keeps each person's chats apart.
 */
export type ChatOwner = `user:${string}` | 'anonymous';

export const ANONYMOUS: ChatOwner = 'anonymous';
export const userOwner = (uid: string): ChatOwner => `user:${uid}`;

/** Where one owner's chats live on the device: IndexedDB in the browser, memory in tests. */
export interface ChatBackend {
  /** Every stored record of this owner as read; the repository checks their shape. */
  readAll(): Promise<{ chats: unknown[]; entries: unknown[] }>;
  /** Undefined for a chat of another owner: it does not exist for this one. */
  read(id: string): Promise<unknown>;
  /** Writes the chat and its history entry together, or neither; never over another owner's chat. */
  write(chat: StoredChat, entry: ChatHistoryEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

/** The device's chats, partitioned by owner. */
export interface ChatDevice {
  partition(owner: ChatOwner): ChatBackend;
  /**
   * Chats written before partitions existed have no owner. The first account to open the store
   * afterwards takes them, once, and the claim is recorded on the device; resolves with the owner
   * that holds the claim (undefined while nobody signed in has come yet).
   */
  claimUnowned(owner: `user:${string}`): Promise<ChatOwner | undefined>;
}

/** The browser refused the write: storage is full (or blocked). The other chats are untouched. */
export class ChatStoreFullError extends Error {
  constructor(cause: unknown) {
    super('The chat store on this device is full', { cause });
    this.name = 'ChatStoreFullError';
  }
}

/** A write to an id another owner holds (an old link opened by someone else): refused, not merged. */
export class ForeignChatError extends Error {
  constructor(id: string) {
    super(`Chat ${id} belongs to another account on this device`);
    this.name = 'ForeignChatError';
  }
}

type Owned = { owner?: ChatOwner } & Record<string, unknown>;

/** The same rules as the IndexedDB backend over maps, for unit tests. */
export function memoryDevice(): ChatDevice & {
  chats: Map<string, Owned>;
  entries: Map<string, Owned>;
  claim?: ChatOwner;
} {
  const chats = new Map<string, Owned>();
  const entries = new Map<string, Owned>();
  const copy = <T>(value: T): T => structuredClone(value);
  const device = {
    chats,
    entries,
    claim: undefined as ChatOwner | undefined,
    partition: (owner: ChatOwner): ChatBackend => ({
      readAll: async () => ({
        chats: [...chats.values()].filter((c) => c.owner === owner).map(copy),
        entries: [...entries.values()].filter((e) => e.owner === owner).map(copy),
      }),
      read: async (id) => {
        const chat = chats.get(id);
        return chat?.owner === owner ? copy(chat) : undefined;
      },
      write: async (chat, entry) => {
        const held = chats.get(chat.id);
        if (held && held.owner !== owner) throw new ForeignChatError(chat.id);
        chats.set(chat.id, copy({ ...chat, owner }));
        entries.set(entry.id, copy({ ...entry, owner }));
      },
      remove: async (id) => {
        if (chats.get(id)?.owner !== owner) return;
        chats.delete(id);
        entries.delete(id);
      },
    }),
    claimUnowned: async (owner: `user:${string}`) => {
      if (device.claim) return device.claim;
      device.claim = owner;
      for (const store of [chats, entries])
        for (const record of store.values()) if (record.owner === undefined) record.owner = owner;
      return owner;
    },
  };
  return device;
}
