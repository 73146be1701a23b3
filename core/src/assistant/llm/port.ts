export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A function the model may call: OpenAI's tool definition (a name and a JSON schema of its arguments). */
export interface LlmTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** The function the model called, with its arguments parsed. */
export interface LlmToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** An OpenAI-compatible chat model (Ollama, vLLM, llama.cpp, ...). */
export interface LlmPort {
  readonly model: string;
  complete(messages: LlmMessage[], signal?: AbortSignal): Promise<string>;
  /** Offers the tools and returns the first call the model made (undefined when it answered in text). */
  callTool?(messages: LlmMessage[], tools: LlmTool[], signal?: AbortSignal): Promise<LlmToolCall | undefined>;
}
