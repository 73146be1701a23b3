import { en } from './en';

/** Every language the admin offers, with Pintar's texts in it (ops.unit.test.ts checks them). */
export const ADMIN_LOCALES = [{ locale: 'en', name: 'English', messages: en }] as const;
