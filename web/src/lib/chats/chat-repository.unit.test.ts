import { describe, expect, it } from 'vitest';
import { memoryDevice } from './chat-backend';

const memoryBackend = () => memoryDevice().partition('user:a');
import { emptyChat, type StoredChat } from './chat-record';
import { createChatRepository, LEGACY_CHAT_PREFIX } from './chat-repository';

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));

function withMessage(chat: StoredChat, content: string, state: 'complete' | 'streaming' = 'complete') {
  return {
    ...chat,
    messages: [
      ...chat.messages,
      { id: content, sender: 'bot' as const, content, createdAt: chat.createdAt, state },
    ],
  };
}

describe('chat repository', () => {
  it('lists chats newest first and survives a new repository on the same store', async () => {
    const backend = memoryBackend();
    const repo = createChatRepository(backend, () => 'Recovered Chat');
    await repo.save({ ...emptyChat('chat_old', at(1), 'Old'), lastUpdated: at(1).toISOString() });
    await repo.save({ ...emptyChat('chat_new', at(2), 'New'), lastUpdated: at(2).toISOString() });
    const again = createChatRepository(backend, () => 'Recovered Chat');
    expect((await again.list()).entries.map((e) => e.id)).toEqual(['chat_new', 'chat_old']);
  });

  it('never stores an answer still streaming as whole', async () => {
    const backend = memoryBackend();
    const repo = createChatRepository(backend, () => 'x');
    await repo.save(withMessage(emptyChat('chat_a', at(1), 'A'), 'Half an ans', 'streaming'));
    expect((await repo.get('chat_a'))?.messages[0]?.state).toBe('stopped');
  });

  it('restores a stored chat missing from the list as Recovered Chat', async () => {
    const device = memoryDevice();
    const backend = device.partition('user:a');
    const repo = createChatRepository(backend, () => 'Recovered Chat');
    await repo.save(emptyChat('chat_lost', at(1), 'Trip'));
    device.entries.delete('chat_lost');
    expect((await repo.get('chat_lost'))?.title).toBe('Recovered Chat');
    expect((await repo.list()).entries[0]).toMatchObject({ id: 'chat_lost', title: 'Recovered Chat' });
  });

  it('skips a corrupt record and keeps the other chats', async () => {
    const device = memoryDevice();
    const backend = device.partition('user:a');
    const repo = createChatRepository(backend, () => 'x');
    await repo.save(emptyChat('chat_ok', at(1), 'Fine'));
    device.chats.set('chat_bad', { id: 'chat_bad', messages: 'nope', owner: 'user:a' });
    const listing = await repo.list();
    expect(listing.entries.map((e) => e.id)).toEqual(['chat_ok']);
    expect(listing.unreadable).toBe(1);
    expect(await repo.get('chat_bad')).toBeUndefined();
  });

  it('migrates chats from local storage and frees their keys, leaving corrupt ones', async () => {
    const items = new Map<string, string>([
      [
        `${LEGACY_CHAT_PREFIX}1`,
        JSON.stringify({
          id: 'chat_1',
          title: 'From before',
          createdAt: at(1).toISOString(),
          lastUpdated: at(1).toISOString(),
          messages: [{ id: 'm', sender: 'assistant', content: 'Hi' }],
        }),
      ],
      [`${LEGACY_CHAT_PREFIX}2`, '{not json'],
      ['pintar.settings', '{}'],
    ]);
    const storage = {
      get length() {
        return items.size;
      },
      key: (i: number) => [...items.keys()][i] ?? null,
      getItem: (k: string) => items.get(k) ?? null,
      removeItem: (k: string) => void items.delete(k),
    };
    const repo = createChatRepository(memoryBackend(), () => 'x');
    expect(await repo.migrate(storage)).toBe(1);
    expect([...items.keys()]).toEqual([`${LEGACY_CHAT_PREFIX}2`, 'pintar.settings']);
    const chat = await repo.get('chat_1');
    expect(chat?.messages[0]).toMatchObject({ sender: 'bot', state: 'complete', content: 'Hi' });
  });
});

describe('chats on a shared device', () => {
  const chat = (id: string) => emptyChat(id, at(1), id);

  it('shows each account only its own chats, and signed-out visitors none of them', async () => {
    const device = memoryDevice();
    const aisyah = createChatRepository(device.partition('user:aisyah'), () => 'x');
    const ben = createChatRepository(device.partition('user:ben'), () => 'x');
    const visitor = createChatRepository(device.partition('anonymous'), () => 'x');
    await aisyah.save(chat('chat_clinic'));
    await ben.save(chat('chat_trains'));
    expect((await aisyah.list()).entries.map((e) => e.id)).toEqual(['chat_clinic']);
    expect((await ben.list()).entries.map((e) => e.id)).toEqual(['chat_trains']);
    expect((await visitor.list()).entries).toEqual([]);
    expect(await ben.get('chat_clinic')).toBeUndefined();
    expect(await ben.all()).toHaveLength(1);
  });

  it("neither overwrites nor deletes another account's chat through its id", async () => {
    const device = memoryDevice();
    const aisyah = createChatRepository(device.partition('user:aisyah'), () => 'x');
    const ben = createChatRepository(device.partition('user:ben'), () => 'x');
    await aisyah.save(chat('chat_clinic'));
    await expect(ben.save({ ...chat('chat_clinic'), title: 'taken' })).rejects.toThrow(/another account/);
    await ben.remove('chat_clinic');
    expect((await aisyah.get('chat_clinic'))?.title).toBe('chat_clinic');
  });

  it('gives chats from before partitions to the first account only, once', async () => {
    const device = memoryDevice();
    device.chats.set('chat_old', { ...chat('chat_old') });
    device.entries.set('chat_old', { id: 'chat_old', title: 'chat_old', createdAt: '', lastUpdated: '' });
    const visitor = createChatRepository(device.partition('anonymous'), () => 'x');
    expect((await visitor.list()).entries).toEqual([]);
    expect(await device.claimUnowned('user:aisyah')).toBe('user:aisyah');
    expect(await device.claimUnowned('user:ben')).toBe('user:aisyah');
    const aisyah = createChatRepository(device.partition('user:aisyah'), () => 'x');
    const ben = createChatRepository(device.partition('user:ben'), () => 'x');
    expect((await aisyah.list()).entries.map((e) => e.id)).toEqual(['chat_old']);
    expect((await ben.list()).entries).toEqual([]);
  });
});
