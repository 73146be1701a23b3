import {
  type ChatBackend,
  type ChatDevice,
  type ChatOwner,
  ChatStoreFullError,
  ForeignChatError,
} from './chat-backend';
import type { ChatHistoryEntry, StoredChat } from './chat-record';

const DB_NAME = 'pintar.chats';
// Version 2 partitions the store by owner (an `owner` field and index on both stores) and adds
// `meta`, where the one-time claim of the chats written before that is recorded.
const DB_VERSION = 2;
const CHATS = 'chats';
const HISTORY = 'history';
const META = 'meta';
const OWNER = 'owner';
const CLAIM_KEY = 'unownedChatsClaimedBy';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Resolves when the transaction is committed to disk, not merely when its requests succeeded. */
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
      const tx = request.transaction!;
      for (const name of [CHATS, HISTORY]) {
        const store = db.objectStoreNames.contains(name)
          ? tx.objectStore(name)
          : db.createObjectStore(name, { keyPath: 'id' });
        if (!store.indexNames.contains(OWNER)) store.createIndex(OWNER, OWNER);
      }
      if (!db.objectStoreNames.contains(META)) db.createObjectStore(META, { keyPath: 'key' });
    };
    request.onsuccess = () => {
      // Another tab upgrading (a newer version) must not be blocked by this one.
      request.result.onversionchange = () => {
        request.result.close();
        opening = undefined;
      };
      resolve(request.result);
    };
    request.onerror = () => {
      opening = undefined;
      reject(request.error);
    };
  });
  return opening;
}

const ownedBy = (record: unknown, owner: ChatOwner) =>
  typeof record === 'object' && record !== null && (record as { owner?: unknown }).owner === owner;

function partition(owner: ChatOwner): ChatBackend {
  return {
    async readAll() {
      const db = await open();
      const tx = db.transaction([CHATS, HISTORY], 'readonly');
      const [chats, entries] = await Promise.all([
        promised(tx.objectStore(CHATS).index(OWNER).getAll(owner)),
        promised(tx.objectStore(HISTORY).index(OWNER).getAll(owner)),
      ]);
      return { chats, entries };
    },
    async read(id) {
      const db = await open();
      const chat: unknown = await promised(db.transaction(CHATS, 'readonly').objectStore(CHATS).get(id));
      return ownedBy(chat, owner) ? chat : undefined;
    },
    async write(chat: StoredChat, entry: ChatHistoryEntry) {
      const db = await open();
      const tx = db.transaction([CHATS, HISTORY], 'readwrite');
      const chats = tx.objectStore(CHATS);
      let foreign = false;
      // The ownership check and the write are one transaction: nothing can slip in between.
      chats.get(chat.id).onsuccess = (event) => {
        const held: unknown = (event.target as IDBRequest).result;
        if (held !== undefined && !ownedBy(held, owner)) {
          foreign = true;
          tx.abort();
          return;
        }
        chats.put({ ...chat, owner });
        tx.objectStore(HISTORY).put({ ...entry, owner });
      };
      try {
        await finished(tx);
      } catch (error) {
        if (foreign) throw new ForeignChatError(chat.id);
        if (error instanceof DOMException && error.name === 'QuotaExceededError') {
          throw new ChatStoreFullError(error);
        }
        throw error;
      }
    },
    async remove(id) {
      const db = await open();
      const tx = db.transaction([CHATS, HISTORY], 'readwrite');
      tx.objectStore(CHATS).get(id).onsuccess = (event) => {
        if (!ownedBy((event.target as IDBRequest).result, owner)) return;
        tx.objectStore(CHATS).delete(id);
        tx.objectStore(HISTORY).delete(id);
      };
      await finished(tx);
    },
  };
}

/** Takes every record without an owner for `owner` and records the claim, in one transaction. */
async function claimUnowned(owner: `user:${string}`): Promise<ChatOwner | undefined> {
  const db = await open();
  const tx = db.transaction([CHATS, HISTORY, META], 'readwrite');
  const meta = tx.objectStore(META);
  let holder: ChatOwner | undefined;
  meta.get(CLAIM_KEY).onsuccess = (event) => {
    const claim = (event.target as IDBRequest<{ owner: ChatOwner } | undefined>).result;
    if (claim) {
      holder = claim.owner;
      return;
    }
    holder = owner;
    meta.put({ key: CLAIM_KEY, owner, at: new Date().toISOString() });
    for (const name of [CHATS, HISTORY]) {
      tx.objectStore(name).openCursor().onsuccess = (e) => {
        const cursor = (e.target as IDBRequest<IDBCursorWithValue | null>).result;
        if (!cursor) return;
        const record = cursor.value as { owner?: string };
        if (record.owner === undefined) cursor.update({ ...record, owner });
        cursor.continue();
      };
    }
  };
  await finished(tx);
  return holder;
}

/** Chats in IndexedDB: local storage's few megabytes fill up with cards and long answers. */
export function idbDevice(): ChatDevice {
  return { partition, claimUnowned };
}
