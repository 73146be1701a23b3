import type { ReactElement } from 'react';
import './hint.css';

type Placement = 'bottom' | 'right';

/**
 * The name of an icon button shown on hover and keyboard focus, drawn with CSS (hint.css). It
 * stands in for MUI's Tooltip in the chat, which brought Popper.js (10 KB gzip) into the chat route
 * for a few buttons, and is plain CSS so that the chat's first screen inserts no style for it. The
 * button's accessible name stays its aria-label; the hint is decoration.
 */
export function Hint({
  title,
  placement = 'bottom',
  children,
}: {
  title: string;
  placement?: Placement;
  children: ReactElement;
}) {
  return (
    <span data-hint={title} className={`pt-hint pt-hint-${placement}`}>
      {children}
    </span>
  );
}
