import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** A protected operation of the contract: its method and path with `no-such-id` for parameters. */
export interface ProtectedOperation {
  method: string;
  path: string;
  access: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** What stands for every path parameter. */
const PARAMETER = 'no-such-id';

/** Every operation of openapi.yaml that is not public. */
export function protectedOperations(): ProtectedOperation[] {
  const spec = parse(
    readFileSync(fileURLToPath(import.meta.resolve('@pintar/contracts/openapi.yaml')), 'utf8'),
  ) as { paths: Record<string, Record<string, { 'x-pintar-access'?: string }>> };
  return Object.entries(spec.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method, op]) => METHODS.includes(method) && op['x-pintar-access'] !== 'public')
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path: template.replace(/\{[^}]+\}/g, PARAMETER),
        access: op['x-pintar-access'] ?? 'undeclared',
      })),
  );
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const hex = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;

/**
 * The other spellings of a path a server or a proxy might take for the same resource: each
 * segment in capitals or capitalised, a letter percent-encoded (lower- and upper-case hex), a
 * slash doubled or percent-encoded, a trailing slash, dot segments, matrix parameters,
 * backslashes. Sent as raw bytes: a URL parser (fetch's) would tidy several of them away.
 */
export function spellings(path: string): string[] {
  const segments = path.split('/').slice(1);
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const variants = new Set<string>();
  segments.forEach((segment, i) => {
    const at = (replacement: string) => join(segments.map((s, j) => (j === i ? replacement : s)));
    // Another spelling of a parameter's value names another resource, not the same path.
    const literal = segment !== PARAMETER;
    if (literal) variants.add(at(segment.toUpperCase()));
    if (literal) variants.add(at(upperFirst(segment)));
    const letter = segment.search(/[a-z]/);
    if (literal && letter >= 0) {
      const encoded = hex(segment[letter]!);
      variants.add(at(segment.slice(0, letter) + encoded + segment.slice(letter + 1)));
      variants.add(at(segment.slice(0, letter) + encoded.toUpperCase() + segment.slice(letter + 1)));
    }
    variants.add(at(`${segment};x=1`));
    variants.add(at(`${segment};`));
    const before = join(segments.slice(0, i));
    const after = join(segments.slice(i));
    variants.add(`${before === '/' ? '' : before}/${after}`); // a doubled slash before segment i
    variants.add(`${before === '/' ? '' : before}/.${after}`); // a dot segment
    variants.add(`${before === '/' ? '' : before}/zz/..${after}`); // a parent segment
    if (i > 0) {
      variants.add(`${before === '/' ? '' : before}%2F${after.slice(1)}`);
      variants.add(`${before === '/' ? '' : before}%2f${after.slice(1)}`);
      variants.add(`${before === '/' ? '' : before}\\${after.slice(1)}`);
    }
  });
  variants.add(`${path}/`);
  variants.add(`${path}/.`);
  variants.add(`${path}//`);
  variants.add(`${path}%2F`);
  variants.delete(path);
  return [...variants];
}

/** Sends one request exactly as written; resolves with its status. */
export function rawStatus(
  base: string,
  method: string,
  path: string,
  token: string | undefined,
): Promise<number> {
  const url = new URL(base);
  const body = method === 'GET' || method === 'HEAD' ? undefined : '{}';
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Every spelling of every protected operation, and HEAD for each protected GET, as `token`'s
 * holder (none: anonymous). Returns what answered 2xx or 5xx, which must be nothing, and how many
 * requests were sent.
 */
export async function walkVariants(
  base: string,
  token: string | undefined,
): Promise<{ wrong: string[]; sent: number }> {
  const wrong: string[] = [];
  let sent = 0;
  for (const op of protectedOperations()) {
    const tries: [string, string][] = spellings(op.path).map((p) => [op.method, p]);
    if (op.method === 'GET')
      tries.push(['HEAD', op.path], ...spellings(op.path).map((p): [string, string] => ['HEAD', p]));
    for (const [method, path] of tries) {
      const status = await rawStatus(base, method, path, token);
      sent++;
      if ((status >= 200 && status < 300) || status >= 500)
        wrong.push(`${method} ${path} (${op.access}): ${status}`);
    }
  }
  return { wrong, sent };
}
