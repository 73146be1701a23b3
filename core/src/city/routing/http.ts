import { ProviderError } from '../shared/errors.ts';

/** Any request answered with JSON, within the provider's time limit; any failure is a ProviderError naming it. */
export async function requestJson(
  url: string,
  provider: string,
  timeoutMs: number,
  init: RequestInit,
  signal?: AbortSignal,
): Promise<unknown> {
  const limit = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, limit]) : limit });
    if (!res.ok) throw new ProviderError(`${provider} answered HTTP ${res.status}`);
    return await res.json();
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (limit.aborted) throw new ProviderError(`${provider} did not answer within ${timeoutMs} ms`);
    if (error instanceof SyntaxError)
      throw new ProviderError(`${provider} answered something that is not JSON`);
    throw new ProviderError(`${provider} could not be reached (${(error as Error).message})`);
  }
}

export const getJson = (url: string, provider: string, timeoutMs: number, signal?: AbortSignal) =>
  requestJson(url, provider, timeoutMs, {}, signal);

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
