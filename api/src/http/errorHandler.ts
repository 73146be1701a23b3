import {
  ConcurrencyError,
  InvalidQueryError,
  isEngineUnreachable,
  ProjectionTimeoutError,
  ServiceUnavailableError,
} from '@pintar/core';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { HttpProblem, problems } from './problem.ts';

interface ValidatorError {
  status: number;
  message: string;
  errors?: { path: string; message: string; errorCode?: string }[];
}

interface BodyParserError {
  type: string;
  limit?: number;
}

const isValidatorError = (e: unknown): e is ValidatorError =>
  typeof e === 'object' && e !== null && 'status' in e && Array.isArray((e as ValidatorError).errors);

const isBodyParserError = (e: unknown): e is BodyParserError =>
  typeof e === 'object' && e !== null && typeof (e as BodyParserError).type === 'string' && 'status' in e;

/** Turns whatever went wrong into a Problem Details answer; only real faults are 500s. */
export function toProblem(
  error: unknown,
  bodyLimitBytes: number,
  accepted = ['application/json'],
): HttpProblem {
  if (error instanceof HttpProblem) return error;
  if (error instanceof InvalidQueryError) return new HttpProblem(400, 'invalid-query', error.message);
  if (error instanceof ServiceUnavailableError) return problems.unavailable(error.message);
  if (isEngineUnreachable(error))
    return problems.unavailable('Pintar cannot reach its database right now. Please try again shortly.');
  if (error instanceof ConcurrencyError) {
    return new HttpProblem(
      409,
      'conflict',
      'Someone else changed this record at the same moment, so your change was not saved. Reload it and try again.',
    );
  }
  if (error instanceof ProjectionTimeoutError) {
    return problems.unavailable(
      'Your request was recorded, but confirming it is taking longer than usual. Check again shortly.',
    );
  }
  if (isBodyParserError(error)) return fromBodyParser(error, bodyLimitBytes);
  if (isValidatorError(error)) return fromValidator(error, accepted);
  return new HttpProblem(500, 'internal-error', 'Internal error. Please try again.');
}

function fromBodyParser(error: BodyParserError, limit: number): HttpProblem {
  switch (error.type) {
    case 'entity.too.large':
      // The parser's own limit: the avatar's is not the JSON body's.
      return new HttpProblem(
        413,
        'payload-too-large',
        `The request body is larger than the limit of ${Math.round((error.limit ?? limit) / 1024)} KB.`,
      );
    case 'entity.parse.failed':
      return new HttpProblem(400, 'malformed-json', 'The request body is not valid JSON.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpProblem(415, 'unsupported-media-type', 'Send the body as UTF-8 JSON.');
    default:
      return new HttpProblem(400, 'bad-request', 'The request could not be read.');
  }
}

function fromValidator(error: ValidatorError, accepted: string[]): HttpProblem {
  if (error.status === 404) return problems.notFound();
  if (error.status === 405)
    return new HttpProblem(405, 'method-not-allowed', 'This method is not allowed here.');
  if (error.status === 415) return unsupportedMediaType(accepted);
  if (error.status === 401) return problems.unauthorized();
  const errors: Record<string, string> = {};
  for (const item of error.errors ?? []) {
    const [field, message] = describe(item);
    errors[field] ??= message;
  }
  return problems.validation(errors, Object.values(errors)[0] ?? 'The request is not valid.');
}

const MEDIA_NAMES: Record<string, string> = {
  'application/json': 'JSON',
  'application/gzip': 'a gzip file',
  'multipart/form-data': 'a multipart form upload',
};

/** A 415 naming what this operation takes, e.g. "Send the body as a gzip file (Content-Type: application/gzip)." */
function unsupportedMediaType(accepted: string[]): HttpProblem {
  const names = accepted.map((type) => MEDIA_NAMES[type] ?? type).join(' or ');
  const header = accepted.join(' or ');
  return new HttpProblem(
    415,
    'unsupported-media-type',
    `Send the body as ${names} (Content-Type: ${header}).`,
  );
}

/** The media types the contract's requestBody of this request's operation accepts (JSON when unknown). */
function acceptedMediaTypes(req: Parameters<RequestHandler>[0]): string[] {
  const types = Object.keys(req.operation?.definition.requestBody?.content ?? {});
  return types.length ? types : ['application/json'];
}

const label = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

/** Rewrites a schema error into a sentence naming the field. */
function describe(item: { path: string; message: string; errorCode?: string }): [string, string] {
  const field = item.path.split('/').filter(Boolean).slice(1).join('.') || item.path.replace(/^\./, '');
  const kind = item.errorCode?.split('.')[0];
  const name = field || 'body';
  if (kind === 'required') {
    const missing = /'([^']+)'/.exec(item.message)?.[1] ?? name;
    return [missing, `${label(missing)} is required`];
  }
  if (kind === 'additionalProperties') {
    const extra = /'([^']+)'/.exec(item.message)?.[1];
    return [extra ?? name, `Unknown field: ${extra ?? name}`];
  }
  const max = /more than (\d+) characters/.exec(item.message)?.[1];
  if (max) return [name, `${label(name)} must be at most ${max} characters`];
  return [name, `${label(name)} ${item.message}`];
}

export function errorHandler(options: {
  bodyLimitBytes: number;
  log: (error: unknown, req: Parameters<RequestHandler>[0]) => void;
}): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const problem = toProblem(error, options.bodyLimitBytes, acceptedMediaTypes(req));
    if (problem.status >= 500) options.log(error, req);
    if (res.headersSent) return;
    res.status(problem.status).set(problem.headers).type('application/problem+json');
    res.send(JSON.stringify(problem.toBody(String(req.id ?? ''))));
  };
}

/** Any /api path nothing answered. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(problems.notFound());
