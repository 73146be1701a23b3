import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` parts of a page to show: `initial` at once (enough to fill the first
 * screen, so nothing below it moves), then one more after each commit, in a transition. React
 * slices a transition's render but not its commit (the DOM writes and emotion's style inserts
 * land at once), so a page of many MUI sections is committed section by section instead of in
 * one long task that blocks input (Lighthouse's total blocking time).
 */
export function useStagedParts(count: number, initial = 1): number {
  const [shown, setShown] = useState(Math.min(initial, count));
  useEffect(() => {
    if (shown < count) startTransition(() => setShown(shown + 1));
  }, [shown, count]);
  return shown;
}
