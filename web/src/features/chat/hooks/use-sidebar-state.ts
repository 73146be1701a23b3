import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { readJson, STORAGE_PREFIX, writeJson } from '../../../lib/storage';

export const SIDEBAR_COLLAPSED_KEY = `${STORAGE_PREFIX}sidebarCollapsed`;
/** The spec's layout breakpoint: the sidebar is open by default from 1024 px. */
export const SIDEBAR_BREAKPOINT = 1024;

export function useSidebarState() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up(SIDEBAR_BREAKPOINT), { noSsr: true });
  const [collapsed, setCollapsed] = useState(() => readJson(SIDEBAR_COLLAPSED_KEY) === true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      writeJson(SIDEBAR_COLLAPSED_KEY, next);
    } catch {
      // The choice lasts for this visit only.
    }
  };
  return { wide, collapsed, toggleCollapsed, drawerOpen, setDrawerOpen };
}
