import type { ConnectionState } from '../api/chat-connection';

export type ConnectionLabel = 'connected' | 'typing' | 'reconnecting' | 'ready' | 'processing' | 'offline';

/**
 * The spec's two sets of header states: Connected / AI is typing / Reconnecting while the socket
 * streams, Ready / Processing / No Connection over HTTP. After a failure (a rate limit for 60 s,
 * or no network) the flag is down until it recovers.
 */
export function connectionLabel(
  state: ConnectionState,
  pending: boolean,
  online: boolean,
  flagDown: boolean,
): ConnectionLabel {
  if (!online || flagDown) return 'offline';
  if (state === 'connected') return pending ? 'typing' : 'connected';
  if (state === 'reconnecting') return pending ? 'processing' : 'reconnecting';
  return pending ? 'processing' : 'ready';
}
