import type { ChatErrorCode } from '@pintar/contracts/chat';

/** The spec's chat failures (docs/product.md, Web chat), plus the demo's limit. */
export type ChatFailureKind = 'rateLimit' | 'unavailable' | 'network' | 'demoLimit' | 'unexpected';

export interface ChatFailure {
  kind: ChatFailureKind;
  /** The server's message, shown after 'Unexpected Error'. */
  detail?: string;
  /** Seconds to wait; 60 for a rate limit unless the server says otherwise. */
  retryAfter?: number;
}

export const RATE_LIMIT_RECOVERY_S = 60;

/** From a socket `chat:error`, or the code of a Problem Details answer. */
export function failureFromCode(
  code: string | undefined,
  message?: string,
  retryAfter?: number,
): ChatFailure {
  switch (code as ChatErrorCode | undefined) {
    case 'RATE_LIMIT_EXCEEDED':
      return { kind: 'rateLimit', retryAfter: retryAfter ?? RATE_LIMIT_RECOVERY_S };
    case 'API_UNAVAILABLE':
      return { kind: 'unavailable' };
    case 'DEMO_LIMIT_REACHED':
      return { kind: 'demoLimit' };
    default:
      // The spec: a message that mentions the network is a connection problem.
      if (message && /network/i.test(message)) return { kind: 'network' };
      return { kind: 'unexpected', detail: message };
  }
}

/** From an HTTP answer of POST /api/chat that was not 200. */
export function failureFromHttp(
  status: number,
  code?: string,
  message?: string,
  retryAfter?: number,
): ChatFailure {
  if (code === 'DEMO_LIMIT_REACHED') return { kind: 'demoLimit' };
  if (status === 429) return { kind: 'rateLimit', retryAfter: retryAfter ?? RATE_LIMIT_RECOVERY_S };
  if (status === 503 || status === 502 || status === 504) return { kind: 'unavailable' };
  return failureFromCode(code, message, retryAfter);
}
