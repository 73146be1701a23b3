export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** An OpenAI-compatible chat model (Ollama, vLLM, llama.cpp, ...). */
export interface LlmPort {
  readonly model: string;
  complete(messages: LlmMessage[], signal?: AbortSignal): Promise<string>;
}
