import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('drops emphasis, headings, list marks and link targets', () => {
    expect(plainText('Take the **MRT Kajang Line** to _Bukit Bintang_.')).toBe(
      'Take the MRT Kajang Line to Bukit Bintang.',
    );
    expect(plainText('## Route\n- Walk 200 m\n1. Board at [KLCC](https://x.my/klcc)')).toBe(
      'Route Walk 200 m Board at KLCC',
    );
  });

  it('keeps a lone asterisk or underscore that is not markup', () => {
    expect(plainText('5 * 3 and snake_case')).toBe('5 * 3 and snake_case');
  });
});
