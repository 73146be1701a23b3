import { unescape } from 'node:querystring';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Request } from 'express';
import { contractDocument, type Operation, type ParameterObject } from './contract.ts';

/** A refusal shaped as the error handler reads a validation error (`errors` with paths). */
export class RequestInvalid extends Error {
  readonly status: number;
  readonly errors: { path: string; message: string; errorCode?: string }[];
  constructor(status: number, message: string, errors: RequestInvalid['errors'] = []) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

/** Checks one request of its operation; may coerce the query, fill defaults, or throw RequestInvalid. */
export type RequestCheck = (req: Request) => void;

/**
 * Characters a query value without `allowReserved` must not hold unencoded (RFC 3986 reserved, but
 * the comma, which separates a list's items in OpenAPI's default style, and `+`, a space).
 */
const RESERVED = /[:/?#[\]@!$&'()*;=]/;
const JSON_TYPES = /^application\/(?:[\w.+-]+\+)?json$/;

/**
 * One Ajv per concern, shared by every operation: parameters are coerced from their text (as
 * OpenAPI asks), bodies are not. `#/components/...` references resolve inside each compiled
 * schema, which carries the contract's components beside it.
 */
function ajvs() {
  const make = (coerceTypes: boolean) =>
    addFormats.default(new Ajv({ strict: false, coerceTypes, useDefaults: true, allErrors: false }));
  return { parameters: make(true), body: make(false) };
}

function withComponents(schema: object): object {
  return { ...schema, components: contractDocument().components };
}

/** What each body media type of an operation accepts, and its check when it has a JSON schema. */
interface BodyRule {
  required: boolean;
  types: string[];
  json?: ValidateFunction;
  multipart?: ValidateFunction;
}

/**
 * The request checks of every operation, compiled once at start-up: its query (declared
 * parameters only, reserved characters, JSON-valued parameters, types coerced, defaults filled),
 * its path parameters, headers and body against the contract.
 */
export function compileRequestChecks(operations: readonly Operation[]): Map<Operation, RequestCheck> {
  const ajv = ajvs();
  const checks = new Map<Operation, RequestCheck>();
  for (const operation of operations) checks.set(operation, compileCheck(operation, ajv));
  return checks;
}

function compileCheck(operation: Operation, ajv: ReturnType<typeof ajvs>): RequestCheck {
  const query = operation.parameters.filter((p) => p.in === 'query');
  const byName = new Map(query.map((p) => [p.name, p]));
  const schemaOf = (p: ParameterObject) => p.schema ?? Object.values(p.content ?? {})[0]?.schema ?? {};
  const group = (where: ParameterObject['in'], name = (p: ParameterObject) => p.name) => {
    const list = operation.parameters.filter((p) => p.in === where);
    return {
      type: 'object',
      properties: Object.fromEntries(list.map((p) => [name(p), schemaOf(p)])),
      required: list.filter((p) => p.required || where === 'path').map(name),
    };
  };
  const parameters = ajv.parameters.compile(
    withComponents({
      type: 'object',
      properties: {
        query: group('query'),
        params: group('path'),
        headers: group('header', (p) => p.name.toLowerCase()),
      },
    }),
  );
  const body = bodyRule(operation, ajv);
  return (req) => {
    const parsed = parseQuery(req.url, byName);
    const data = { query: parsed, params: { ...req.operationParams }, headers: req.headers };
    if (!parameters(data)) throw invalid(parameters.errors);
    Object.defineProperty(req, 'query', { value: parsed, writable: true, configurable: true });
    if (body) checkBody(req, body);
  };
}

function bodyRule(operation: Operation, ajv: ReturnType<typeof ajvs>): BodyRule | undefined {
  const declared = operation.definition.requestBody;
  if (!declared?.content) return undefined;
  const rule: BodyRule = { required: !!declared.required, types: Object.keys(declared.content) };
  for (const [type, media] of Object.entries(declared.content)) {
    if (!media.schema) continue;
    const wrapped = withComponents({
      type: 'object',
      properties: { body: media.schema },
      required: ['body'],
    });
    if (JSON_TYPES.test(type)) rule.json = ajv.body.compile(wrapped);
    if (type === 'multipart/form-data')
      rule.multipart = ajv.body.compile(withComponents(fieldsOnly(media.schema)));
  }
  return rule;
}

/** A multipart schema's form fields: its files arrive apart (`req.files`), the route checks them. */
function fieldsOnly(schema: object): object {
  const { properties = {}, required = [] } = schema as {
    properties?: Record<string, { format?: string }>;
    required?: string[];
  };
  const fields = Object.fromEntries(Object.entries(properties).filter(([, p]) => p.format !== 'binary'));
  return {
    type: 'object',
    properties: { body: { ...schema, properties: fields, required: required.filter((n) => n in fields) } },
  };
}

function checkBody(req: Request, rule: BodyRule): void {
  const type = req.headers['content-type']?.split(';', 1)[0]!.trim().toLowerCase();
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (!type || !hasBody) {
    if (rule.required) throw new RequestInvalid(415, 'unsupported media type');
    return;
  }
  if (!rule.types.includes(type)) throw new RequestInvalid(415, 'unsupported media type');
  const check = JSON_TYPES.test(type)
    ? rule.json
    : type === 'multipart/form-data'
      ? rule.multipart
      : undefined;
  if (check && !check({ body: req.body })) throw invalid(check.errors);
}

/**
 * The query as the contract reads it: names and values decoded (`+` is a space), a repeated name
 * gathered into a list, a JSON-valued parameter parsed. An undeclared name, an empty value or an
 * unencoded reserved character where the parameter does not allow one is refused, naming it.
 */
function parseQuery(url: string, declared: Map<string, ParameterObject>): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  const at = url.indexOf('?');
  if (at < 0) return query;
  for (const pair of url.slice(at + 1).split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? '' : pair.slice(eq + 1);
    const name = decode(rawName);
    const parameter = declared.get(name);
    if (!parameter) throw refusal(name, `Unknown query parameter '${name}'`);
    if (!parameter.allowReserved && RESERVED.test(rawValue))
      throw refusal(
        name,
        `Parameter '${name}' must be url encoded. Its value may not contain reserved characters.`,
      );
    let value: unknown = decode(rawValue);
    if (value === '' && !parameter.allowEmptyValue)
      throw refusal(name, `Empty value found for query parameter '${name}'`);
    if (parameter.content) value = parsedJson(value as string);
    const before = query[name];
    query[name] = before === undefined ? value : [before, value].flat();
  }
  return query;
}

function decode(raw: string): string {
  return unescape(raw.replaceAll('+', ' '));
}

/** JSON text as its value; text that is not JSON stays text, and the schema says what is wrong. */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function refusal(name: string, message: string): RequestInvalid {
  return new RequestInvalid(400, message, [{ path: `/query/${name}`, message }]);
}

function invalid(errors: ErrorObject[] | null | undefined): RequestInvalid {
  const list = (errors ?? []).map((e) => {
    const params = e.params as {
      missingProperty?: string;
      additionalProperty?: string;
      allowedValues?: unknown[];
    };
    const path = params.missingProperty
      ? `${e.instancePath}/${params.missingProperty}`
      : params.additionalProperty
        ? `${e.instancePath}/${params.additionalProperty}`
        : e.instancePath;
    const message =
      e.keyword === 'enum' && params.allowedValues
        ? `${e.message}: ${params.allowedValues.join(', ')}`
        : (e.message ?? '');
    return { path, message, errorCode: `${e.keyword}.openapi.validation` };
  });
  return new RequestInvalid(
    400,
    list.map((e) => `request${e.path.replaceAll('/', '.')} ${e.message}`).join(', '),
    list,
  );
}
