import { describe, expect, it } from 'vitest';
import type { ChatMessage, StoredChat } from '../../../lib/chats/chat-record';
import { createDefaultSettings as defaultSettings } from '../../../lib/settings';
import { buildChatRequest, historyOf, needsLocation } from './chat-request';
import { canSend, chatAsText, clampInput, exportFileName } from './chat-text';
import { connectionLabel } from './connection-label';

const msg = (i: number, sender: 'user' | 'bot', state: ChatMessage['state'] = 'complete'): ChatMessage => ({
  id: String(i),
  sender,
  content: `m${i}`,
  createdAt: '2026-01-01T00:00:00Z',
  state,
});

describe('chat request', () => {
  it('sends the last 5 whole messages, oldest first, without failed replies', () => {
    const messages = [
      msg(1, 'user'),
      msg(2, 'bot'),
      msg(3, 'user'),
      msg(4, 'bot', 'failed'),
      msg(5, 'user'),
      msg(6, 'bot'),
      msg(7, 'user'),
    ];
    expect(historyOf(messages).map((h) => h.content)).toEqual(['m2', 'm3', 'm5', 'm6', 'm7']);
    expect(historyOf(messages)[0]?.role).toBe('assistant');
  });

  it('carries preferences, the default location, and a position only when given', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const request = buildChatRequest('Hi', [], defaultSettings(), now);
    expect(request.context?.userPreferences).toMatchObject({ language: 'en', defaultLocation: 'Cyberjaya' });
    expect(request.context?.userLocation).toBeUndefined();
    expect(request.history).toBeUndefined();
    const located = buildChatRequest('Hi', [], defaultSettings(), now, {
      lat: 2.9,
      lng: 101.6,
      timestamp: 1,
    });
    expect(located.context?.userLocation).toMatchObject({ lat: 2.9, lng: 101.6 });
  });

  it('asks for the position only for questions about here, in all four languages', () => {
    for (const text of [
      'Restaurants near me',
      'kedai makan berdekatan',
      '附近的餐厅',
      'அருகில் உள்ள மருத்துவமனை',
    ]) {
      expect(needsLocation(text)).toBe(true);
    }
    expect(needsLocation('KLCC to Putrajaya by train')).toBe(false);
  });
});

describe('input and export', () => {
  it('cuts a paste over 1000 characters and refuses blank or pending sends', () => {
    expect(clampInput('a'.repeat(1001))).toEqual({ text: 'a'.repeat(1000), cut: true });
    expect(clampInput('short').cut).toBe(false);
    expect(canSend('   ', false)).toBe(false);
    expect(canSend('Hi', true)).toBe(false);
    expect(canSend('Hi', false)).toBe(true);
  });

  it('exports who said what, skipping failed replies, and names the file safely', () => {
    const chat: StoredChat = {
      id: 'chat_1',
      title: 'KLCC <trip>',
      createdAt: '2026-01-01T00:00:00Z',
      lastUpdated: '2026-01-01T00:00:00Z',
      messages: [
        msg(1, 'user'),
        { ...msg(2, 'bot'), sources: [{ name: 'Rapid KL GTFS', kind: 'dataset', asOf: '2026-01-01' }] },
        msg(3, 'bot', 'failed'),
      ],
    };
    const text = chatAsText(chat, { heading: 'H', exported: 'E', you: 'You', assistant: 'Bot' });
    expect(text).toBe(
      'H\nE\n\n[2026-01-01T00:00:00Z] You:\nm1\n\n[2026-01-01T00:00:00Z] Bot:\nm2\n\n  - Rapid KL GTFS (2026-01-01)\n',
    );
    expect(exportFileName('KLCC <trip> 天气')).toBe('pintar-chat-KLCC-trip-天气.txt');
  });
});

describe('connection label', () => {
  it('follows the socket, then HTTP, and goes down after a failure', () => {
    expect(connectionLabel('connected', false, true, false)).toBe('connected');
    expect(connectionLabel('connected', true, true, false)).toBe('typing');
    expect(connectionLabel('reconnecting', false, true, false)).toBe('reconnecting');
    expect(connectionLabel('unavailable', false, true, false)).toBe('ready');
    expect(connectionLabel('unavailable', true, true, false)).toBe('processing');
    expect(connectionLabel('connected', false, false, false)).toBe('offline');
    expect(connectionLabel('connected', false, true, true)).toBe('offline');
  });
});

describe('connection polling', () => {
  it('checks every 15 s for the first minute, then every 45 s', async () => {
    const { pollDelay } = await import('../hooks/use-health-poll');
    expect(pollDelay(0)).toBe(15_000);
    expect(pollDelay(59_999)).toBe(15_000);
    expect(pollDelay(60_000)).toBe(45_000);
  });
});
