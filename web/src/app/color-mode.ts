import { createContext, useContext } from 'react';
import { useMediaMatch } from '../components/layout/use-shell-media';
import type { PaletteMode } from './theme';

/** Live: follows the OS switching between light and dark while the page is open. */
export const useSystemPrefersDark = () => useMediaMatch('(prefers-color-scheme: dark)');

/** The light or dark mode in effect, for the MUI theme of the pages that load MUI (MuiScope). */
export const ColorModeContext = createContext<PaletteMode>('light');

export const useColorMode = () => useContext(ColorModeContext);
