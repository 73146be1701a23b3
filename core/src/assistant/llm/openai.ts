// The OpenAI-compatible chat-completions adapter (Ollama, vLLM, llama.cpp, OpenAI itself).
import type { LlmMessage, LlmPort, LlmTool, LlmToolCall } from './port.ts';

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
  async function post(body: Record<string, unknown>, signal?: AbortSignal) {
    const timeout = AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, temperature: 0.2, stream: false, ...body }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!res.ok) throw new LlmError(`LLM server answered ${res.status}`);
    const answer = (await res.json()) as { choices?: Array<{ message?: Record<string, unknown> }> };
    return answer.choices?.[0]?.message;
  }
  return {
    model: config.model,
    async complete(messages: LlmMessage[], signal?: AbortSignal): Promise<string> {
      const content = (await post({ messages }, signal))?.content;
      if (typeof content !== 'string' || !content.trim())
        throw new LlmError('LLM server answered without text');
      return content.trim();
    },
    async callTool(messages: LlmMessage[], tools: LlmTool[], signal?: AbortSignal) {
      const message = await post(
        {
          messages,
          tools: tools.map((t) => ({ type: 'function', function: t })),
          tool_choice: 'auto',
        },
        signal,
      );
      return firstToolCall(message?.tool_calls);
    },
  };
}

/** The first function call of an answer; its arguments are a JSON object in a string (or, from some servers, an object). */
function firstToolCall(calls: unknown): LlmToolCall | undefined {
  if (!Array.isArray(calls)) return undefined;
  const fn = (calls[0] as { function?: { name?: unknown; arguments?: unknown } } | undefined)?.function;
  if (typeof fn?.name !== 'string') return undefined;
  let args: unknown = fn.arguments ?? {};
  if (typeof args === 'string') {
    try {
      args = JSON.parse(args || '{}');
    } catch {
      throw new LlmError('LLM server called a tool with arguments that are not JSON');
    }
  }
  if (!args || typeof args !== 'object' || Array.isArray(args))
    throw new LlmError('LLM server called a tool with arguments that are not an object');
  return { name: fn.name, arguments: args as Record<string, unknown> };
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
