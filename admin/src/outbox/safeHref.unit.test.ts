import { describe, expect, it } from 'vitest';
import { safeHref } from './safeHref';

const ORIGIN = 'https://pintar.example.my';

describe('safeHref', () => {
  it('keeps web addresses, resolving paths against the origin', () => {
    expect(safeHref('https://pintar.example.my/reset?token=abc', ORIGIN)).toBe(
      'https://pintar.example.my/reset?token=abc',
    );
    expect(safeHref('/reset?token=abc', ORIGIN)).toBe('https://pintar.example.my/reset?token=abc');
    expect(safeHref('http://localhost:5001/invite?token=x', ORIGIN)).toBe(
      'http://localhost:5001/invite?token=x',
    );
  });

  it('refuses anything that is not http or https', () => {
    expect(safeHref('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(safeHref(' JavaScript:alert(1)', ORIGIN)).toBeNull();
    expect(safeHref('data:text/html,hi', ORIGIN)).toBeNull();
    expect(safeHref('', ORIGIN)).toBeNull();
    expect(safeHref(undefined, ORIGIN)).toBeNull();
  });
});
