// The error pages' rules from the spec (§4 "Error boundary", "500 page", "Offline page"; §9).

export type ErrorKind = 'offline' | 'network' | '403' | '404' | '500';

export const ERROR_CODES: Record<ErrorKind, string> = {
  offline: 'ERR_OFFLINE',
  network: 'ERR_NETWORK',
  '403': 'ERR_FORBIDDEN_403',
  '404': 'ERR_NOT_FOUND_404',
  '500': 'ERR_SERVER_500',
};

export const GO_HOME_DELAY_MS = 1000;
export const SHORTCUTS_DELAY_MS = 3000;
export const RETRY_BASE_MS = 1000;
export const RETRY_CAP_MS = 5000;
export const COPY_CONFIRM_MS = 2000;
export const OFFLINE_RESET_MS = 2000;
export const USER_AGENT_MAX = 80;

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'object' && error !== null) {
    const e = error as { status?: unknown; statusText?: unknown; message?: unknown; data?: unknown };
    return [e.status, e.statusText, e.message, typeof e.data === 'string' ? e.data : '']
      .filter((part) => part !== undefined && part !== '')
      .join(' ');
  }
  return String(error);
}

/** A lazy page whose chunk failed to download (a deploy replaced it, or the network dropped). */
const CHUNK_FAILURE =
  /ChunkLoadError|Loading chunk|dynamically imported module|Importing a module script failed/i;

/**
 * Which page an error gets: offline first, then a chunk that failed to load, then 403, 404,
 * and anything else is a 500. Router responses carry their status, which wins over the text.
 */
export function selectErrorKind(error: unknown, online: boolean): ErrorKind {
  if (!online) return 'offline';
  const text = messageOf(error);
  if (CHUNK_FAILURE.test(text)) return 'network';
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 403 || /\b403\b|Forbidden/i.test(text)) return '403';
  if (status === 404 || /\b404\b|Not Found/i.test(text)) return '404';
  return '500';
}

/** The wait before retry number `retryCount` (0-based): 1 s × 2ⁿ, never more than 5 s. */
export function retryDelayMs(retryCount: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, retryCount), RETRY_CAP_MS);
}

export type ConnectionQuality = 'verySlow' | 'slow' | 'moderate' | 'fast' | 'connected';

/** The label for the browser's effective connection type (Network Information API). */
export function connectionQuality(effectiveType: string | undefined): ConnectionQuality {
  switch (effectiveType) {
    case 'slow-2g':
      return 'verySlow';
    case '2g':
      return 'slow';
    case '3g':
      return 'moderate';
    case '4g':
      return 'fast';
    default:
      return 'connected';
  }
}

export function truncateUserAgent(userAgent: string): string {
  return userAgent.length > USER_AGENT_MAX ? `${userAgent.slice(0, USER_AGENT_MAX)}...` : userAgent;
}

export interface ErrorReport {
  errorCode: string;
  message: string;
  timestamp: string;
  userAgent: string;
  url: string;
  retryCount: number;
  serverStatus: string;
  connectionStatus: string;
  estimatedFix: string;
  stack?: string;
}

/** The spec's error report payload, bounded to what POST /api/client-errors accepts. */
export function buildErrorReport(input: {
  kind: ErrorKind;
  error: unknown;
  now: Date;
  userAgent: string;
  url: string;
  retryCount: number;
  serverStatus: string;
  online: boolean;
  estimatedFix: string;
}): ErrorReport {
  const stack = input.error instanceof Error ? input.error.stack : undefined;
  return {
    errorCode: ERROR_CODES[input.kind],
    message: (messageOf(input.error) || ERROR_CODES[input.kind]).slice(0, 2000),
    timestamp: input.now.toISOString(),
    userAgent: input.userAgent.slice(0, 500),
    url: input.url.slice(0, 2000),
    retryCount: Math.min(input.retryCount, 1000),
    serverStatus: input.serverStatus.slice(0, 50),
    connectionStatus: input.online ? 'online' : 'offline',
    estimatedFix: input.estimatedFix.slice(0, 100),
    ...(stack ? { stack: stack.slice(0, 8000) } : {}),
  };
}
