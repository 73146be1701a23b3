import { describe, expect, it } from 'vitest';
import { TextIndex, type TextMatch, type TextSearchOptions, type WordTerms } from './textIndex.ts';

const word = (...terms: [string, number][]) => new Map(terms);
const all = () => true;
const idOf = String;
/** Every match, in no order. */
const find = (text: TextIndex, words: WordTerms[], options: Omit<TextSearchOptions, 'idOf'>): TextMatch[] =>
  text.search(words, { idOf, ...options }).matches;

function sample() {
  const text = new TextIndex(['name', 'area']);
  text.add(1, [
    ['hospital', 'cyberjaya'],
    ['cyberjaya', 'selangor'],
  ]);
  text.add(2, [['perpustakaan', 'awam', 'cyberjaya'], ['cyberjaya']]);
  text.add(3, [['hospital', 'putrajaya'], ['putrajaya']]);
  return text;
}

describe('TextIndex', () => {
  it('matches every word, each through any of its terms', () => {
    const text = sample();
    const hits = find(text, [word(['hospital', 1]), word(['cyberjaya', 1], ['putrajaya', 0.4])], {
      accept: all,
    });
    expect(hits.map((h) => h.doc).sort()).toEqual([1, 3]);
    expect(hits.find((h) => h.doc === 1)!.score).toBeGreaterThan(hits.find((h) => h.doc === 3)!.score);
  });

  it('matches any word for more-like-this, ranking documents with more words higher', () => {
    const text = sample();
    const hits = find(text, [word(['hospital', 1]), word(['awam', 1])], { anyWord: true, accept: all });
    expect(hits.map((h) => h.doc).sort()).toEqual([1, 2, 3]);
    expect(find(text, [word(['nothing', 1])], { anyWord: true, accept: all })).toEqual([]);
  });

  it('searches only the fields asked for, and only documents accepted', () => {
    const text = sample();
    expect(find(text, [word(['selangor', 1])], { fields: ['name'], accept: all })).toEqual([]);
    expect(find(text, [word(['cyberjaya', 1])], { accept: (doc) => doc !== 1 }).map((h) => h.doc)).toEqual([
      2,
    ]);
  });

  it('forgets a removed or replaced document', () => {
    const text = sample();
    text.remove(1, [
      ['hospital', 'cyberjaya'],
      ['cyberjaya', 'selangor'],
    ]);
    text.remove(2, [['perpustakaan', 'awam', 'cyberjaya'], ['cyberjaya']]);
    text.add(2, [['masjid'], []]);
    expect(text.size).toBe(2);
    expect(find(text, [word(['cyberjaya', 1])], { accept: all })).toEqual([]);
    expect(find(text, [word(['masjid', 1])], { accept: all }).map((h) => h.doc)).toEqual([2]);
  });

  it('keeps the best page, best first and ties by id, and counts every match', () => {
    const text = sample();
    const everything = text.search([word(['cyberjaya', 1], ['putrajaya', 1])], { accept: all, idOf });
    const page = text.search([word(['cyberjaya', 1], ['putrajaya', 1])], { accept: all, idOf, best: 2 });
    expect(page.total).toBe(3);
    const ranked = [...everything.matches].sort(
      (a, b) => b.score - a.score || idOf(a.doc).localeCompare(idOf(b.doc)),
    );
    expect(page.matches).toEqual(ranked.slice(0, 2));
  });

  it('finds nothing for no words or a word without terms', () => {
    const text = sample();
    expect(find(text, [], { accept: all })).toEqual([]);
    expect(find(text, [word(['hospital', 1]), word(['zzz', 1])], { accept: all })).toEqual([]);
  });
});

describe('TextIndex snapshot', () => {
  const fields = ['name', 'area'];
  const search = (text: TextIndex, ...terms: string[]) =>
    find(
      text,
      terms.map((t) => word([t, 1])),
      { accept: all },
    ).sort((a, b) => a.doc - b.doc);

  it('restores the same matches and scores, and takes writes after the restore', () => {
    const text = sample();
    const restored = TextIndex.restore(fields, text.snapshot());
    expect(restored.size).toBe(3);
    for (const query of [['cyberjaya'], ['hospital', 'putrajaya'], ['awam']])
      expect(search(restored, ...query)).toEqual(search(text, ...query));

    restored.remove(1, [
      ['hospital', 'cyberjaya'],
      ['cyberjaya', 'selangor'],
    ]);
    restored.add(4, [['hospital', 'serdang'], ['selangor']]);
    expect(search(restored, 'hospital').map((h) => h.doc)).toEqual([3, 4]);
    expect(search(restored, 'cyberjaya').map((h) => h.doc)).toEqual([2]);
  });

  it('snapshots a restored index again, touched terms and untouched ones alike', () => {
    const restored = TextIndex.restore(fields, sample().snapshot());
    restored.add(4, [['hospital'], ['serdang']]);
    const again = TextIndex.restore(fields, restored.snapshot());
    expect(search(again, 'hospital').map((h) => h.doc)).toEqual([1, 3, 4]);
    expect(search(again, 'perpustakaan').map((h) => h.doc)).toEqual([2]);
    expect(search(again, 'hospital')).toEqual(search(restored, 'hospital'));
  });
});
