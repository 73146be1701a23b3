import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useColorMode } from './color-mode';
import { createAppTheme, type PaletteMode } from './theme';

// One theme object per mode for the whole page, however many MUI islands it has.
const themes: Partial<Record<PaletteMode, ReturnType<typeof createAppTheme>>> = {};
const themeFor = (mode: PaletteMode) => (themes[mode] ??= createAppTheme(mode));

/**
 * The MUI theme around a part of the app that uses MUI: every lazy page, and the header's menus
 * and drawer when they open. The app shell and the landing page do not use MUI, so this module (and
 * MUI with it) loads only with the first of those parts.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={themeFor(useColorMode())}>{children}</ThemeProvider>;
}
