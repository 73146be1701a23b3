/** A provider the answer needs is down and there is no offline fallback: the API answers API_UNAVAILABLE. */
export class AssistantUnavailableError extends Error {
  override name = 'AssistantUnavailableError';
  readonly provider: string;
  constructor(provider: string, cause?: unknown) {
    super(`${provider} is unavailable`, cause === undefined ? undefined : { cause });
    this.provider = provider;
  }
}

/** The work was stopped through the abort signal (chat:stop). */
export class AssistantAbortedError extends Error {
  override name = 'AbortError';
  constructor() {
    super('the answer was stopped');
  }
}

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new AssistantAbortedError();
}
