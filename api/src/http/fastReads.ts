import { readFileSync } from 'node:fs';
import { parse as parseQuery } from 'node:querystring';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import type { Request, RequestHandler, Response } from 'express';
import { load as parseYaml } from 'js-yaml';

/** A public read answered on the short path: its contract operation and its route's own handler. */
export interface FastRead {
  path: string;
  operationId: string;
  handler: (req: Request, res: Response) => Promise<void>;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  allowReserved?: boolean;
  schema?: object;
  $ref?: string;
}

/** What the contract's query check of one operation needs. */
interface QueryCheck {
  validate: ValidateFunction;
  /** Parameters whose raw value may not hold reserved characters (no `allowReserved`). */
  strict: Set<string>;
}

/** Characters the ordinary path refuses unencoded in a parameter without `allowReserved`. */
const RESERVED = /[:/?#[\]@!$&'()*+,;=]/;

type Contract = {
  paths: Record<string, Record<string, { operationId?: string; parameters?: Parameter[] }>>;
  components: { parameters: Record<string, Parameter> };
};

const contractFile = fileURLToPath(import.meta.resolve('@pintar/contracts/openapi.yaml'));

/**
 * The query of one GET operation as one JSON Schema, compiled once: the declared parameters with
 * their schemas, the required ones required, nothing undeclared. Numbers are coerced and defaults
 * filled as express-openapi-validator does.
 */
function queryChecks(operationIds: readonly string[]): Map<string, QueryCheck> {
  // js-yaml: the \`yaml\` package's parse of the contract grew the process by 66 MB, this one 5 MB.
  const contract = parseYaml(readFileSync(contractFile, 'utf8')) as Contract;
  const ajv = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: false, strict: false });
  const found = new Map<string, QueryCheck>();
  for (const operations of Object.values(contract.paths)) {
    const get = operations.get;
    if (!get?.operationId || !operationIds.includes(get.operationId)) continue;
    const parameters = (get.parameters ?? []).map((p) =>
      p.$ref ? contract.components.parameters[p.$ref.split('/').pop()!]! : p,
    );
    if (parameters.some((p) => p.in !== 'query'))
      throw new Error(`${get.operationId}: only query parameters`);
    const schema = {
      type: 'object',
      properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
      required: parameters.filter((p) => p.required).map((p) => p.name),
      additionalProperties: false,
    };
    const strict = new Set(parameters.filter((p) => !p.allowReserved).map((p) => p.name));
    found.set(get.operationId, { validate: ajv.compile(schema), strict });
  }
  for (const id of operationIds)
    if (!found.has(id)) throw new Error(`No GET operation ${id} in the contract`);
  return found;
}

/**
 * The public reads people fire at every keystroke (place search, nearby places) answered past the
 * layers every other call crosses: the operation's query checked by one compiled function from the
 * contract, the same guards (maintenance, the per-client rate limit), then the route's own handler.
 * A profile of a search put a fifth of its CPU in those layers (the OpenAPI validator looking the
 * route up among every operation and normalising each parameter per request, a hundred router
 * layers), none of it depending on the request. Anything but a plain valid call (credentials, a
 * value the contract refuses, an undeclared or repeated parameter) goes down the ordinary path,
 * which answers it exactly as before, its 400s included.
 */
export function fastReads(reads: readonly FastRead[], guards: readonly RequestHandler[]): RequestHandler {
  const checks = queryChecks(reads.map((r) => r.operationId));
  const byPath = new Map(
    reads.map((read) => [
      read.path,
      // Express's route object stands for the template in the request metrics.
      { ...read, check: checks.get(read.operationId)!, route: { path: read.path } },
    ]),
  );
  return (req, res, next) => {
    if (req.method !== 'GET' || req.headers.authorization) return next();
    const read = byPath.get(req.path);
    if (!read) return next();
    const at = req.url.indexOf('?');
    const raw = at < 0 ? '' : req.url.slice(at + 1);
    if (!plain(raw, read.check.strict)) return next();
    const query: Record<string, unknown> = { ...parseQuery(raw) };
    if (!read.check.validate(query)) return next();
    let guard = 0;
    const proceed = (error?: unknown): void => {
      if (error) return next(error);
      const nextGuard = guards[guard++];
      if (nextGuard) return void nextGuard(req, res, proceed);
      Object.defineProperty(req, 'query', { value: query, writable: true });
      Object.assign(req, { route: read.route });
      read.handler(req, res).catch(next);
    };
    proceed();
  };
}

/** No parameter without `allowReserved` carries a reserved character as written. */
function plain(raw: string, strict: ReadonlySet<string>): boolean {
  if (!raw || !RESERVED.test(raw.replaceAll('&', '').replaceAll('=', ''))) return true;
  for (const pair of raw.split('&')) {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    if (strict.has(name) && at >= 0 && RESERVED.test(pair.slice(at + 1))) return false;
  }
  return true;
}
