/** A machine translation service. Pintar never makes up a translation when there is none. */
export interface Translator {
  readonly name: string;
  translate(text: string, from: string, to: string): Promise<string>;
}

/** The provider could not translate; the caller decides what to tell the person. */
export class TranslationFailedError extends Error {
  override name = 'TranslationFailedError';
}

export interface LibreTranslateOptions {
  url: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * LibreTranslate (https://libretranslate.com, self-hostable): POST {url}/translate with
 * `{q, source, target, format: 'text', api_key}`, answering `{translatedText}`.
 */
export function libreTranslate(options: LibreTranslateOptions): Translator {
  const endpoint = `${options.url.replace(/\/+$/, '')}/translate`;
  const send = options.fetch ?? fetch;
  return {
    name: 'libretranslate',
    async translate(text, from, to) {
      if (!text.trim()) return text;
      const body = {
        q: text,
        source: from,
        target: to,
        format: 'text',
        ...(options.apiKey ? { api_key: options.apiKey } : {}),
      };
      let response: Response;
      try {
        response = await send(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new TranslationFailedError(
          `The translation service did not answer (${(error as Error).message}).`,
        );
      }
      const answer = (await response.json().catch(() => null)) as {
        translatedText?: unknown;
        error?: unknown;
      } | null;
      if (!response.ok || typeof answer?.translatedText !== 'string') {
        const reason = typeof answer?.error === 'string' ? answer.error : `status ${response.status}`;
        throw new TranslationFailedError(`The translation service refused the text (${reason}).`);
      }
      return answer.translatedText;
    },
  };
}
