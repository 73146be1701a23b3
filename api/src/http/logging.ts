import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOG_REDACTION } from '@pintar/core';
import { type DestinationStream, type Logger, pino } from 'pino';

/**
 * Secrets never reach a log line: request and response headers are logged from an allowlist,
 * URLs lose secret query values, and LOG_REDACTION replaces credentials wherever a handler or an
 * error carries them.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: LOG_REDACTION };
  return destination ? pino(options, destination) : pino(options);
}

const LOGGED_REQUEST_HEADERS = [
  'host',
  'user-agent',
  'content-type',
  'content-length',
  'accept',
  'origin',
  'referer',
];
/** Query parameters whose values never reach the log, by their name as the server reads it. */
const SECRET_PARAMS = new Set([
  'token',
  'code',
  'password',
  'refreshtoken',
  'accesstoken',
  'access_token',
  'key',
  'secret',
]);

/**
 * A parameter name as a query parser reads it: `%74oken`, `TOKEN`, `token[]` and `token[0]` are
 * all `token` to the server, so they must be to the redaction too. Each `%XX` is decoded on its
 * own (a malformed escape elsewhere in the name must not stop the rest from being decoded).
 */
function paramName(raw: string): string {
  const decoded = raw
    .replaceAll('+', ' ')
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const bracket = decoded.indexOf('[');
  return (bracket === -1 ? decoded : decoded.slice(0, bracket)).trim().toLowerCase();
}

/** A URL with the values of secret-looking query parameters replaced, matched by decoded name. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  const params = url
    .slice(start + 1, end)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const name = equals === -1 ? part : part.slice(0, equals);
      return SECRET_PARAMS.has(paramName(name)) ? `${name}=[redacted]` : part;
    });
  return `${url.slice(0, start + 1)}${params.join('&')}${url.slice(end)}`;
}

const pick = (headers: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(
    names.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]),
  );

/** What the request log writes of a request: no authorization, no cookies, no secret query values. */
export function requestSerializer(req: IncomingMessage & { id?: unknown; raw?: IncomingMessage }) {
  const raw = req.raw ?? req;
  return {
    id: req.id,
    method: raw.method,
    url: redactUrl(raw.url ?? ''),
    headers: pick(raw.headers as Record<string, unknown>, LOGGED_REQUEST_HEADERS),
    remoteAddress: raw.socket?.remoteAddress,
  };
}

export function responseSerializer(res: ServerResponse & { raw?: ServerResponse }) {
  const raw = res.raw ?? res;
  return {
    statusCode: raw.statusCode,
    headers: pick(raw.getHeaders() as Record<string, unknown>, ['content-type', 'content-length']),
  };
}

/** A caller's X-Request-Id is kept only when short and plain; anything else gets a fresh id. */
const PLAIN_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
export const requestIdOf = (req: IncomingMessage): string => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && PLAIN_REQUEST_ID.test(given) ? given : randomUUID();
};

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id (X-Request-Id when short and plain, else a fresh one). */
    id: string;
    /** A logger whose lines carry the request id. */
    log: Logger;
  }
}

/**
 * Gives each request its id (echoed as X-Request-Id) and a logger, and logs it once answered:
 * `info`, or `error` from 500 up. Our own rather than a request-logging package: the request and
 * response are serialised only when that line is written, not into a child logger up front for
 * every request, which cost searches CPU even at `warn` where nothing of it is logged (BENCHMARKS.md, Measurements behind the code).
 */
export function requestLogging(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const started = performance.now();
    const id = requestIdOf(req);
    req.id = id;
    // Made when first used: a child logger serialises its bindings when made, and at `warn` most
    // requests never write a line.
    let log: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (log ??= logger.child({ reqId: id })),
    });
    res.setHeader('X-Request-Id', id);
    res.on('close', () => {
      const failed = res.statusCode >= 500 || !res.writableFinished;
      const level = res.statusCode >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const line = {
        req: requestSerializer(req),
        res: responseSerializer(res),
        responseTime: Math.round(performance.now() - started),
      };
      req.log[level](
        line,
        failed ? (res.writableFinished ? 'request errored' : 'request aborted') : 'request completed',
      );
    });
    next();
  };
}
