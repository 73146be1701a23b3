// Reading the API's Problem Details answers (contracts/openapi.yaml, components.schemas.Problem).
// Pure, so it is unit tested without a browser.

export interface Problem {
  status?: number;
  code?: string;
  message?: string;
  title?: string;
  /** Field name to message, for validation failures. */
  errors?: Record<string, string>;
}

/** The body as JSON, or null when it is empty or not JSON. */
export const parseJson = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export const asProblem = (body: unknown): Problem | null =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Problem) : null;

// The sentence for a failed call (the server's own message when it gave one) is the web app's too.
export { problemMessage } from '@pintar/contracts/client/problem';

/**
 * A problem whose message belongs under one field of the form, e.g. the 409 of an invitation
 * under the e-mail field. react-admin shows `body.errors` beside the inputs.
 */
export const withFieldError = (body: unknown, field: string, message: string): Problem => {
  const problem = asProblem(body) ?? {};
  return { ...problem, errors: { ...problem.errors, [field]: message } };
};

/** Splits ids into batches the bulk endpoints accept (IdsInput: at most 200). */
export const chunk = <T>(items: readonly T[], size: number): T[][] => {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
};
