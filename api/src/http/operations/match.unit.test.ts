import { describe, expect, it } from 'vitest';
import type { Operation } from './contract.ts';
import { inApiSpace, OperationTable } from './match.ts';

const op = (method: string, template: string): Operation => ({
  id: `${method} ${template}`,
  method,
  template,
  access: 'admin',
  parameters: [],
  definition: {},
});
const table = new OperationTable([
  op('GET', '/api/places/{id}'),
  op('GET', '/api/places/stats'),
  op('PUT', '/api/places/{id}'),
  op('GET', '/api/admin/users'),
]);
const idOf = (method: string, path: string) => {
  const found = table.find(method, path);
  return found && 'operation' in found ? found.operation.id : found;
};

describe('OperationTable', () => {
  it('matches the contract spelling only', () => {
    expect(idOf('GET', '/api/admin/users')).toBe('GET /api/admin/users');
    for (const other of [
      '/API/admin/users',
      '/api/Admin/users',
      '/api/admin/users/',
      '//api/admin/users',
      '/api//admin/users',
      '/api/./admin/users',
      '/%61pi/admin/users',
      '/api%2Fadmin/users',
      '/api;x/admin/users',
      '/api/admin/users;',
    ])
      expect(idOf('GET', other), other).toBeUndefined();
  });

  it('prefers a literal segment to a parameter, whatever order the contract lists them in', () => {
    expect(idOf('GET', '/api/places/stats')).toBe('GET /api/places/stats');
    expect(table.find('GET', '/api/places/p-1')).toEqual({
      operation: op('GET', '/api/places/{id}'),
      params: { id: 'p-1' },
    });
  });

  it('decodes parameters, and refuses one that could name another path', () => {
    const found = table.find('GET', '/api/places/Kuala%20Lumpur%E5%90%89');
    expect(found && 'params' in found && found.params.id).toBe('Kuala Lumpur吉');
    for (const value of ['a%2Fb', 'a%5Cb', '.', '..', '%2E%2E', 'a%3Bb', 'a%00', '%E0%A4%A']) {
      const found = table.find('GET', `/api/places/${value}`);
      expect(found && 'refused' in found && found.refused, value).toBe('id');
    }
  });

  it('names the methods a path has when asked another', () => {
    expect(table.find('HEAD', '/api/places/p-1')).toEqual({ allow: ['GET', 'PUT'] });
    expect(table.find('DELETE', '/api/admin/users')).toEqual({ allow: ['GET'] });
  });
});

describe('inApiSpace', () => {
  const prefixes = ['api', 'metrics'];
  it('knows the API however its first segment is spelt', () => {
    for (const path of [
      '/api',
      '/API/x',
      '//api',
      '/./api/x',
      '/%61pi/x',
      '/x/../api',
      '/api;x/y',
      '/Metrics',
    ])
      expect(inApiSpace(path, prefixes), path).toBe(true);
  });
  it('leaves the web app its pages', () => {
    for (const path of ['/', '/chat', '/apis', '/api-docs', '/docs/api', '/x%'])
      expect(inApiSpace(path, prefixes), path).toBe(false);
  });
});
