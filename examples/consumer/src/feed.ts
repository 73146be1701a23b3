import { createParser } from 'eventsource-parser';
import type { FeedEvent } from './readModel.ts';

/** Where Pintar is and how to be let in: an Authorization header value, asked for per request. */
export interface FeedServer {
  url: string;
  authorization: () => Promise<string>;
}

export class FeedError extends Error {
  readonly status: number;

  constructor(status: number, detail: string) {
    super(`the feed answered ${status}: ${detail}`);
    this.status = status;
  }
}

async function request(server: FeedServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, {
    headers: { authorization: await server.authorization(), ...headers },
  });
  if (res.status !== 200) throw new FeedError(res.status, await res.text());
  return res;
}

/** One page of events after `after` ('' for the start) and the position after it. */
export async function readPage(
  server: FeedServer,
  topics: readonly string[],
  after: string,
  limit: number,
): Promise<{ events: FeedEvent[]; next: string }> {
  const query = new URLSearchParams({ topics: topics.join(','), after, limit: String(limit) });
  const res = await request(server, `/api/events?${query}`);
  return (await res.json()) as { events: FeedEvent[]; next: string };
}

/**
 * Streams events after `after` until `signal` aborts or the connection drops; each event is
 * handed over with its message id, the position right after it.
 */
export async function stream(
  server: FeedServer,
  topics: readonly string[],
  after: string,
  onEvent: (event: FeedEvent, position: string) => void,
  signal: AbortSignal,
): Promise<void> {
  const query = new URLSearchParams({ topics: topics.join(',') });
  const res = await fetch(`${server.url}/api/events/stream?${query}`, {
    headers: { authorization: await server.authorization(), 'last-event-id': after },
    signal,
  });
  if (res.status !== 200) throw new FeedError(res.status, await res.text());
  const parser = createParser({
    onEvent: (message) => onEvent(JSON.parse(message.data) as FeedEvent, message.id ?? after),
  });
  const decoder = new TextDecoder();
  try {
    for await (const chunk of res.body!) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}
