import { encodeCursor, type EventLog, type FeedItem, readFeedPage, streamFeed } from '@pintar/core';
import type { Request, Response, Router } from 'express';
import { contractRouter } from '../http/operations/bind.ts';
import type { LiveConsumerKeys } from './consumerKeys.ts';
import { requestedCursor, requestedLimit, requestedTopics } from './feedRequest.ts';

/** A comment line now and then keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** How long an EventSource waits before it reconnects after a cut. */
const RETRY_MS = 1_000;

/** The event feed for downstream consumers (docs/consumers.md): pages and a live stream. */
export function eventFeedRoutes(eventLog: EventLog, keys: LiveConsumerKeys): Router {
  const router = contractRouter();

  router.get('/api/events', async (req, res) => {
    const topics = requestedTopics(req);
    const page = await readFeedPage(eventLog, topics, requestedCursor(req), requestedLimit(req));
    res.set('Cache-Control', 'no-store').json({ events: page.events, next: encodeCursor(page.next) });
  });

  router.get('/api/events/stream', async (req, res) => {
    await serveStream(req, res, eventLog, requestedTopics(req), requestedCursor(req));
    // A revoked key's stream ends at the revocation, wherever it was revoked.
    if (req.consumerKey && !res.writableEnded) {
      const stop = keys.whenRevoked(req.consumerKey.id, () => res.end());
      res.once('close', stop);
    }
  });

  return router;
}

/**
 * Subscribes first, so a backbone that cannot take the subscription answers a Problem Details
 * error instead of a stream cut short; the first batch waits until the headers are out.
 */
async function serveStream(
  req: Request,
  res: Response,
  eventLog: EventLog,
  topics: string[],
  cursor: Parameters<typeof streamFeed>[2],
): Promise<void> {
  let open = true;
  let started!: () => void;
  const headersSent = new Promise<void>((resolve) => (started = resolve));
  const subscription = await streamFeed(eventLog, topics, cursor, async (items) => {
    await headersSent;
    if (!open) return;
    if (!res.write(messages(items))) await drained(res);
  });
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    // no-transform: compression would hold the messages back to pack them.
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);
  started();
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    void subscription.stop();
  };
  req.socket.once('close', close);
  res.once('close', close);
  if (res.destroyed) close();
}

function messages(items: readonly FeedItem[]): string {
  return items
    .map((item) => `id: ${encodeCursor(item.cursor)}\ndata: ${JSON.stringify(item.event)}\n\n`)
    .join('');
}

/** Waits until the socket takes more, or is gone. */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}
