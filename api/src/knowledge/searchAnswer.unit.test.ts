import { describe, expect, it } from 'vitest';
import { type KnowledgeSearchAnswer, searchAnswerWriter } from './searchAnswer.ts';

const write = searchAnswerWriter(2);
const text = (answer: KnowledgeSearchAnswer) => write(answer).toString('utf8');

const hit = (id: string, version: number, summary: string) => ({
  id,
  version,
  title: `Title of ${id} "quoted" \u2028 ✓ 柔佛`,
  language: 'en',
  category: 'transit',
  tags: ['a', 'b'],
  priority: 7,
  status: 'active',
  location: { lat: 1.5, lng: 103.7, radius_m: 500 },
  key: null,
  translation_key: null,
  translation_group: id,
  needs_translation: false,
  translated_from: null,
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: `2026-11-27T00:00:0${version}.000Z`,
  created_by: 'u_1',
  updated_by: 'u_1',
  summary,
});

const answer = (results: KnowledgeSearchAnswer['results']): KnowledgeSearchAnswer => ({
  query: 'touch "n" go\\',
  total: 42,
  results,
});

describe('searchAnswerWriter', () => {
  it('writes exactly what JSON.stringify writes', () => {
    const a = answer([
      { entry: hit('kb_1', 1, 'First…') as never, score: 12.345 },
      { entry: hit('kb_2', 3, 'Second') as never, score: 0.1 },
      // Core's hits are frozen: kept by the object itself.
      { entry: Object.freeze(hit('kb_5', 1, 'Frozen')) as never, score: 3 },
    ]);
    expect(text(a)).toBe(JSON.stringify(a));
    expect(text(a)).toBe(JSON.stringify(a));
    expect(text(answer([]))).toBe(JSON.stringify(answer([])));
  });

  it('writes a changed entry anew: a new version is a new text', () => {
    expect(text(answer([{ entry: hit('kb_3', 1, 'Old') as never, score: 1 }]))).toContain('"Old"');
    const changed = answer([{ entry: hit('kb_3', 2, 'New') as never, score: 1 }]);
    expect(text(changed)).toBe(JSON.stringify(changed));
  });

  it("keeps hits per writer: another API in the process never gets this one's bytes", () => {
    const mine = answer([{ entry: hit('kb_6', 1, 'Mine') as never, score: 1 }]);
    const theirs = answer([{ entry: hit('kb_6', 1, 'Theirs') as never, score: 1 }]);
    expect(text(mine)).toBe(JSON.stringify(mine));
    expect(searchAnswerWriter()(theirs).toString('utf8')).toBe(JSON.stringify(theirs));
  });

  it('writes whole entries (with their content) as they are', () => {
    const { summary: _, ...fields } = hit('kb_4', 1, '');
    const whole = answer([{ entry: { ...fields, content: 'The whole text' } as never, score: 2 }]);
    expect(text(whole)).toBe(JSON.stringify(whole));
  });
});
