import { describe, expect, it } from 'vitest';
import { decideCreateCategory, decideDeleteCategory, decideUpdateCategory } from './categories.ts';
import {
  decideBulkCreateEntries,
  decideBulkDeleteEntries,
  decideBulkUpdateEntries,
  decideCreateEntry,
  decideDeleteEntry,
  decideTranslate,
  decideUpdateEntry,
} from './decide.ts';
import { KNOWLEDGE_EVENTS as T, type KnowledgeEntry } from './knowledge.ts';

const metadata = { now: '2025-06-01T08:00:00.000Z', actor: 'u_admin' };
const later = { now: '2025-06-02T08:00:00.000Z', actor: 'u_editor' };
const valid = { title: 'Emergency numbers', content: 'Call **999**.', language: 'en' };

const create = (input: Record<string, unknown>, id = 'kb_000000000000000000000001') =>
  decideCreateEntry({ id, input, metadata });

function created(input: Record<string, unknown> = valid, id?: string): KnowledgeEntry {
  const decision = create(input, id);
  if (!decision.ok) throw new Error(decision.message);
  return (decision.events[0]!.data as { entry: KnowledgeEntry }).entry;
}

const messageOf = (decision: { ok: boolean; message?: string }) => (decision.ok ? 'ok' : decision.message);

describe('CreateKnowledgeEntry', () => {
  it('then EntryCreated with the defaults filled in, tags lower case and once, its own translation group', () => {
    const decision = create({ ...valid, category: '', tags: ['MRT', ' mrt ', 'Bus'] });
    expect(decision).toEqual({
      ok: true,
      events: [
        {
          type: T.entryCreated,
          subject: 'kb_000000000000000000000001',
          version: 1,
          data: {
            entry: {
              id: 'kb_000000000000000000000001',
              version: 1,
              title: 'Emergency numbers',
              content: 'Call **999**.',
              language: 'en',
              category: 'general',
              tags: ['mrt', 'bus'],
              priority: 5,
              status: 'active',
              location: null,
              translation_group: 'kb_000000000000000000000001',
              needs_translation: false,
              translated_from: null,
              key: null,
              translation_key: null,
              created_at: metadata.now,
              updated_at: metadata.now,
              created_by: 'u_admin',
              updated_by: 'u_admin',
            },
          },
        },
      ],
    });
  });

  it('keeps Markdown exactly as written, HTML included', () => {
    const content = '# Hi\n\n<script>alert(1)</script>\n';
    expect(created({ ...valid, content }).content).toBe(content);
  });

  it('names the missing required fields, in order', () => {
    expect(messageOf(create({}))).toBe('Missing required fields: title, content, language');
    expect(messageOf(create({ title: 'T' }))).toBe('Missing required fields: content, language');
    expect(messageOf(create({ title: '  ', content: 'c', language: 'en' }))).toBe(
      'Missing required fields: title',
    );
    expect(create({ language: 'en' })).toMatchObject({
      reason: 'invalid',
      errors: { title: 'Title is required', content: 'Content is required' },
    });
  });

  it('refuses a language outside en, ms, zh, ar, ta', () => {
    expect(messageOf(create({ ...valid, language: 'xx' }))).toBe(
      'Unsupported language: xx. Supported: en, ms, zh, ar, ta',
    );
    expect(created({ ...valid, language: 'ZH' }).language).toBe('zh');
  });

  it('wants a whole priority from 1 to 10', () => {
    for (const priority of [0, 11, 5.5, '5', -1])
      expect(messageOf(create({ ...valid, priority }))).toBe('Priority must be between 1 and 10');
    expect(created({ ...valid, priority: 1 }).priority).toBe(1);
    expect(created({ ...valid, priority: 10 }).priority).toBe(10);
  });

  it('wants tags as an array of at most 20 short words', () => {
    expect(messageOf(create({ ...valid, tags: 'a' }))).toBe('Tags must be an array');
    expect(messageOf(create({ ...valid, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }))).toBe(
      'At most 20 tags',
    );
    expect(messageOf(create({ ...valid, tags: ['x'.repeat(41)] }))).toBe(
      'Each tag must be text of at most 40 characters',
    );
    expect(messageOf(create({ ...valid, tags: [3] }))).toBe('Each tag must be text of at most 40 characters');
  });

  it('bounds title and content, and knows the statuses, categories and areas', () => {
    expect(messageOf(create({ ...valid, title: 't'.repeat(201) }))).toBe(
      'Title must be at most 200 characters',
    );
    expect(messageOf(create({ ...valid, content: 'c'.repeat(20_001) }))).toBe(
      'Content must be at most 20000 characters',
    );
    expect(created({ ...valid, title: 't'.repeat(200), content: 'c'.repeat(20_000) }).title).toHaveLength(
      200,
    );
    expect(messageOf(create({ ...valid, status: 'published' }))).toBe(
      'Status must be one of: active, draft, archived',
    );
    expect(created({ ...valid, category: 'Public Transport' }).category).toBe('public-transport');
    expect(messageOf(create({ ...valid, category: '!!!' }))).toMatch(/^Category must be/);
    expect(messageOf(create({ ...valid, location: { lat: 95, lng: 101, radius_m: 100 } }))).toMatch(
      /^Location must be/,
    );
    expect(messageOf(create({ ...valid, location: { lat: 2.92, lng: 101.65, radius_m: 60_000 } }))).toMatch(
      /^Location must be/,
    );
    expect(created({ ...valid, location: { lat: 2.92, lng: 101.65, radius_m: 3000 } }).location).toEqual({
      lat: 2.92,
      lng: 101.65,
      radius_m: 3000,
    });
  });

  it('reports the first rule broken when several are', () => {
    expect(messageOf(create({ title: 'T', language: 'xx', priority: 0 }))).toBe(
      'Missing required fields: content',
    );
    expect(messageOf(create({ ...valid, language: 'xx', priority: 0, tags: 'a' }))).toBe(
      'Unsupported language: xx. Supported: en, ms, zh, ar, ta',
    );
  });
});

describe('UpdateEntry', () => {
  const entry = created();

  it('then EntryUpdated with the whole entry and only what changed', () => {
    const decision = decideUpdateEntry(
      entry,
      entry.id,
      { priority: 9, title: 'Emergency numbers', tags: ['SOS'] },
      later,
    );
    expect(decision).toEqual({
      ok: true,
      events: [
        {
          type: T.entryUpdated,
          subject: entry.id,
          version: 2,
          data: {
            entry: {
              ...entry,
              version: 2,
              priority: 9,
              tags: ['sos'],
              updated_at: later.now,
              updated_by: 'u_editor',
            },
            changes: { priority: 9, tags: ['sos'] },
          },
        },
      ],
    });
  });

  it('runs the language, priority and tags rules but needs no field', () => {
    expect(messageOf(decideUpdateEntry(entry, entry.id, { language: 'xx' }, later))).toBe(
      'Unsupported language: xx. Supported: en, ms, zh, ar, ta',
    );
    expect(messageOf(decideUpdateEntry(entry, entry.id, { priority: 11 }, later))).toBe(
      'Priority must be between 1 and 10',
    );
    expect(messageOf(decideUpdateEntry(entry, entry.id, { tags: 'a' }, later))).toBe('Tags must be an array');
    expect(decideUpdateEntry(entry, entry.id, { status: 'archived' }, later).ok).toBe(true);
  });

  it('records nothing when nothing changes, and refuses an unknown entry', () => {
    expect(decideUpdateEntry(entry, entry.id, { title: entry.title, tags: [] }, later)).toEqual({
      ok: true,
      events: [],
    });
    expect(decideUpdateEntry(null, 'kb_x', { title: 'T' }, later)).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
  });

  it('counts an edit of a draft translation as the translation, so it no longer needs a translator', () => {
    const draft = { ...entry, needs_translation: true };
    const decision = decideUpdateEntry(draft, draft.id, { content: 'Hubungi 999.' }, later);
    expect(
      decision.ok && (decision.events[0]!.data as { entry: KnowledgeEntry }).entry.needs_translation,
    ).toBe(false);
  });
});

describe('DeleteEntry', () => {
  it('then EntryDeleted carrying the entry as it was; an unknown id is not found', () => {
    const entry = created();
    expect(decideDeleteEntry(entry, entry.id)).toEqual({
      ok: true,
      events: [{ type: T.entryDeleted, subject: entry.id, version: 2, data: { id: entry.id, entry } }],
    });
    expect(decideDeleteEntry(null, 'kb_x')).toMatchObject({ ok: false, reason: 'not-found' });
  });
});

describe('bulk calls', () => {
  it('creates all or nothing: one bad entry and none is created, each error with its index', () => {
    const ids = ['kb_a', 'kb_b', 'kb_c'];
    const ok = decideBulkCreateEntries([valid, valid, valid], ids, metadata);
    expect(ok.ok && ok.events.map((e) => e.subject)).toEqual(ids);
    expect(
      decideBulkCreateEntries([valid, { ...valid, priority: 0 }, { title: 'T' }], ids, metadata),
    ).toEqual({
      ok: false,
      errors: [
        { index: 1, message: 'Priority must be between 1 and 10' },
        { index: 2, message: 'Missing required fields: content, language' },
      ],
    });
  });

  it('updates all or nothing, reporting ids that do not exist', () => {
    const a = created(valid, 'kb_a');
    const b = created(valid, 'kb_b');
    const current = new Map([
      [a.id, a],
      [b.id, b],
    ]);
    const ok = decideBulkUpdateEntries(
      current,
      [
        { id: 'kb_a', priority: 2 },
        { id: 'kb_b', priority: 3 },
        { id: 'kb_zz', priority: 4 },
      ],
      later,
    );
    expect(ok).toMatchObject({ ok: true, missing: ['kb_zz'] });
    expect(ok.ok && ok.events).toHaveLength(2);
    const bad = decideBulkUpdateEntries(
      current,
      [
        { id: 'kb_a', priority: 2 },
        { id: 'kb_b', tags: 'x' },
      ],
      later,
    );
    expect(bad).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Update 2 (kb_b): Tags must be an array',
      errors: { 'updates.1': 'Tags must be an array' },
    });
  });

  it('applies two updates of one entry in order', () => {
    const a = created(valid, 'kb_a');
    const decision = decideBulkUpdateEntries(
      new Map([[a.id, a]]),
      [
        { id: 'kb_a', priority: 2 },
        { id: 'kb_a', tags: ['x'] },
      ],
      later,
    );
    const last = decision.ok ? (decision.events[1]!.data as { entry: KnowledgeEntry }).entry : null;
    expect(last).toMatchObject({ priority: 2, tags: ['x'] });
  });

  it('deletes the ones that exist, once each, and reports the others', () => {
    const a = created(valid, 'kb_a');
    const decision = decideBulkDeleteEntries(new Map([[a.id, a]]), ['kb_a', 'kb_a', 'kb_b']);
    expect(decision.events.map((e) => e.subject)).toEqual(['kb_a']);
    expect(decision.missing).toEqual(['kb_b']);
  });
});

describe('Translate', () => {
  const source = created({ ...valid, tags: ['sos'], priority: 8 }, 'kb_src');
  const base = { source, sourceId: source.id, group: [source], id: 'kb_new', metadata: later };

  it('without a provider, then a draft in the target language holding the source text, needing a translator', () => {
    const decision = decideTranslate({ ...base, target: 'ms', translation: null });
    const entry = decision.ok ? (decision.events[0]!.data as { entry: KnowledgeEntry }).entry : null;
    expect(entry).toMatchObject({
      id: 'kb_new',
      language: 'ms',
      title: source.title,
      content: source.content,
      status: 'draft',
      needs_translation: true,
      translation_group: 'kb_src',
      translated_from: 'kb_src',
      tags: ['sos'],
      priority: 8,
    });
  });

  it('with a provider, then the translated text, as active as its source', () => {
    const decision = decideTranslate({
      ...base,
      target: 'ms',
      translation: { title: 'Nombor kecemasan', content: 'Hubungi **999**.' },
    });
    const entry = decision.ok ? (decision.events[0]!.data as { entry: KnowledgeEntry }).entry : null;
    expect(entry).toMatchObject({ title: 'Nombor kecemasan', status: 'active', needs_translation: false });
  });

  it('refuses an unknown language, the same language, and a language the group has', () => {
    expect(messageOf(decideTranslate({ ...base, target: 'xx', translation: null }))).toBe(
      'Unsupported language: xx. Supported: en, ms, zh, ar, ta',
    );
    expect(decideTranslate({ ...base, target: 'en', translation: null })).toMatchObject({
      reason: 'invalid',
    });
    const ms = created({ ...valid, language: 'ms' }, 'kb_ms');
    expect(decideTranslate({ ...base, group: [source, ms], target: 'ms', translation: null })).toMatchObject({
      reason: 'conflict',
    });
    expect(decideTranslate({ ...base, source: null, target: 'ms', translation: null })).toMatchObject({
      reason: 'not-found',
    });
  });
});

describe('categories', () => {
  it('creates a category with a slug id, once', () => {
    const decision = decideCreateCategory(
      null,
      { name: 'Public Transport', description: 'Buses and trains' },
      metadata,
    );
    expect(decision).toMatchObject({
      ok: true,
      events: [
        {
          type: T.categoryCreated,
          subject: 'public-transport',
          data: { category: { id: 'public-transport' } },
        },
      ],
    });
    const existing = { id: 'public-transport', name: 'x', description: '', created_at: '', updated_at: '' };
    expect(decideCreateCategory(existing, { name: 'Public Transport' }, metadata)).toMatchObject({
      reason: 'conflict',
    });
    expect(messageOf(decideCreateCategory(null, { name: ' ' }, metadata))).toBe('Name is required');
  });

  it('renames, and refuses to delete a category entries still use', () => {
    const current = { id: 'transport', name: 'Transport', description: '', created_at: '', updated_at: '' };
    expect(decideUpdateCategory(current, 'transport', { name: 'Getting around' }, later)).toMatchObject({
      ok: true,
      events: [{ data: { changes: { name: 'Getting around' } } }],
    });
    expect(decideDeleteCategory(current, 'transport', 2)).toMatchObject({ reason: 'conflict' });
    expect(decideDeleteCategory(current, 'transport', 0)).toMatchObject({ ok: true });
    expect(decideDeleteCategory(null, 'nope', 0)).toMatchObject({ reason: 'not-found' });
  });
});
