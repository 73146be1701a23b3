import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protectedOperations, rawStatus, spellings, walkVariants } from '../support/pathVariants.ts';
import { postJson, signIn, startTestServer, type TestServer } from '../support/server.ts';

// Deny by default (docs/security.md, "How a request finds its operation"): no other spelling of a
// protected operation's path, and no HEAD, reaches a handler for a caller its rule refuses.
describe('every spelling of every protected operation, anonymous and as a plain user', () => {
  let server: TestServer;
  let userToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    const account = {
      firstName: 'Siti',
      lastName: 'Walker',
      email: 'walker@variants.my',
      phone: '+60123456789',
      password: 'Variant-Walk-42',
      terms: true,
    };
    expect((await postJson(`${server.url}/api/auth/register`, account)).status).toBe(201);
    userToken = (await signIn(server.url, account.email, account.password)).accessToken;
  });
  afterAll(() => server.close());

  it('knows the spellings it walks', () => {
    const variants = spellings('/api/admin/users');
    for (const expected of [
      '/API/admin/users',
      '/api/Admin/users',
      '//api/admin/users',
      '/api//admin/users',
      '/api/admin/users/',
      '/api/./admin/users',
      '/api/zz/../admin/users',
      '/%61pi/admin/users',
      '/%61PI/admin/users'.replace('PI', 'pi'),
      '/api%2Fadmin/users',
      '/api;x=1/admin/users',
      '/api/admin/users;',
      '/api\\admin/users',
    ])
      expect(variants).toContain(expected);
    expect(protectedOperations().length).toBeGreaterThan(90);
  });

  it('answers none of them with 2xx or 5xx when anonymous', async () => {
    const { wrong, sent } = await walkVariants(server.url, undefined);
    expect(sent).toBeGreaterThan(2000);
    expect(wrong).toEqual([]);
  }, 300_000);

  it('keeps the scrape endpoint and socket.io to their one spelling', async () => {
    expect(await rawStatus(server.url, 'GET', '/metrics', undefined)).toBe(401);
    for (const path of ['/METRICS', '/metrics/', '//metrics', '/%6Detrics', '/metrics;x', '/api/../metrics'])
      expect(await rawStatus(server.url, 'GET', path, undefined), path).toBe(404);
    for (const path of ['/SOCKET.IO/?EIO=4&transport=polling', '/Socket.io/?EIO=4&transport=polling'])
      expect(await rawStatus(server.url, 'GET', path, undefined), path).toBe(404);
    expect(await rawStatus(server.url, 'HEAD', '/metrics', undefined)).toBe(404);
  });

  it('answers none of them with 2xx or 5xx to a plain user', async () => {
    const { wrong } = await walkVariants(server.url, userToken);
    // A user's own operations may answer their exact path, but no other spelling of it.
    expect(wrong).toEqual([]);
  }, 300_000);
});
