import { useEffect } from 'react';

const MISPLACED = 'span.select-item[aria-label]';

/** Moves each misplaced row-checkbox name onto its input; returns how many it moved. */
export function nameRowCheckboxes(root: ParentNode): number {
  let moved = 0;
  for (const wrapper of root.querySelectorAll<HTMLElement>(MISPLACED)) {
    const input = wrapper.querySelector('input');
    if (!input) continue;
    input.setAttribute('aria-label', wrapper.getAttribute('aria-label')!);
    wrapper.removeAttribute('aria-label');
    moved += 1;
  }
  return moved;
}

/**
 * react-admin 5's data tables give each row's select checkbox its name ("Select this row") on the
 * wrapping span instead of the input, so the input has no name and the span a name it may not
 * carry (axe: `label`, `aria-prohibited-attr`). Until react-admin passes it to the input, the name
 * is moved there whenever rows render. React leaves the attributes alone afterwards: the prop it
 * set does not change between renders.
 */
export function useRowCheckboxNames(): void {
  useEffect(() => {
    nameRowCheckboxes(document);
    const observer = new MutationObserver(() => nameRowCheckboxes(document));
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}
