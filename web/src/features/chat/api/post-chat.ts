import type { components } from '@pintar/contracts/openapi';
import type { ChatAnswer, ChatRequest } from '@pintar/contracts/chat';
import { apiClient, asProblem, authApiClient, withTimeout } from '../../../lib/api-client';
import { type ChatFailure, failureFromHttp } from '../utils/chat-failure';

export type HttpChatResult =
  { ok: true; answer: ChatAnswer } | { ok: false; failure: ChatFailure; aborted?: boolean };

export interface ChatIdentity {
  signedIn: boolean;
  /** The demo's browser id (`pintar.clientId`), sent as `X-Pintar-Client`. */
  clientId?: string;
}

/** POST /api/chat: the whole answer at once, when the socket cannot connect. */
export async function postChat(
  request: ChatRequest,
  who: ChatIdentity,
  signal?: AbortSignal,
): Promise<HttpChatResult> {
  const client = who.signedIn ? authApiClient : apiClient;
  const body = request as components['schemas']['ChatRequest'];
  const header = who.clientId ? { 'X-Pintar-Client': who.clientId } : undefined;
  try {
    const { data, error, response } = await client.POST('/api/chat', {
      body,
      params: { header },
      signal: withTimeout(signal),
    });
    if (response.ok && data) return { ok: true, answer: data as ChatAnswer };
    const problem = asProblem(error);
    const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
    return {
      ok: false,
      failure: failureFromHttp(response.status, problem?.code, problem?.message, retryAfter),
    };
  } catch {
    return { ok: false, failure: { kind: 'network' }, aborted: signal?.aborted };
  }
}
