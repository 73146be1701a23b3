import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * Reads a Server-Sent Events stream until `enough` says so, then cuts the connection (as a
 * consumer that crashes or goes away would) and answers the messages read.
 */
export async function readSse(
  url: string,
  headers: Record<string, string>,
  enough: (messages: EventSourceMessage[]) => boolean,
): Promise<EventSourceMessage[]> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const messages: EventSourceMessage[] = [];
  let done = false;
  // A chunk may hold more messages than wanted: those after `enough` count as never received.
  const parser = createParser({
    onEvent: (message) => {
      if (done) return;
      messages.push(message);
      done = enough(messages);
    },
  });
  const decoder = new TextDecoder();
  try {
    for await (const chunk of res.body!) {
      parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
      if (done) break;
    }
  } finally {
    abort.abort();
  }
  return messages;
}
