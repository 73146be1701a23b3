import { describe, expect, it } from 'vitest';
import { createDefaultSettings } from '../../lib/settings';
import { buildExport, FILE_KIND, parseImport } from './settings-file';

const chat = {
  id: 'chat_0b5b6c1e-2f0a-4d55-9d4c-1f2a3b4c5d6e',
  title: 'Weather',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUpdated: '2026-01-01T00:01:00.000Z',
  messages: [
    {
      id: 'm1',
      sender: 'user',
      content: 'Weather in KL?',
      createdAt: '2026-01-01T00:00:00.000Z',
      state: 'complete',
    },
  ],
};

describe('the device data file', () => {
  it('round-trips chats and settings', () => {
    const settings = createDefaultSettings();
    settings.general.theme = 'dark';
    settings.preferences.units = 'imperial';
    const file = buildExport(settings, [chat as never], new Date('2026-02-01T00:00:00Z'));
    const parsed = parseImport(JSON.stringify(file));
    expect(parsed).toEqual({ ok: true, settings, chats: [chat] });
  });

  it('refuses what is not JSON, not Pintar’s, or from a newer version, saying why', () => {
    expect(parseImport('{oops')).toMatchObject({ ok: false, reason: 'not-json' });
    expect(parseImport(JSON.stringify({ chats: [] }))).toMatchObject({ ok: false, reason: 'not-pintar' });
    expect(parseImport(JSON.stringify({ kind: FILE_KIND, version: 9, chats: [] }))).toEqual({
      ok: false,
      reason: 'newer-version',
      version: 9,
    });
  });

  it('refuses the whole file when any chat is broken', () => {
    const file = {
      kind: FILE_KIND,
      version: 1,
      chats: [chat, { ...chat, messages: 'x' }, { ...chat, id: 'x' }],
    };
    expect(parseImport(JSON.stringify(file))).toEqual({ ok: false, reason: 'bad-chats', count: 2 });
  });

  it('drops settings fields with bad values, keeping the defaults there', () => {
    const file = {
      kind: FILE_KIND,
      version: 1,
      chats: [],
      settings: { general: { theme: 'neon', language: 'ms' } },
    };
    const parsed = parseImport(JSON.stringify(file));
    expect(parsed.ok && parsed.settings.general).toEqual({ theme: 'system', language: 'ms' });
  });
});
