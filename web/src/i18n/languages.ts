import type { Language } from '../lib/settings';

/** Names are written in their own language so a reader can find theirs whatever the UI language. */
export const LANGUAGE_OPTIONS: ReadonlyArray<{ code: Language; nativeName: string }> = [
  { code: 'en', nativeName: 'English' },
  { code: 'ms', nativeName: 'Bahasa Malaysia' },
  { code: 'zh', nativeName: '中文' },
  { code: 'ta', nativeName: 'தமிழ்' },
];

export function languageName(code: string): string {
  return LANGUAGE_OPTIONS.find((option) => option.code === code)?.nativeName ?? code;
}
