import type { RequestHandler } from 'express';
import { consumerKeyAccess } from '../../events/consumerAccess.ts';
import { isConsumerKey, type LiveConsumerKeys } from '../../events/consumerKeys.ts';
import { checkAccess } from '../../identity/access.ts';
import { bearer } from '../bearer.ts';
import type { IdentityContext } from '../../identity/context.ts';
import { HttpProblem, problems } from '../problem.ts';
import { contractOperations } from './contract.ts';
import { inApiSpace, OperationTable } from './match.ts';

/** A path parameter that is malformed, or could name another path (`%2F`, `..`, a control character). */
function badParameter(name: string): HttpProblem {
  return problems.validation(
    { [name]: `${name} is not a valid value here` },
    `${name} is not a valid value here`,
  );
}

/** First path segments that belong to the API, however they are spelt. */
const API_SPACE = ['api', 'metrics', 'socket.io'];

/**
 * Paths of the API's space that are not contract operations, each with the one method and
 * spelling it answers: the scrape endpoint (it checks its own token) and `/api` itself (a browser
 * asking for HTML there is sent to the API reference).
 */
const OUTSIDE_CONTRACT = new Set(['GET /metrics', 'GET /api']);

/**
 * Deny by default: a request in the API's space goes on only as the contract operation it
 * matches exactly (docs/security.md, "How a request finds its operation"), with its caller
 * authenticated and authorised before its body is read or validated. Any other spelling (`/API`,
 * `//api`, `/api/./x`, `%61pi`, `%2F`, a trailing slash, `;param`) or method (HEAD, OPTIONS) is
 * a 404 or 405 here, before any handler or middleware with side effects.
 */
export function operationGate(
  identity: IdentityContext,
  consumers: { keys: LiveConsumerKeys; rateLimit: { limit: number; windowSeconds: number } },
): RequestHandler {
  const table = new OperationTable(contractOperations());
  const consumerAccess = consumerKeyAccess(consumers.keys, consumers.rateLimit);
  return (req, res, next) => {
    if (!inApiSpace(req.path, API_SPACE)) return next();
    const found = table.find(req.method, req.path);
    if (!found) return OUTSIDE_CONTRACT.has(`${req.method} ${req.path}`) ? next() : next(problems.notFound());
    if ('allow' in found)
      return next(
        new HttpProblem(405, 'method-not-allowed', 'This method is not allowed here.', {
          headers: { Allow: found.allow.join(', ') },
        }),
      );
    req.operation = found.operation;
    req.operationParams = found.params;
    const { refused } = found;
    // A consumer key is not an account: it opens the feed operations only (docs/consumers.md).
    const token = bearer(req.headers.authorization);
    if (token && isConsumerKey(token))
      return consumerAccess(req, res, found.operation, token, (refusal?: unknown) =>
        next(refusal ?? (refused ? badParameter(refused) : undefined)),
      );
    checkAccess(identity, req, found.operation.access).then(
      (refusal) => next(refusal ?? (refused ? badParameter(refused) : undefined)),
      next,
    );
  };
}
