import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { en } from './en';
import { ADMIN_LOCALES } from './locales';

// English only for now; the admin is not translated (the knowledge base's content languages are a
// different matter). allowMissing shows the key's default instead of throwing on a missing text.
export const i18nProvider = polyglotI18nProvider(
  () => mergeTranslations(englishMessages, en),
  'en',
  ADMIN_LOCALES.map(({ locale, name }) => ({ locale, name })),
  { allowMissing: true },
);
