import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OPERATION_INDEX_PATH, operationIndex, operationIndexSource } from './operationIndex.ts';

describe('the API reference operation index', () => {
  it('groups operations by their first tag in the contract tag order, with access and summary', () => {
    const groups = operationIndex({
      tags: [{ name: 'system' }, { name: 'places' }, { name: 'empty' }],
      paths: {
        '/api/places': {
          get: {
            operationId: 'listPlaces',
            tags: ['places'],
            summary: 'Places.',
            'x-pintar-access': 'public',
          },
          post: { operationId: 'createPlace', tags: ['places', 'admin'], 'x-pintar-access': 'admin' },
        },
        '/api/health': { get: { operationId: 'getHealth', tags: ['system'], summary: 'Alive.' } },
      },
    });
    expect(groups).toEqual([
      {
        tag: 'system',
        operations: [
          { id: 'getHealth', method: 'GET', path: '/api/health', summary: 'Alive.', access: 'public' },
        ],
      },
      {
        tag: 'places',
        operations: [
          { id: 'listPlaces', method: 'GET', path: '/api/places', summary: 'Places.', access: 'public' },
          { id: 'createPlace', method: 'POST', path: '/api/places', summary: '', access: 'admin' },
        ],
      },
    ]);
  });

  it('refuses an operation without an operationId (it is the anchor)', () => {
    expect(() => operationIndex({ paths: { '/api/x': { get: { tags: ['x'] } } } })).toThrow(
      'GET /api/x has no operationId',
    );
  });

  it('is written for the contract as it is now (run npm run contracts:generate when this fails)', async () => {
    expect(await readFile(OPERATION_INDEX_PATH, 'utf8')).toBe(await operationIndexSource());
  });
});
