import { createTheme, type Theme } from '@mui/material/styles';

export type PaletteMode = 'light' | 'dark';

const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  // Covers the Chinese and Tamil UI text on systems whose default font lacks those scripts.
  '"Noto Sans SC"',
  '"Noto Sans Tamil"',
  'sans-serif',
].join(',');

// The page-wide styles (body, focus ring, reduced motion) are in shell.css, for MUI and non-MUI
// parts alike; this theme styles the MUI components.
export function createAppTheme(mode: PaletteMode): Theme {
  const light = mode === 'light';
  return createTheme({
    palette: {
      mode,
      // Teal with at least 4.5:1 contrast against the background in each mode.
      primary: { main: light ? '#0f766e' : '#5eead4' },
      secondary: { main: light ? '#7c3aed' : '#c4b5fd' },
      background: light ? { default: '#ffffff', paper: '#ffffff' } : { default: '#121212', paper: '#1a1a1a' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // MUI's own keyboard focus is a faint ripple or tint (a chip's is hard to see at all): the
      // same ring as the rest of the page (shell.css) makes it visible everywhere (WCAG 2.4.7).
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': {
              outline: `3px solid ${light ? '#0f766e' : '#5eead4'}`,
              outlineOffset: 2,
            },
          },
        },
      },
    },
  });
}
