// The OpenAI-compatible chat-completions adapter (Ollama, vLLM, llama.cpp, OpenAI itself).
import type { LlmMessage, LlmPort } from './port.ts';

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  /** The assistant answers within a blink; a slower model is dropped for the offline text. */
  timeoutMs?: number;
}

export class LlmError extends Error {
  override name = 'LlmError';
}

const DEFAULT_TIMEOUT_MS = 8_000;

export function openAiCompatible(config: LlmConfig): LlmPort {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    model: config.model,
    async complete(messages: LlmMessage[], signal?: AbortSignal): Promise<string> {
      const timeout = AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model, messages, temperature: 0.2, stream: false }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!res.ok) throw new LlmError(`LLM server answered ${res.status}`);
      const body = (await res.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim())
        throw new LlmError('LLM server answered without text');
      return content.trim();
    },
  };
}

/** The LLM from LLM_BASE_URL, LLM_MODEL and LLM_API_KEY; none when LLM_BASE_URL is unset. */
export function llmFromEnv(env: Record<string, string | undefined>): LlmPort | undefined {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return undefined;
  if (!URL.canParse(baseUrl)) throw new LlmError(`LLM_BASE_URL is not a URL: "${baseUrl}"`);
  const model = env.LLM_MODEL?.trim();
  if (!model) throw new LlmError('LLM_BASE_URL is set but LLM_MODEL is missing');
  return openAiCompatible({ baseUrl, model, apiKey: env.LLM_API_KEY || undefined });
}
