import { describe, expect, it } from 'vitest';
import { MAX_QUERY_WORDS, normalizeTerm, queryTerms, tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('splits words on spaces and punctuation', () => {
    expect(tokenize('Hospital Sultanah Aminah, Johor Bahru (JB)')).toEqual([
      'Hospital',
      'Sultanah',
      'Aminah',
      'Johor',
      'Bahru',
      'JB',
    ]);
  });

  it('makes each Chinese character a token, like the standard analyzer', () => {
    expect(tokenize('吉隆坡城中城KLCC')).toEqual(['吉', '隆', '坡', '城', '中', '城', 'KLCC']);
  });

  it('keeps Arabic and Tamil words whole', () => {
    expect(tokenize('مستشفى بوتراجايا')).toEqual(['مستشفى', 'بوتراجايا']);
    expect(tokenize('கோலாலம்பூர் மருத்துவமனை')).toEqual(['கோலாலம்பூர்', 'மருத்துவமனை']);
  });
});

describe('normalizeTerm', () => {
  it('folds case and Latin diacritics, and Arabic short vowels', () => {
    expect(normalizeTerm('Kafé')).toBe('kafe');
    expect(normalizeTerm('مُسْتَشْفَى')).toBe('مستشفى');
  });

  it('keeps Tamil vowel signs', () => {
    expect(normalizeTerm('மருத்துவமனை')).toBe('மருத்துவமனை');
  });
});

describe('queryTerms', () => {
  it('keeps each word once, in the place it was last typed', () => {
    expect(queryTerms('KL Sentral kl')).toEqual(['sentral', 'kl']);
    expect(queryTerms(Array.from({ length: 50 }, () => 'Cyberjaya').join(' '))).toEqual(['cyberjaya']);
  });

  it('considers at most MAX_QUERY_WORDS words', () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i}`);
    expect(queryTerms(words.join(' '))).toEqual(words.slice(0, MAX_QUERY_WORDS));
  });
});
