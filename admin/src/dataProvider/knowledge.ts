// The Knowledge Base tab's resources (docs/knowledge.md): entries live at /knowledge/entries in
// the ra-data-simple-rest dialect, with bulk endpoints for many at once; categories answer
// `{categories}` rather than an array, so their list is paged here.
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils, GetListParams, Identifier, RaRecord } from 'react-admin';
import { chunk } from './problem';
import type { ResourceHandlers } from './resources';

type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>;

/** Kept to the admin API's usual bulk size (IdsInput: at most 200). */
const KNOWLEDGE_BULK_LIMIT = 200;

export const ENTRIES_RESOURCE = 'knowledge';
export const CATEGORIES_RESOURCE = 'knowledge-categories';

/** Ids a bulk answer did not find: `missing` may list them; anything else means none. */
export const missingIds = (answer: unknown): Set<string> => {
  const missing = (answer as { missing?: unknown } | null)?.missing;
  return new Set(Array.isArray(missing) ? missing.map(String) : []);
};

const compare = (field: string, order: string) => (a: RaRecord, b: RaRecord) => {
  const [x, y] = [a[field], b[field]];
  const result =
    typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''));
  return order === 'DESC' ? -result : result;
};

/** A page of a list the server returns whole, filtered by `q` (name or description) and ids. */
export const pageOf = <T extends RaRecord>(records: readonly T[], params: Partial<GetListParams>) => {
  const q = String(params.filter?.q ?? '')
    .trim()
    .toLowerCase();
  const ids = params.filter?.id as Identifier[] | undefined;
  const matching = records.filter(
    (record) =>
      (!q || `${record.name ?? ''} ${record.description ?? ''}`.toLowerCase().includes(q)) &&
      (!ids || ids.map(String).includes(String(record.id))),
  );
  const sorted = params.sort ? [...matching].sort(compare(params.sort.field, params.sort.order)) : matching;
  const { page = 1, perPage = sorted.length || 1 } = params.pagination ?? {};
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
};

const entriesHandlers = (base: string, httpClient: HttpClient): ResourceHandlers[string] => {
  const rest = simpleRestProvider(base, httpClient as Parameters<typeof simpleRestProvider>[1]);
  const post = (path: string, payload: unknown) =>
    httpClient(`${base}${path}`, { method: 'POST', body: JSON.stringify(payload) });
  const pass = <
    M extends 'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update' | 'delete',
  >(
    method: M,
  ) =>
    ((_resource: string, params: unknown) =>
      (rest[method] as (resource: string, params: unknown) => Promise<unknown>)(
        'entries',
        params,
      )) as DataProvider[M];
  return {
    getList: pass('getList'),
    getOne: pass('getOne'),
    getMany: pass('getMany'),
    getManyReference: pass('getManyReference'),
    create: pass('create'),
    update: pass('update'),
    delete: pass('delete'),
    // One bulk call per batch instead of ra-data-simple-rest's request per record.
    updateMany: async (_resource, params) => {
      const done: Identifier[] = [];
      for (const batch of chunk(params.ids, KNOWLEDGE_BULK_LIMIT)) {
        const { json } = await post('/bulk/update', { updates: batch.map((id) => ({ ...params.data, id })) });
        const missing = missingIds(json);
        done.push(...batch.filter((id) => !missing.has(String(id))));
      }
      return { data: done };
    },
    deleteMany: async (_resource, params) => {
      const done: Identifier[] = [];
      for (const batch of chunk(params.ids, KNOWLEDGE_BULK_LIMIT)) {
        const { json } = await post('/bulk/delete', { ids: batch.map(String) });
        const missing = missingIds(json);
        done.push(...batch.filter((id) => !missing.has(String(id))));
      }
      return { data: done };
    },
  };
};

const categoriesHandlers = (base: string, httpClient: HttpClient): ResourceHandlers[string] => {
  const url = `${base}/categories`;
  const at = (id: Identifier) => `${url}/${encodeURIComponent(String(id))}`;
  const all = async (signal?: AbortSignal) => {
    const { json } = await httpClient(url, { signal });
    return ((json as { categories?: RaRecord[] } | null)?.categories ?? []) as RaRecord[];
  };
  const one = async (id: Identifier, signal?: AbortSignal) => {
    const found = (await all(signal)).find((category) => String(category.id) === String(id));
    if (!found) throw new Error(`No category "${String(id)}"`);
    return found;
  };
  return {
    getList: async (_resource, params) => {
      const { data, total } = pageOf(await all(params.signal), params);
      return { data: data as never[], total };
    },
    getOne: async (_resource, params) => ({ data: (await one(params.id, params.signal)) as never }),
    getMany: async (_resource, params) => ({
      data: pageOf(await all(params.signal), { filter: { id: params.ids } }).data as never[],
    }),
    create: async (_resource, params) => {
      const { json } = await httpClient(url, { method: 'POST', body: JSON.stringify(params.data) });
      return { data: json as never };
    },
    update: async (_resource, params) => {
      const { name, description } = params.data as { name?: string; description?: string };
      const { json } = await httpClient(at(params.id), {
        method: 'PUT',
        body: JSON.stringify({ name, description }),
      });
      return { data: json as never };
    },
    delete: async (_resource, params) => {
      const { json } = await httpClient(at(params.id), { method: 'DELETE' });
      return { data: (json ?? params.previousData) as never };
    },
    deleteMany: async (_resource, params) => {
      // One at a time, so a category still in use stops the run with the server's message.
      for (const id of params.ids) await httpClient(at(id), { method: 'DELETE' });
      return { data: params.ids };
    },
  };
};

export const knowledgeHandlers = (apiUrl: string, httpClient: HttpClient): ResourceHandlers => ({
  [ENTRIES_RESOURCE]: entriesHandlers(`${apiUrl}/knowledge`, httpClient),
  [CATEGORIES_RESOURCE]: categoriesHandlers(`${apiUrl}/knowledge`, httpClient),
});
