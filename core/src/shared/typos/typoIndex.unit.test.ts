import { describe, expect, it } from 'vitest';
import { autoFuzziness, editDistance, TypoIndex } from './typoIndex.ts';

const codes = (s: string) => Array.from(s, (c) => c.codePointAt(0)!);
const index = (...terms: string[]) => {
  const typos = new TypoIndex();
  for (const term of terms) typos.add(term);
  return typos;
};
const found = (typos: TypoIndex, query: string, max?: number) =>
  typos.similar(query, max).map((s) => `${s.term}:${s.distance}`);

describe('editDistance (optimal string alignment)', () => {
  it.each([
    ['rfid', 'rfdi', 1],
    ['cyberjaya', 'cyebrjaya', 1],
    ['taman', 'tamn', 1],
    ['awam', 'aawm', 1],
    ['hospital', 'hsopitla', 2],
    ['kitten', 'sitting', 3],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(codes(a), codes(b), 3)).toBe(d);
  });

  it('stops at the limit', () => {
    expect(editDistance(codes('sekolah'), codes('hospital'), 2)).toBe(3);
  });
});

describe('TypoIndex', () => {
  it('follows AUTO fuzziness: none up to 2 letters, 1 up to 5, then 2', () => {
    expect([1, 2, 3, 5, 6, 20].map(autoFuzziness)).toEqual([0, 0, 1, 1, 2, 2]);
    const typos = index('ab', 'ac', 'taman', 'tamat', 'cyberjaya');
    expect(found(typos, 'ab')).toEqual(['ab:0']);
    expect(found(typos, 'taman')).toEqual(['taman:0', 'tamat:1']);
    expect(found(typos, 'cybrjya')).toEqual(['cyberjaya:2']);
    expect(found(typos, 'cybja')).toEqual([]);
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    const typos = index('rfid', 'rapid', 'putra');
    expect(found(typos, 'rfdi')).toEqual(['rfid:1']);
    expect(found(typos, 'putar')).toEqual(['putra:1']);
  });

  it('finds every term within reach, closest first, and caps the expansions', () => {
    const words = ['jalan', 'jalak', 'jalar', 'halan', 'jala', 'jalanan', 'jalin'];
    const typos = index(...words);
    expect(found(typos, 'jalan')).toEqual(['jalan:0', 'halan:1', 'jala:1', 'jalak:1', 'jalar:1', 'jalin:1']);
    expect(typos.similar('jalan', 1, 2).map((s) => s.term)).toEqual(['jalan', 'halan']);
  });

  it('handles Han characters, letters outside the BMP and hostile input', () => {
    const typos = index('吉', '隆', 'kafé', '𝒜bcd');
    expect(found(typos, '吉')).toEqual(['吉:0']);
    expect(found(typos, 'kafe')).toEqual(['kafé:1']);
    expect(found(typos, '𝒜bdc')).toEqual(['𝒜bcd:1']);
    expect(found(typos, 'a'.repeat(500))).toEqual([]);
    expect(found(typos, '')).toEqual([]);
  });

  it('lists completions of a prefix, the shortest first', () => {
    const typos = index('taman', 'tamanan', 'tambak', 'tam', 'teluk', 'taman2');
    expect(typos.withPrefix('tam')).toEqual(['tam', 'taman', 'taman2', 'tamanan', 'tambak']);
    expect(typos.withPrefix('tam', 2)).toEqual(['tam', 'taman']);
    expect(typos.withPrefix('zz')).toEqual([]);
  });

  it('remembers a look-up until a term is added, so a new term is found at once', () => {
    const typos = index('stesen', 'setsen');
    expect(found(typos, 'stesn')).toEqual(['stesen:1']);
    expect(typos.similar('stesn')).toBe(typos.similar('stesn'));
    typos.add('stesn');
    expect(found(typos, 'stesn')).toEqual(['stesn:0', 'stesen:1']);
  });

  it('completes terms added one by one, in any order, between look-ups', () => {
    const typos = TypoIndex.of(['taman', 'teluk']);
    typos.add('tambak');
    typos.add('tam');
    expect(typos.withPrefix('tam')).toEqual(['tam', 'taman', 'tambak']);
    typos.add('taman2');
    typos.add('taman'); // already there: not listed twice
    typos.add('a');
    expect(typos.withPrefix('tam')).toEqual(['tam', 'taman', 'taman2', 'tambak']);
    expect(typos.withPrefix('a')).toEqual(['a']);
    expect(typos.withPrefix('te')).toEqual(['teluk']);
  });
});
