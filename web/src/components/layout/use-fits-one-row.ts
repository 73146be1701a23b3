import { type RefObject, useLayoutEffect, useSyncExternalStore } from 'react';

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// Window widths each header layout needs, measured from the DOM: a tiny store outside React.
const neededWidth = new Map<string, number>();
const listeners = new Set<() => void>();
function subscribeNeeded(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
function recordNeeded(layoutKey: string, width: number): void {
  neededWidth.set(layoutKey, width);
  listeners.forEach((notify) => notify());
}

/**
 * Whether the toolbar's items fit in one row. Labels never wrap (a Malay or Tamil header would
 * otherwise break over two lines at 1280 px), so a toolbar that overflows is measured once per
 * language and account state, and while the window is narrower than that the header moves its
 * actions into the menu, as on a tablet.
 */
export function useFitsOneRow(toolbar: RefObject<HTMLElement | null>, layoutKey: string): boolean {
  const width = useSyncExternalStore(subscribeResize, () => window.innerWidth);
  const need = useSyncExternalStore(subscribeNeeded, () => neededWidth.get(layoutKey));
  const fits = need === undefined || width >= need;
  useLayoutEffect(() => {
    const el = toolbar.current;
    if (!fits || !el || el.scrollWidth <= el.clientWidth) return;
    // The window's width at which the overflowing part would have fitted.
    recordNeeded(layoutKey, width + (el.scrollWidth - el.clientWidth));
  }, [fits, layoutKey, toolbar, width]);
  return fits;
}
