// The API's failures are Problem Details (contracts/openapi.yaml, components.schemas.Problem).
// Both apps read them here: servers and proxies in between may answer with anything.
import type { components } from '../generated/openapi.ts';

export type Problem = components['schemas']['Problem'];

/** The body as Problem Details, or undefined when it is not one. */
export function asProblem(body: unknown): Problem | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const candidate = body as Partial<Problem>;
  return typeof candidate.message === 'string' && typeof candidate.status === 'number'
    ? (candidate as Problem)
    : undefined;
}

/** The sentence to show for a failed call: the server's own message when it gave one. */
export function problemMessage(status: number, statusText: string, body: unknown): string {
  const problem = typeof body === 'object' && body !== null ? (body as Partial<Problem>) : undefined;
  if (typeof problem?.message === 'string' && problem.message) return problem.message;
  if (typeof problem?.title === 'string' && problem.title) return problem.title;
  return statusText ? `HTTP ${status}: ${statusText}` : `HTTP ${status}`;
}

/** The server's per-field messages of a 400 `validation-failed`. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const errors: Record<string, unknown> = { ...asProblem(body)?.errors };
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
