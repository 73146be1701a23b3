import { describe, expect, it } from 'vitest';
import { exactNameCheck } from './exactName.ts';
import { TextIndex } from './textIndex.ts';
import { expandWords } from '../../shared/typos/expandWords.ts';
import { TypoIndex } from '../../shared/typos/typoIndex.ts';
import { queryTerms } from '../../shared/tokenize.ts';

// Documents by number: name terms, then area terms.
const DOCS = [
  [
    ['kl', 'sentral'],
    ['kuala', 'lumpur'],
  ],
  [['kajang'], ['selangor']],
  [['sate', 'kajang'], ['kajang']],
  [['bangsar'], ['kuala', 'lumpur']],
  [['kangar'], ['perlis']],
  [['pasar'], ['bangsar']],
];

function checkFor(text: string) {
  const index = new TextIndex(['name', 'area']);
  DOCS.forEach((fields, doc) => index.add(doc, fields));
  const typos = TypoIndex.of(DOCS.flat(2));
  return exactNameCheck(index, 'name', expandWords(queryTerms(text), typos, true));
}

describe('exactNameCheck', () => {
  it('tells a name typed as is from one held only through a one-edit typo', () => {
    expect(checkFor('KL Sentral')(0)).toBe(2);
    expect(checkFor('kl sentrl')(0)).toBe(1);
    expect(checkFor('kajnag')(1)).toBe(1);
  });

  it('takes the last word as begun, not misspelt', () => {
    expect(checkFor('kl sent')(0)).toBe(2);
  });

  it('needs every word in the field itself, not in another field or two edits away', () => {
    expect(checkFor('bangsar')(5)).toBe(0);
    expect(checkFor('bangsar')(4)).toBe(0);
    expect(checkFor('sentral')(3)).toBe(0);
  });
});
