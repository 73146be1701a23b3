// The knowledge base's content languages and statuses (docs/product.md, Admin limits). Pure, so it is unit
// tested without a browser.

export const KNOWLEDGE_LANGUAGES = ['en', 'ms', 'zh', 'ar', 'ta'] as const;
export type KnowledgeLanguage = (typeof KNOWLEDGE_LANGUAGES)[number];

export const KNOWLEDGE_STATUSES = ['active', 'draft', 'archived'] as const;
export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];

/** Each language in its own script, so an editor finds theirs whatever they read. */
export const LANGUAGE_NAMES: Record<KnowledgeLanguage, string> = {
  en: 'English',
  ms: 'Bahasa Melayu',
  zh: '中文',
  ar: 'العربية',
  ta: 'தமிழ்',
};

export const isKnowledgeLanguage = (value: unknown): value is KnowledgeLanguage =>
  typeof value === 'string' && (KNOWLEDGE_LANGUAGES as readonly string[]).includes(value);

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
