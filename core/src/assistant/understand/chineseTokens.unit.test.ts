import { describe, expect, it } from 'vitest';
import { chineseTokens } from './chineseTokens.ts';

describe('Chinese words for the intent model', () => {
  it('gives words, their characters, and Latin words whole', () => {
    expect(chineseTokens('明天天气 ron95')).toEqual(['明天', '明', '天', '天气', '天', '气', 'ron95']);
  });

  it('drops punctuation and spaces', () => {
    expect(chineseTokens('你好！ ？')).toEqual(['你好', '你', '好']);
  });
});
