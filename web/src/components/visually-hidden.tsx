import type { ReactNode } from 'react';

/** Hides content visually while keeping it for screen readers (for MUI's `sx`). */
export const visuallyHiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The same as a plain span (class in app/shell.css), so the landing page needs no MUI for it. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="pt-visually-hidden">{children}</span>;
}
