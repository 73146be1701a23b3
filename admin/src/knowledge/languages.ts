// The knowledge base's content languages and statuses, from the contract, with their names and
// colours for the admin. Pure, so it is unit tested without a browser.

import {
  isKnowledgeLanguage,
  KNOWLEDGE_LANGUAGES,
  KNOWLEDGE_STATUSES,
  type KnowledgeLanguage,
} from '@pintar/contracts/knowledge';

export { isKnowledgeLanguage, KNOWLEDGE_LANGUAGES, KNOWLEDGE_STATUSES };
export type { KnowledgeLanguage, KnowledgeStatus } from '@pintar/contracts/knowledge';

/** Each language in its own script, so an editor finds theirs whatever they read. */
export const LANGUAGE_NAMES: Record<KnowledgeLanguage, string> = {
  en: 'English',
  ms: 'Bahasa Melayu',
  zh: '中文',
  ar: 'العربية',
  ta: 'தமிழ்',
};

export const languageName = (code: string): string =>
  isKnowledgeLanguage(code) ? LANGUAGE_NAMES[code] : code;

/** Arabic is written right to left; the others left to right. */
export const textDirection = (language: unknown): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

export const languageChoices = KNOWLEDGE_LANGUAGES.map((code) => ({ id: code, name: LANGUAGE_NAMES[code] }));

export const statusChoices = KNOWLEDGE_STATUSES.map((status) => ({
  id: status,
  name: `resources.knowledge.statuses.${status}`,
}));

export const statusColor = (status: unknown): 'success' | 'warning' | 'default' =>
  status === 'active' ? 'success' : status === 'draft' ? 'warning' : 'default';
