// The intent model: an NLP.js neural classifier per language (en, ms, zh, ta; Chinese words from
// chineseTokens.ts), trained at build
// time from the corpus (scripts/assistant/model/train.ts) into model/intents.nlp.json, loaded once.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangMs } from '@nlpjs/lang-ms';
import { LangTa } from '@nlpjs/lang-ta';
import { Nlp } from '@nlpjs/nlp';
import type { ChatLanguage } from '@pintar/contracts';
import { chineseTokenizer } from './chineseTokens.ts';

export const MODEL_FILE = fileURLToPath(new URL('./model/intents.nlp.json', import.meta.url));
export const MODEL_LANGUAGES = ['en', 'ms', 'zh', 'ta'] as const;

const NLU_DEFAULTS = {
  keepStopwords: true,
  nonefeatureValue: 1,
  nonedeltaMultiplier: 1.2,
  spellCheck: false,
  spellCheckDistance: 1,
  filterZeros: true,
};

export interface IntentGuess {
  /** An intent of the corpus, or 'None' when no word of the message is one the model knows. */
  intent: string;
  score: number;
}

export interface IntentModel {
  classify(language: ChatLanguage, input: string): Promise<IntentGuess[]>;
}

/** A fresh, untrained NLP.js pipeline for the four languages (training and loading both start here). */
export async function emptyNlp() {
  const container = await containerBootstrap();
  // NLP.js's own defaults for every language's classifier, except its log of every training epoch.
  container.registerConfiguration('nlu-??', { ...NLU_DEFAULTS, log: false }, true);
  for (const plugin of [Nlp, LangEn, LangMs, LangTa]) container.use(plugin);
  container.register('tokenizer-zh', chineseTokenizer, true);
  const nlp = container.get('nlp');
  nlp.settings.autoSave = false;
  nlp.settings.log = false;
  return nlp;
}

export async function loadIntentModel(file = MODEL_FILE): Promise<IntentModel> {
  const nlp = await emptyNlp();
  nlp.import(await readFile(file, 'utf8'));
  return {
    async classify(language, input) {
      const locale = (MODEL_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
      const result = await nlp.nluManager.process(locale, input);
      return result.classifications.length
        ? [...result.classifications].sort((a, b) => b.score - a.score)
        : [{ intent: result.intent, score: result.score }];
    },
  };
}

let shared: Promise<IntentModel> | undefined;
/** The shipped model, loaded on first use and kept. */
export const intentModel = () => (shared ??= loadIntentModel());
