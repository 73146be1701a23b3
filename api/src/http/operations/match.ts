import type { Operation } from './contract.ts';

/**
 * A request matched to exactly one operation, with its path parameters decoded; `refused` names a
 * parameter whose value is malformed or could name another path (answered 400 once the caller is
 * known to be allowed).
 */
export interface Match {
  operation: Operation;
  params: Record<string, string>;
  refused?: string;
}

/** The path names an operation, but not for this method (the methods it has, for `Allow`). */
export interface WrongMethod {
  allow: string[];
}

interface Template {
  pattern: RegExp;
  names: string[];
  byMethod: Map<string, Operation>;
  /** Literal segments: a more literal template wins (`/places/stats` before `/places/{id}`). */
  literals: number;
}

/** A parameter's raw segment: no `;` (matrix parameters), never empty. */
const SEGMENT = '([^/;]+)';

/**
 * A decoded path parameter that could name another resource or path once a handler or a store
 * reads it: a slash or backslash (`%2F`, `%5C`), a dot segment, a `;`, a control character.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_VALUE = /[/\\;\u0000-\u001f\u007f]/;

/**
 * The operations of the contract by method and path, matched exactly as the contract writes them:
 * case-sensitive, no trailing slash, no doubled slash, no dot segment, no percent-encoded letter
 * or slash in a literal segment (the raw path is compared, never a decoded or normalised one), so
 * each operation has one spelling and any other one matches nothing.
 */
export class OperationTable {
  private readonly fixed = new Map<string, Map<string, Operation>>();
  private readonly templates: Template[] = [];

  constructor(operations: readonly Operation[]) {
    const byTemplate = new Map<string, Template>();
    for (const operation of operations) {
      if (!operation.template.includes('{')) {
        const methods = this.fixed.get(operation.template) ?? new Map<string, Operation>();
        methods.set(operation.method, operation);
        this.fixed.set(operation.template, methods);
        continue;
      }
      let template = byTemplate.get(operation.template);
      if (!template) {
        template = compile(operation.template);
        byTemplate.set(operation.template, template);
        this.templates.push(template);
      }
      template.byMethod.set(operation.method, operation);
    }
    this.templates.sort((a, b) => b.literals - a.literals);
  }

  /** The operation a raw request path (undecoded, without its query) and method name, if any. */
  find(method: string, rawPath: string): Match | WrongMethod | undefined {
    const fixed = this.fixed.get(rawPath);
    if (fixed) return pick(fixed, method, {});
    for (const template of this.templates) {
      const found = template.pattern.exec(rawPath);
      if (!found) continue;
      const params: Record<string, string> = {};
      let refused: string | undefined;
      for (let i = 0; i < template.names.length; i++) {
        const value = decoded(found[i + 1]!);
        if (value === undefined) refused ??= template.names[i]!;
        params[template.names[i]!] = value ?? '';
      }
      const picked = pick(template.byMethod, method, params);
      return refused && 'operation' in picked ? { ...picked, refused } : picked;
    }
    return undefined;
  }
}

function pick(methods: Map<string, Operation>, method: string, params: Record<string, string>) {
  const operation = methods.get(method);
  return operation ? { operation, params } : { allow: [...methods.keys()] };
}

function compile(template: string): Template {
  const names: string[] = [];
  let literals = 0;
  const source = template
    .split('/')
    .map((segment) => {
      const name = /^\{([^}]+)\}$/.exec(segment)?.[1];
      if (name === undefined) {
        if (segment.includes('{')) throw new Error(`${template}: a parameter must fill its segment`);
        literals++;
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      }
      names.push(name);
      return SEGMENT;
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names, byMethod: new Map(), literals };
}

/** A parameter's value, or undefined when it is malformed or could walk to another path. */
function decoded(raw: string): string | undefined {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (value === '.' || value === '..' || UNSAFE_VALUE.test(value)) return undefined;
  return value;
}

/**
 * Whether a path belongs to the API's space however it is spelt (`/API`, `//api`, `/%61pi`,
 * `/./api`, `/x/../api`, `/api;x`): such a path is answered by an operation matched exactly, or refused, and
 * never handed on to the web app's pages.
 */
export function inApiSpace(rawPath: string, prefixes: readonly string[]): boolean {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // Malformed escapes: judged as written.
  }
  const resolved: string[] = [];
  for (const segment of path.toLowerCase().replaceAll('\\', '/').split('/')) {
    if (segment === '..') resolved.pop();
    else if (segment !== '' && segment !== '.') resolved.push(segment);
  }
  const first = resolved[0];
  const name = first?.split(';', 1)[0];
  return name !== undefined && prefixes.includes(name);
}
