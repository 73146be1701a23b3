import { describe, expect, it } from 'vitest';
import { HELP_SUMMARY_CHARS, openingOf, plainArticleText } from './help.ts';

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
