import { asProblem, fieldErrorsOf } from '@pintar/contracts/client/problem';

/** What a failed call tells the screen; field errors use the server's messages (the spec's). */
export type ApiFailure =
  | { kind: 'failed'; status: number; code?: string; fieldErrors: Record<string, string> }
  /** No answer: offline, DNS, connection reset or the 30 s timeout. */
  | { kind: 'network' }
  /** The caller gave up (page left); nothing to show. */
  | { kind: 'aborted' };

export type ApiOutcome<T> = { kind: 'ok'; data: T } | ApiFailure;

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Folds an openapi-fetch call into ok / failed (Problem Details) / network / aborted. */
export async function toOutcome<T>(
  call: Promise<FetchResult<T>>,
  signal?: AbortSignal,
): Promise<ApiOutcome<T>> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch {
    return signal?.aborted ? { kind: 'aborted' } : { kind: 'network' };
  }
  const { data, error, response } = result;
  if (response.ok) return { kind: 'ok', data: data as T };
  const problem = asProblem(error);
  return {
    kind: 'failed',
    status: response.status,
    code: problem?.code,
    fieldErrors: fieldErrorsOf(error),
  };
}

/** The server's per-field messages (a 400 `validation-failed`) for the fields this form shows. */
export function pickFieldErrors<F extends string>(
  failure: ApiFailure,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const picked: Partial<Record<F, string>> = {};
  if (failure.kind !== 'failed') return picked;
  for (const name of fields) {
    const message = failure.fieldErrors[name];
    if (typeof message === 'string' && message !== '') picked[name] = message;
  }
  return picked;
}
