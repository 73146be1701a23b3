// What a translation answer means for the editor (docs/product.md, Knowledge translation: without a provider, a linked
// draft marked as needing a translator; never a made-up translation). Pure, so it is unit tested.
import type { BulkTranslateResult, TranslateResult } from './types';

/** Whether a provider wrote the text, or a draft now waits for a person. */
export const translationOutcome = (result: Pick<TranslateResult, 'provider' | 'needs_translation'>) =>
  result.needs_translation || result.provider === 'none' ? 'draft' : 'translated';

const PROVIDER_NAMES: Record<string, string> = { libretranslate: 'LibreTranslate' };

/** The provider as people write its name. */
export const providerName = (provider: string): string => PROVIDER_NAMES[provider] ?? provider;

export interface BulkTranslationSummary {
  translated: number;
  drafts: number;
  missing: number;
}

export const summariseTranslations = (answer: BulkTranslateResult): BulkTranslationSummary => {
  const drafts = answer.results.filter((result) => translationOutcome(result) === 'draft').length;
  return { translated: answer.results.length - drafts, drafts, missing: answer.missing.length };
};
