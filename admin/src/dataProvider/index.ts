import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils, HttpError, type Identifier } from 'react-admin';
import { tokens } from '../auth';
import { SessionExpiredError } from '../auth/tokens';
import type { AdminUser, InviteInput } from '../users/types';
import { knowledgeHandlers } from './knowledge';
import { placesDataProvider } from './places';
import { chunk, parseJson, problemMessage, withFieldError } from './problem';
import { withResources } from './resources';
import { withVersions } from './versions';

export const API_URL = '/api/admin';
/** IdsInput's maxItems in contracts/openapi.yaml. */
export const BULK_LIMIT = 200;

/**
 * fetchUtils.fetchJson's contract (HttpError with the parsed body on failure) over the session's
 * access token: refreshed before it expires, and one retry with a fresh token after a 401.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const { user: _user, ...init } = options;
  let response: Response;
  try {
    response = await tokens.authorizedFetch(url, {
      ...init,
      headers: fetchUtils.createHeadersFromOptions(options),
    });
  } catch (error) {
    // No session to send: react-admin's checkError turns this 401 into the trip to /login.
    if (error instanceof SessionExpiredError) throw new HttpError(error.message, 401, null);
    throw error;
  }
  const body = await response.text();
  // `any`, as fetchUtils.fetchJson answers: each data provider method knows its own shape.
  const json = parseJson(body) as Awaited<ReturnType<typeof fetchUtils.fetchJson>>['json'];
  if (!response.ok) {
    throw new HttpError(problemMessage(response.status, response.statusText, json), response.status, json);
  }
  return { status: response.status, headers: response.headers, body, json };
};

const post = (path: string, payload: unknown) =>
  httpClient(`${API_URL}${path}`, { method: 'POST', body: JSON.stringify(payload) });

export type UserStatusAction = 'deactivate' | 'reactivate';

/** The user commands beyond ra-data-simple-rest's dialect (contracts/openapi.yaml, admin). */
export interface PintarDataProvider extends DataProvider {
  setUserStatus(id: Identifier, action: UserStatusAction): Promise<{ data: AdminUser }>;
  setUsersStatus(ids: readonly Identifier[], action: UserStatusAction): Promise<{ data: Identifier[] }>;
}

const base = simpleRestProvider(API_URL, httpClient);
const places = placesDataProvider(base, post);

/** Admin resources speak the ra-data-simple-rest dialect under /api/admin. */
const pintarDataProvider: PintarDataProvider = {
  ...base,

  // Users are invited, not created: POST /users/invite answers 201 with the invited user.
  create: async (resource, params) => {
    if (resource === 'places') return places.create(params);
    if (resource !== 'users') return base.create(resource, params);
    const { email, displayName } = params.data as InviteInput;
    const input: InviteInput = { email: email.trim(), ...(displayName?.trim() ? { displayName } : {}) };
    try {
      const { json } = await post('/users/invite', input);
      return { data: json };
    } catch (error) {
      // email-already-in-use belongs under the e-mail field, in the server's words.
      if (error instanceof HttpError && error.status === 409) {
        throw new HttpError(error.message, 409, withFieldError(error.body, 'email', error.message));
      }
      throw error;
    }
  },

  update: (resource, params) =>
    resource === 'places' ? places.update(params) : base.update(resource, params),

  // Places are deleted and updated in bulk by one command per batch (docs/places.md).
  deleteMany: (resource, params) =>
    resource === 'places' ? places.deleteMany(params) : base.deleteMany(resource, params),
  updateMany: (resource, params) =>
    resource === 'places' ? places.updateMany(params) : base.updateMany(resource, params),

  // The outbox has no GET by id; its list filter takes ids (RaFilter), as getMany uses.
  getOne: async (resource, params) => {
    if (resource !== 'outbox') return base.getOne(resource, params);
    const { data } = await base.getMany(resource, { ids: [params.id], signal: params.signal });
    const record = data.find((mail) => String(mail.id) === String(params.id));
    if (!record) throw new HttpError('This mail is not in the outbox.', 404, null);
    return { data: record };
  },

  setUserStatus: async (id, action) => {
    // No payload is defined; an empty JSON object keeps the request a plain JSON POST.
    const { json } = await post(`/users/${encodeURIComponent(String(id))}/${action}`, {});
    return { data: json as AdminUser };
  },

  setUsersStatus: async (ids, action) => {
    const changed: Identifier[] = [];
    for (const batch of chunk(ids, BULK_LIMIT)) {
      const { json } = await post(`/users/bulk/${action}`, { ids: batch.map(String) });
      changed.push(...((json as { ids?: Identifier[] } | null)?.ids ?? []));
    }
    return { data: changed };
  },
};

// The knowledge base's entries and categories have paths and answers of their own (docs/knowledge.md).
// Every edit sends the version it was made on (a 409 when someone else saved first).
export const dataProvider = withVersions(
  withResources(pintarDataProvider, knowledgeHandlers(API_URL, httpClient)),
);
