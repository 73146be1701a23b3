import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element named by the URL hash (/#features) into view and gives it focus, also when
 * the page itself arrived later as a lazily loaded chunk.
 */
export function useHashScroll(reducedMotion: boolean): void {
  const { hash, key } = useLocation();
  // `key` is a dependency on purpose: it re-runs the scroll when the same link is followed again.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [hash, key, reducedMotion]);
}
