import i18n from 'i18next';
import { useSyncExternalStore } from 'react';
import { ChatStoreFullError } from './chat-backend';
import type { ChatHistoryEntry, StoredChat } from './chat-record';
import { type ChatRepository, createChatRepository } from './chat-repository';
import { idbBackend } from './idb-backend';

export type ChatStoreProblem = 'full' | 'unavailable' | 'corrupt';

interface ChatStoreState {
  entries: ChatHistoryEntry[];
  loaded: boolean;
  problem?: ChatStoreProblem;
}

let state: ChatStoreState = { entries: [], loaded: false };
const listeners = new Set<() => void>();
let repository: ChatRepository | undefined;
let migrated: Promise<unknown> | undefined;
// A deleted chat's pending autosave (the view flushes on unmount) must not bring it back.
const deleted = new Set<string>();

function setState(next: Partial<ChatStoreState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function repo(): ChatRepository {
  repository ??= createChatRepository(idbBackend(), () => i18n.t('chat.recoveredTitle'));
  migrated ??= repository.migrate(window.localStorage).catch(() => 0);
  return repository;
}

async function guarded<T>(task: (r: ChatRepository) => Promise<T>): Promise<T | undefined> {
  const r = repo();
  try {
    await migrated;
    return await task(r);
  } catch (error) {
    console.warn(error);
    setState({ problem: error instanceof ChatStoreFullError ? 'full' : 'unavailable' });
    return undefined;
  }
}

export async function refreshChats(): Promise<void> {
  const listing = await guarded((r) => r.list());
  if (listing)
    setState({ entries: listing.entries, loaded: true, problem: listing.unreadable ? 'corrupt' : undefined });
  else setState({ loaded: true });
}

/** Saves and refreshes the list; false when the device refused (the message says why). */
export async function saveChat(chat: StoredChat): Promise<boolean> {
  if (deleted.has(chat.id)) return true;
  const saved = await guarded(async (r) => {
    await r.save(chat);
    return true;
  });
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
