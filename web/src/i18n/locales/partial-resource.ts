import type { Resource } from './en';

/** A translation may leave any key out; i18next then falls back to English (fallbackLng 'en'). */
export type PartialResource<T = Resource> = {
  [K in keyof T]?: T[K] extends string ? string : PartialResource<T[K]>;
};
