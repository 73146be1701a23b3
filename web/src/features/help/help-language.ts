import type { Language } from '../../lib/settings';

/** The knowledge base's content languages (docs/knowledge.md). */
export type HelpLanguage = 'en' | 'ms' | 'zh' | 'ar' | 'ta';

/** Native names, so a reader finds theirs whatever the UI language. */
export const HELP_LANGUAGE_NAMES: Record<HelpLanguage, string> = {
  en: 'English',
  ms: 'Bahasa Malaysia',
  zh: '中文',
  ar: 'العربية',
  ta: 'தமிழ்',
};

export function helpLanguageName(code: string): string {
  return code in HELP_LANGUAGE_NAMES ? HELP_LANGUAGE_NAMES[code as HelpLanguage] : code;
}

export function textDirection(language: string): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The articles' language for a UI language. The knowledge base accepts Tamil but ships no Tamil
 * articles, so Tamil readers get English, and `fallback` says so, for the page to tell them.
 */
export function helpLanguageFor(ui: Language): { language: HelpLanguage; fallback: boolean } {
  return ui === 'ta' ? { language: 'en', fallback: true } : { language: ui, fallback: false };
}
