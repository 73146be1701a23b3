import { describe, expect, it } from 'vitest';
import { isWebRoute } from './webRoutes.ts';

describe('web app routes (404 for the rest)', () => {
  it('knows the app’s pages, with ids and trailing slashes', () => {
    for (const path of [
      '/',
      '/chat',
      '/chat/abc-123',
      '/help/h1',
      '/favorites/',
      '/solutions/tourism',
      '/demo/errors',
    ])
      expect(isWebRoute(path), path).toBe(true);
  });
  it('anything else is unknown', () => {
    for (const path of ['/nope', '/chat/a/b', '/solutions/other', '/profile/x', '/favicon.icox'])
      expect(isWebRoute(path), path).toBe(false);
  });
});
