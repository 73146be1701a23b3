import { describe, expect, it } from 'vitest';
import { safeNextPath, signInDestination } from './auth-redirect';

const ORIGIN = 'https://pintar.example';

describe('safeNextPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeNextPath('/profile', ORIGIN)).toBe('/profile');
    expect(safeNextPath('/chat?q=weather#top', ORIGIN)).toBe('/chat?q=weather#top');
  });

  it('refuses other sites, schemes and guest pages', () => {
    for (const next of [
      null,
      '',
      'profile',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/login',
      '/signup?next=/x',
      '/forgot-password',
    ]) {
      expect(safeNextPath(next, ORIGIN)).toBeNull();
    }
  });
});

describe('signInDestination', () => {
  it('sends admins to /admin with a full page load and others to /chat', () => {
    expect(signInDestination(true, null, ORIGIN)).toEqual({ path: '/admin', fullPage: true });
    expect(signInDestination(false, null, ORIGIN)).toEqual({ path: '/chat', fullPage: false });
  });

  it('honours a safe ?next=, leaving the app only for admin pages', () => {
    expect(signInDestination(false, '/profile', ORIGIN)).toEqual({ path: '/profile', fullPage: false });
    expect(signInDestination(true, '/admin/users', ORIGIN)).toEqual({ path: '/admin/users', fullPage: true });
    expect(signInDestination(false, '//evil.example', ORIGIN)).toEqual({ path: '/chat', fullPage: false });
    expect(signInDestination(false, '/administrator', ORIGIN).fullPage).toBe(false);
  });
});
