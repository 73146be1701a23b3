import { type ReactNode, startTransition, useDeferredValue, useEffect, useState } from 'react';

/**
 * Renders its children in a deferred render after its own first commit. React slices a deferred
 * render into ~5 ms pieces and lets the browser handle input in between; an ordinary update (the
 * one react-admin makes once the session is checked) renders the whole layout in one long task.
 */
export const RenderInTransition = ({ children }: { children: ReactNode }) => {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
};

/**
 * How many of `count` parts to show: the first at once (with none, the first panel's arrival
 * shifted the page: CLS 0.04), then one more after each commit, in a transition. Time slicing
 * splits a render but not its commit (the DOM writes and emotion's style inserts happen at once),
 * so a page of many panels is committed panel by panel instead of in one long task.
 */
export const useStagedParts = (count: number): number => {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown < count) startTransition(() => setShown(shown + 1));
  }, [shown, count]);
  return shown;
};
