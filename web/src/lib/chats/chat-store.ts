import i18n from 'i18next';
import { useSyncExternalStore } from 'react';
import { ANONYMOUS, type ChatDevice, type ChatOwner, ChatStoreFullError, userOwner } from './chat-backend';
import type { ChatHistoryEntry, StoredChat } from './chat-record';
import { type ChatRepository, createChatRepository } from './chat-repository';
import { idbDevice } from './idb-backend';
import { readSession } from '../session';

export type ChatStoreProblem = 'full' | 'unavailable' | 'corrupt';

interface ChatStoreState {
  entries: ChatHistoryEntry[];
  loaded: boolean;
  problem?: ChatStoreProblem;
}

let state: ChatStoreState = { entries: [], loaded: false };
const listeners = new Set<() => void>();
let device: ChatDevice | undefined;
// One repository per owner, each ready once the chats from before partitions are sorted out.
const repositories = new Map<ChatOwner, { repository: ChatRepository; ready: Promise<unknown> }>();
let owner: ChatOwner | undefined;
// A deleted chat's pending autosave (the view flushes on unmount) must not bring it back.
const deleted = new Set<string>();

function setState(next: Partial<ChatStoreState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Until the app says who is signed in, the stored session says it (or nobody: anonymous). */
export function chatOwner(): ChatOwner {
  owner ??= ownerOf(readSession()?.user.uid);
  return owner;
}

export const ownerOf = (uid: string | undefined): ChatOwner => (uid ? userOwner(uid) : ANONYMOUS);

/**
 * Switches the chats on screen to another account's partition (sign-in, sign-out): the list
 * empties at once, so nothing of the previous account stays shown, and the new one loads.
 */
export function setChatOwner(next: ChatOwner): void {
  if (next === chatOwner()) return;
  owner = next;
  setState({ entries: [], loaded: false, problem: undefined });
  if (listeners.size > 0) void refreshChats();
}

function repo(forOwner: ChatOwner) {
  device ??= idbDevice();
  let held = repositories.get(forOwner);
  if (!held) {
    const repository = createChatRepository(device.partition(forOwner), () => i18n.t('chat.recoveredTitle'));
    // Chats from before partitions (IndexedDB records without an owner, and older local-storage
    // keys) go to the first account signed in here, never to the signed-out partition.
    const ready =
      forOwner === ANONYMOUS
        ? Promise.resolve()
        : device
            .claimUnowned(forOwner as `user:${string}`)
            .then((holder) => (holder === forOwner ? repository.migrate(window.localStorage) : 0))
            .catch((error: unknown) => console.warn(error));
    held = { repository, ready };
    repositories.set(forOwner, held);
  }
  return held;
}

async function guarded<T>(
  task: (r: ChatRepository) => Promise<T>,
  forOwner: ChatOwner = chatOwner(),
): Promise<T | undefined> {
  const { repository, ready } = repo(forOwner);
  try {
    await ready;
    return await task(repository);
  } catch (error) {
    console.warn(error);
    if (forOwner === chatOwner())
      setState({ problem: error instanceof ChatStoreFullError ? 'full' : 'unavailable' });
    return undefined;
  }
}

export async function refreshChats(): Promise<void> {
  const forOwner = chatOwner();
  const listing = await guarded((r) => r.list(), forOwner);
  // A listing that finishes after a sign-in or sign-out belongs to the previous account.
  if (forOwner !== chatOwner()) return;
  if (listing)
    setState({ entries: listing.entries, loaded: true, problem: listing.unreadable ? 'corrupt' : undefined });
  else setState({ loaded: true });
}

/**
 * Saves (the transaction committed) and refreshes the list; false when the device refused (the
 * message says why). `forOwner` is the account the chat was opened under: a save that lands after
 * a sign-out still goes to that account's partition, never to the next person's.
 */
export async function saveChat(chat: StoredChat, forOwner: ChatOwner = chatOwner()): Promise<boolean> {
  if (deleted.has(chat.id)) return true;
  const saved = await guarded(async (r) => {
    await r.save(chat);
    return true;
  }, forOwner);
  if (saved) await refreshChats();
  return saved === true;
}

export async function deleteChat(id: string): Promise<boolean> {
  deleted.add(id);
  const done = await guarded(async (r) => {
    await r.remove(id);
    return true;
  });
  if (done) await refreshChats();
  return done === true;
}

export const loadChat = (id: string) => guarded((r) => r.get(id));
export const loadAllChats = async () => (await guarded((r) => r.all())) ?? [];

export function dismissChatStoreProblem(): void {
  setState({ problem: undefined });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!state.loaded && listeners.size === 1) void refreshChats();
  return () => listeners.delete(listener);
}

export function useChatStore(): ChatStoreState {
  return useSyncExternalStore(subscribe, () => state);
}
