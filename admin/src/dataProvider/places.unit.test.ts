import { HttpError } from 'react-admin';
import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { placesDataProvider } from './places';

const unusedBase = {} as DataProvider;

describe('places data provider', () => {
  it('deletes in batches of 200 with one bulk command each, answering the ids found', async () => {
    const calls: { path: string; payload: { ids: string[] } }[] = [];
    const post = async (path: string, payload: unknown) => {
      calls.push({ path, payload: payload as { ids: string[] } });
      return { json: { deleted: 0, missing: ['p3'] } };
    };
    const ids = Array.from({ length: 250 }, (_, i) => `p${i}`);
    const { data } = await placesDataProvider(unusedBase, post).deleteMany({ ids });
    expect(calls.map((call) => [call.path, call.payload.ids.length])).toEqual([
      ['/places/bulk/delete', 200],
      ['/places/bulk/delete', 50],
    ]);
    expect(data).toHaveLength(249);
    expect(data).not.toContain('p3');
  });

  it('sends bulk updates as {ids, updates}', async () => {
    let sent: unknown;
    const post = async (_path: string, payload: unknown) => {
      sent = payload;
      return { json: { updated: 2, missing: [] } };
    };
    const provider = placesDataProvider(unusedBase, post);
    const { data } = await provider.updateMany({ ids: ['a', 'b'], data: { status: 'inactive' } });
    expect(sent).toEqual({ ids: ['a', 'b'], updates: { status: 'inactive' } });
    expect(data).toEqual(['a', 'b']);
  });

  it("re-keys the API's field errors for the form and passes other failures through", async () => {
    const refusing = {
      create: async () => {
        throw new HttpError('Validation failed', 400, {
          code: 'validation-failed',
          errors: { lat: 'Latitude is required' },
        });
      },
      update: async () => {
        throw new HttpError('Not found', 404, { code: 'not-found' });
      },
    } as unknown as DataProvider;
    const provider = placesDataProvider(refusing, async () => ({ json: null }));
    await expect(provider.create({ data: {} })).rejects.toMatchObject({
      status: 400,
      body: { errors: { 'location.lat': 'Latitude is required' } },
    });
    await expect(provider.update({ id: 'x', data: {}, previousData: { id: 'x' } })).rejects.toMatchObject({
      status: 404,
      body: { code: 'not-found' },
    });
  });
});
