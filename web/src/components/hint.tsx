import Box from '@mui/material/Box';
import type { ReactElement } from 'react';

type Placement = 'bottom' | 'right';

const AT: Record<Placement, object> = {
  bottom: { top: '100%', left: '50%', transform: 'translateX(-50%)', mt: 0.5 },
  right: { left: '100%', top: '50%', transform: 'translateY(-50%)', ml: 0.5 },
};

/**
 * The name of an icon button shown on hover and keyboard focus, drawn with CSS. It stands in for
 * MUI's Tooltip in the chat, which brought Popper.js (10 KB gzip) into the chat route for a few
 * buttons. The button's accessible name stays its aria-label; the hint is decoration.
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
    <Box
      component="span"
      data-hint={title}
      sx={{
        position: 'relative',
        display: 'inline-flex',
        '&::after': {
          content: 'attr(data-hint)',
          position: 'absolute',
          ...AT[placement],
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          fontSize: '0.75rem',
          lineHeight: 1.4,
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          opacity: 0,
          transition: 'opacity 150ms',
          zIndex: 'tooltip',
        },
        '&:hover::after, &:has(:focus-visible)::after': { opacity: 1 },
      }}
    >
      {children}
    </Box>
  );
}
