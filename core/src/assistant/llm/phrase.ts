// What the LLM may do: reword the drafted answer in the user's language. It sees the draft and
// the tools' facts, never decides a figure: a rewording with a number no tool returned is
// refused by the check and the draft is kept.
import type { ChatLanguage } from '@pintar/contracts';
import { checkGrounding } from '../check/grounding.ts';
import type { LlmPort } from './port.ts';

const LANGUAGE_NAMES: Record<ChatLanguage, string> = {
  en: 'English',
  ms: 'Malay (Bahasa Melayu)',
  zh: 'Simplified Chinese',
  ta: 'Tamil',
};

const SYSTEM = [
  'You are Pintar, a Malaysian city assistant. Rewrite the DRAFT answer so it reads naturally.',
  'Keep every place name, figure and unit exactly as in the draft; add no number, fact, place or advice.',
  'Keep Markdown lists. Answer only with the rewritten text.',
].join(' ');

export async function phraseWithLlm(
  llm: LlmPort,
  input: { language: ChatLanguage; question: string; draft: string; results: unknown },
  signal?: AbortSignal,
): Promise<{ text: string; used: boolean }> {
  try {
    const text = await llm.complete(
      [
        { role: 'system', content: `${SYSTEM} Write in ${LANGUAGE_NAMES[input.language]}.` },
        { role: 'user', content: `QUESTION:\n${input.question}\n\nDRAFT:\n${input.draft}` },
      ],
      signal,
    );
    return checkGrounding(text, input.results).grounded
      ? { text, used: true }
      : { text: input.draft, used: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    // The model being down costs the wording, not the answer: the drafted text stands.
    return { text: input.draft, used: false };
  }
}
