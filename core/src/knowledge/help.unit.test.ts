import { describe, expect, it } from 'vitest';
import { HELP_SUMMARY_CHARS, knowledgeEntryHit, openingOf, plainArticleText } from './help.ts';
import type { KnowledgeEntry } from './knowledge.ts';
import { toKnowledgeSearchDoc } from './search/projection.ts';

describe('plainArticleText', () => {
  it('keeps the words of Markdown and drops its marks, addresses, code and HTML', () => {
    const markdown = [
      '# Paying tolls',
      '',
      'Tolls are **cashless**: use [Touch n Go](https://www.touchngo.com.my) or _SmartTAG_.',
      '![A toll plaza](plaza.png)',
      '- Reload at `any` kiosk',
      '1. Tap the card',
      '> Keep RM 10 &amp; more.',
      '```',
      'ignored code',
      '```',
      '<script>alert(1)</script>Done.',
      '| Plaza | RM |',
      '| --- | --- |',
      '| Sungai Besi | 1.60 |',
    ].join('\n');
    expect(plainArticleText(markdown)).toBe(
      'Paying tolls Tolls are cashless: use Touch n Go or SmartTAG. A toll plaza Reload at any kiosk ' +
        'Tap the card Keep RM 10 & more. Done. Plaza RM Sungai Besi 1.60',
    );
  });
});

describe('openingOf', () => {
  it('answers a short text whole', () => {
    expect(openingOf('Reset your password from Settings.')).toBe('Reset your password from Settings.');
  });

  it('cuts a long text at a word, without trailing punctuation, and marks the cut', () => {
    const text = `${'word '.repeat(60)}end`;
    const opening = openingOf(text);
    expect(opening.length).toBeLessThanOrEqual(HELP_SUMMARY_CHARS + 1);
    expect(opening).toMatch(/^(word )+word…$/);
  });

  it('cuts a text without spaces at the limit, never inside an emoji', () => {
    expect(openingOf('路'.repeat(300))).toBe(`${'路'.repeat(HELP_SUMMARY_CHARS)}…`);
    const emoji = `${'a'.repeat(HELP_SUMMARY_CHARS - 1)}😀tail`;
    expect(openingOf(emoji)).toBe(`${'a'.repeat(HELP_SUMMARY_CHARS - 1)}…`);
  });
});

describe('knowledgeEntryHit', () => {
  const entry = {
    ...knowledgeEntryFixture(),
    content: `# Banjir\n\n**Elakkan** kawasan rendah. ${'Ikut arahan pihak berkuasa. '.repeat(20)}`,
  };

  it('lists the entry without its text, with its opening', () => {
    const hit = knowledgeEntryHit(entry);
    expect(hit).not.toHaveProperty('content');
    expect(hit).toMatchObject({ id: entry.id, title: entry.title, tags: entry.tags });
    expect(hit.summary.startsWith('Banjir Elakkan kawasan rendah.')).toBe(true);
    expect(hit.summary.length).toBeLessThanOrEqual(HELP_SUMMARY_CHARS + 1);
  });

  it('takes the opening the search index made, and the index makes the same one', () => {
    expect(toKnowledgeSearchDoc(entry).summary).toBe(knowledgeEntryHit(entry).summary);
    expect(knowledgeEntryHit(entry, 'From the index').summary).toBe('From the index');
  });

  it('hands out one frozen hit per entry object, made again for another summary or entry', () => {
    const own = { ...entry };
    const first = knowledgeEntryHit(own, 'Opening');
    expect(knowledgeEntryHit(own, 'Opening')).toBe(first);
    expect(knowledgeEntryHit(own)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(knowledgeEntryHit(own, 'Another').summary).toBe('Another');
    const edited = { ...own, title: 'Banjir besar' };
    expect(knowledgeEntryHit(edited).title).toBe('Banjir besar');
  });
});

function knowledgeEntryFixture(): KnowledgeEntry {
  return {
    id: 'kb_0123456789abcdef01234567',
    title: 'Banjir kilat',
    content: '',
    language: 'ms',
    category: 'safety',
    tags: ['banjir'],
    priority: 5,
    status: 'active',
    location: null,
    translation_group: 'tg_1',
    needs_translation: false,
    translated_from: null,
    key: null,
    translation_key: null,
    created_at: '2026-11-27T00:00:00.000Z',
    updated_at: '2026-11-27T00:00:00.000Z',
    created_by: 'u_1',
    updated_by: 'u_1',
  };
}
