// The summary cards' figures from GET /knowledge/stats and /knowledge/languages/stats. Pure, so
// it is unit tested.
import { KNOWLEDGE_LANGUAGES, type KnowledgeLanguage, LANGUAGE_NAMES } from './languages';
import type { KnowledgeStats, LanguageStats } from './types';

export interface LanguageFigure {
  code: KnowledgeLanguage;
  name: string;
  /** Entries in the language, drafts included. */
  count: number;
  /** Drafts waiting for a translator. */
  needsTranslation: number;
}

/**
 * The four languages, always all four and in the spec's order (a language without entries shows
 * 0). The per-language stats are the fuller answer; the stats' breakdown stands in without them.
 */
export const languageFigures = (
  stats: Pick<KnowledgeStats, 'language_breakdown'> | null,
  languages: readonly LanguageStats[] | null,
): LanguageFigure[] =>
  KNOWLEDGE_LANGUAGES.map((code) => {
    const detailed = languages?.find((language) => language.language === code);
    const counted = stats?.language_breakdown.find((language) => language.language === code);
    return {
      code,
      name: LANGUAGE_NAMES[code],
      count: detailed?.total ?? counted?.count ?? 0,
      needsTranslation: detailed?.needs_translation ?? 0,
    };
  });

const numberFormat = new Intl.NumberFormat('en');
const dailyFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

export const formatCount = (value: number): string => numberFormat.format(value);

/** Queries a day, to one decimal: an average, so fractions are real. */
export const formatDaily = (value: number): string => dailyFormat.format(value);

export const formatTime = (date: Date): string =>
  date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
