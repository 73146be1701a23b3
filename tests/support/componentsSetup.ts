// Setup of the `components` project (web and admin components rendered in jsdom): Testing Library's
// DOM matchers, a clean document after every test, and the few browser functions jsdom lacks that
// MUI and the apps call while rendering. None of them changes what a test asserts: they only answer
// "no preference" and "nothing to measure", as a browser without that feature would.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

const page = globalThis as unknown as Record<string, unknown> & {
  Element?: { prototype: Record<string, unknown> };
};

// No preference for dark mode or reduced motion, and no wide-screen query matches.
page.matchMedia ??= (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

// Layout is not computed in jsdom: an observer that is never told of a size change.
page.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

if (page.Element) {
  page.Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  page.Element.prototype.scrollTo ??= function scrollTo() {};
}
