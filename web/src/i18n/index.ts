import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../lib/settings';

// One chunk per language, English included, so the entry bundle carries no UI text and a visitor
// downloads only the languages they use (plus English as the fallback).
// Chinese and Tamil also bring their self-hosted font (the theme's stack names it): many systems
// lack one, and text would show as boxes. The CSS declares unicode-range subsets, so the browser
// downloads only the glyph files the page really uses.
const withFont = <T>(text: Promise<T>, ...fonts: Array<Promise<unknown>>): Promise<T> =>
  Promise.all([text, ...fonts.map((f) => f.catch(() => undefined))]).then(([module]) => module);

const loaders: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('./locales/en'),
  ms: () => import('./locales/ms'),
  zh: () => withFont(import('./locales/zh'), import('@fontsource/noto-sans-sc/400.css')),
  ta: () =>
    withFont(
      import('./locales/ta'),
      import('@fontsource/noto-sans-tamil/400.css'),
      import('@fontsource/noto-sans-tamil/700.css'),
    ),
};

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    loaders[language]().then(
      (module) => callback(null, module.default as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function reflectLanguage(language: string): void {
  document.documentElement.lang = language;
}

export function initI18n(language: Language): typeof i18n {
  i18n.on('languageChanged', reflectLanguage);
  void i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: ['translation'],
      defaultNS: 'translation',
      // React already escapes text it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18n;
}
