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
const SECRET_QUERY = /([?&](?:token|code|password|refreshToken|accessToken|access_token|key)=)[^&#]*/gi;

/** A URL with the values of secret-looking query parameters replaced. */
export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[redacted]');

const pick = (headers: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(
    names.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]),
  );

/** What pino-http logs of a request: no authorization, no cookies, no secret query values. */
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
