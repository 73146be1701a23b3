// The places resource beyond ra-data-simple-rest's dialect (docs/places.md): bulk delete and
// bulk update are single commands on the API, and validation errors are keyed by the form's inputs.
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  Identifier,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { HttpError } from 'react-admin';
import { toFormErrors } from '../places/placeInput';
import { asProblem, chunk } from './problem';

/** IdsInput's maxItems in contracts/openapi.yaml, as for users. */
const PLACES_BULK_LIMIT = 200;

type Post = (path: string, payload: unknown) => Promise<{ json: unknown }>;

interface BulkAnswer {
  missing?: string[];
}

/** A 400 with per-field errors, re-keyed so react-admin puts each message under its input. */
const withFormErrors = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    const problem = error instanceof HttpError ? asProblem(error.body) : null;
    if (error instanceof HttpError && problem?.errors && Object.keys(problem.errors).length > 0) {
      throw new HttpError(error.message, error.status, {
        ...problem,
        errors: toFormErrors(problem.errors, error.message),
      });
    }
    throw error;
  }
};

/** Runs a bulk command in batches the API accepts; answers the ids it found. */
const bulk = async (post: Post, path: string, ids: readonly Identifier[], payload: object) => {
  const done: Identifier[] = [];
  for (const batch of chunk(ids, PLACES_BULK_LIMIT)) {
    const { json } = await post(path, { ids: batch.map(String), ...payload });
    const missing = new Set((json as BulkAnswer | null)?.missing ?? []);
    done.push(...batch.filter((id) => !missing.has(String(id))));
  }
  return { data: done };
};

export const placesDataProvider = (base: DataProvider, post: Post) => ({
  create: (params: CreateParams) => withFormErrors(() => base.create('places', params)),
  update: (params: UpdateParams) => withFormErrors(() => base.update('places', params)),
  deleteMany: (params: DeleteManyParams) => bulk(post, '/places/bulk/delete', params.ids, {}),
  updateMany: (params: UpdateManyParams) =>
    bulk(post, '/places/bulk/update', params.ids, { updates: params.data }),
});
