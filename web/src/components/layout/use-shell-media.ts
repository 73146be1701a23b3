import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept live (MUI's useMediaQuery without MUI). */
export function useMediaMatch(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** True on screens wide enough for every header item in one row (MUI's `lg`, 1200 px). */
export const useWideScreen = () => useMediaMatch('(min-width: 1200px)');

function subscribeScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True while the page is scrolled down more than `threshold` pixels (the header's shadow). */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(subscribeScroll, () => window.scrollY > threshold);
}
