import { describe, expect, it } from 'vitest';
import { helpLanguageFor, helpLanguageName, textDirection } from './help-language';

describe('helpLanguageFor', () => {
  it('uses the UI language where the knowledge base has it', () => {
    expect(helpLanguageFor('en')).toEqual({ language: 'en', fallback: false });
    expect(helpLanguageFor('ms')).toEqual({ language: 'ms', fallback: false });
    expect(helpLanguageFor('zh')).toEqual({ language: 'zh', fallback: false });
  });

  it('falls back to English for Tamil, and says so', () => {
    expect(helpLanguageFor('ta')).toEqual({ language: 'en', fallback: true });
  });
});

describe('language names and direction', () => {
  it('names languages natively and writes Arabic right to left', () => {
    expect(helpLanguageName('ar')).toBe('العربية');
    expect(helpLanguageName('xx')).toBe('xx');
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('zh')).toBe('ltr');
  });
});
