import 'i18next';
import type { Resource } from './locales/en';

// Typed keys: a misspelt key in t() fails the typecheck instead of showing the raw key on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resource };
  }
}
