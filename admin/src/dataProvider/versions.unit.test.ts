import type { DataProvider, UpdateParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { withVersions } from './versions';

describe('versioned updates', () => {
  const capture = () => {
    const sent: UpdateParams[] = [];
    const provider = withVersions({
      update: async (_resource: string, params: UpdateParams) => {
        sent.push(params);
        return { data: params.data };
      },
    } as unknown as DataProvider);
    return { provider, sent };
  };

  it('sends the version of the record the form was opened on, not the one typed', async () => {
    const { provider, sent } = capture();
    await provider.update('places', {
      id: 'p1',
      data: { name: 'New', version: 9 },
      previousData: { id: 'p1', version: 3 },
    });
    expect(sent[0]!.data).toEqual({ name: 'New', version: 3 });
  });

  it('leaves records without a version as they are', async () => {
    const { provider, sent } = capture();
    await provider.update('outbox', { id: 'm1', data: { a: 1 }, previousData: { id: 'm1' } });
    expect(sent[0]!.data).toEqual({ a: 1 });
  });
});
