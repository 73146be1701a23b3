import { type ChatBackend, ChatStoreFullError } from './chat-backend';
import type { ChatHistoryEntry, StoredChat } from './chat-record';

const DB_NAME = 'pintar.chats';
const DB_VERSION = 1;
const CHATS = 'chats';
const HISTORY = 'history';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function finished(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(CHATS)) db.createObjectStore(CHATS, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(HISTORY)) db.createObjectStore(HISTORY, { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = undefined;
      reject(request.error);
    };
  });
  return opening;
}

/** Chats in IndexedDB: local storage's few megabytes fill up with cards and long answers. */
export function idbBackend(): ChatBackend {
  return {
    async readAll() {
      const db = await open();
      const tx = db.transaction([CHATS, HISTORY], 'readonly');
      const [chats, entries] = await Promise.all([
        promised(tx.objectStore(CHATS).getAll()),
        promised(tx.objectStore(HISTORY).getAll()),
      ]);
      return { chats, entries };
    },
    async read(id) {
      const db = await open();
      return promised(db.transaction(CHATS, 'readonly').objectStore(CHATS).get(id));
    },
    async write(chat: StoredChat, entry: ChatHistoryEntry) {
      const db = await open();
      try {
        const tx = db.transaction([CHATS, HISTORY], 'readwrite');
        tx.objectStore(CHATS).put(chat);
        tx.objectStore(HISTORY).put(entry);
        await finished(tx);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'QuotaExceededError') {
          throw new ChatStoreFullError(error);
        }
        throw error;
      }
    },
    async remove(id) {
      const db = await open();
      const tx = db.transaction([CHATS, HISTORY], 'readwrite');
      tx.objectStore(CHATS).delete(id);
      tx.objectStore(HISTORY).delete(id);
      await finished(tx);
    },
  };
}
