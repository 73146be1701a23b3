import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { knowledgeHandlers, missingIds, pageOf } from './knowledge';
import { withResources } from './resources';

const categories = [
  { id: 'help', name: 'Help', description: 'How to use Pintar', entry_count: 3 },
  { id: 'general', name: 'General', description: '', entry_count: 10 },
  { id: 'transport', name: 'Transport', description: 'Trains and buses', entry_count: 5 },
];

describe('pageOf', () => {
  it('filters by q, sorts and pages a whole list', () => {
    expect(pageOf(categories, { filter: { q: 'train' } }).data.map((c) => c.id)).toEqual(['transport']);
    const page = pageOf(categories, {
      filter: {},
      sort: { field: 'entry_count', order: 'DESC' },
      pagination: { page: 1, perPage: 2 },
    });
    expect(page).toEqual({ data: [categories[1], categories[2]], total: 3 });
    expect(pageOf(categories, { filter: { id: ['help'] } }).data).toEqual([categories[0]]);
  });
});

describe('missingIds', () => {
  it('reads a list of missing ids and ignores anything else', () => {
    expect([...missingIds({ missing: ['kb_1'] })]).toEqual(['kb_1']);
    expect(missingIds({ missing: 0 }).size).toBe(0);
    expect(missingIds(null).size).toBe(0);
  });
});

/** Records every request and answers like the API (docs/knowledge.md). */
const fakeHttp = () => {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  const httpClient = async (url: string, options: { method?: string; body?: unknown } = {}) => {
    const body = typeof options.body === 'string' ? JSON.parse(options.body) : undefined;
    calls.push({ url, method: options.method ?? 'GET', body });
    if (url.endsWith('/knowledge/categories')) return { json: { categories } };
    if (url.endsWith('/bulk/delete')) return { json: { deleted: 1, missing: ['kb_2'] } };
    return { json: { id: 'kb_1' } };
  };
  return { calls, httpClient };
};

describe('knowledge resources', () => {
  const setup = () => {
    const { calls, httpClient } = fakeHttp();
    const fallback = { getOne: async () => ({ data: { id: 'fallback' } }) } as unknown as DataProvider;
    return { calls, provider: withResources(fallback, knowledgeHandlers('/api/admin', httpClient)) };
  };

  it('maps knowledge to /knowledge/entries and bulk deletes in one call', async () => {
    const { calls, provider } = setup();
    await provider.getOne('knowledge', { id: 'kb_1' });
    expect(calls[0]).toMatchObject({ url: '/api/admin/knowledge/entries/kb_1', method: 'GET' });
    const { data } = await provider.deleteMany('knowledge', { ids: ['kb_1', 'kb_2'] });
    expect(calls[1]).toEqual({
      url: '/api/admin/knowledge/bulk/delete',
      method: 'POST',
      body: { ids: ['kb_1', 'kb_2'] },
    });
    expect(data).toEqual(['kb_1']);
  });

  it('sends a bulk status change as updates with ids', async () => {
    const { calls, provider } = setup();
    await provider.updateMany('knowledge', { ids: ['kb_1'], data: { status: 'archived' } });
    expect(calls[0]?.body).toEqual({ updates: [{ id: 'kb_1', status: 'archived' }] });
  });

  it('pages categories from their {categories} answer and finds one by id', async () => {
    const { provider } = setup();
    const list = await provider.getList('knowledge-categories', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(list.data.map((c) => c.id)).toEqual(['general', 'help', 'transport']);
    expect((await provider.getOne('knowledge-categories', { id: 'help' })).data.name).toBe('Help');
  });

  it('leaves other resources to the default provider', async () => {
    const { provider } = setup();
    expect((await provider.getOne('users', { id: 'u1' })).data.id).toBe('fallback');
  });
});
