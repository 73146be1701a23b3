import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect.ts';

describe('language detection', () => {
  it.each([
    ['how do I get to the station by train', 'en'],
    ['got clinic near here or not ah', 'en'],
    ['cuaca hari ini macam mana', 'ms'],
    ['macam mana nak pergi naik tren', 'ms'],
    ['bagaimana cara ke sana? saya mau naik kereta api besok', 'ms'],
    ['附近有医院吗', 'zh'],
    ['从 kl sentral 到 klcc 怎么走', 'zh'],
    ['கிளினிக் அருகில்', 'ta'],
    ['klcc க்கு ரயிலில் எப்படி போவது', 'ta'],
  ])('%s → %s', (text, language) => {
    expect(detectLanguage(text).language).toBe(language);
  });

  it('falls back to the preferred language when nothing decides', () => {
    expect(detectLanguage('klcc', 'ms')).toEqual({ language: 'ms', decided: false });
    expect(detectLanguage('', 'zh').language).toBe('zh');
  });
});
