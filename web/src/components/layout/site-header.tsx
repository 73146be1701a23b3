import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { SiteLink } from '../site-link';
import { AccountActions } from './account-actions';
import { DevBanner } from './dev-banner';
import { LanguageMenu } from './language-menu';
import { NavDropdown } from './nav-dropdown';
import { lazyNamed, useOpenedOnce } from './opened-once';
import { HEADER_ACTIONS, HEADER_NAV, isNavGroup } from './site-links';
import { ThemeMenu } from './theme-menu';

const SHADOW_AFTER_PX = 10;

const MobileNavDrawer = lazyNamed(() => import('./mobile-nav-drawer'), 'MobileNavDrawer');

export function SiteHeader() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const { isAuthenticated } = useAuth();
  const actions = HEADER_ACTIONS.filter((action) => !(isAuthenticated && action.guestOnly));
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: SHADOW_AFTER_PX });
  const drawerId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const drawerOpened = useOpenedOnce(menuOpen && !wide);

  // Close the mobile menu whenever the location changes (including Back/Forward).
  const { key } = useLocation();
  const [lastKey, setLastKey] = useState(key);
  if (key !== lastKey) {
    setLastKey(key);
    setMenuOpen(false);
  }

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={scrolled ? 4 : 0}
      sx={{ borderBottom: scrolled ? 0 : 1, borderColor: 'divider' }}
    >
      <DevBanner />
      <Toolbar sx={{ gap: { xs: 1, md: 3 } }}>
        <Link
          component={RouterLink}
          to="/"
          aria-label={t('nav.home')}
          underline="none"
          color="primary"
          sx={{ fontWeight: 800, fontSize: '1.375rem', letterSpacing: '-0.02em' }}
        >
          Pintar
        </Link>

        <Box component="nav" aria-label={t('nav.label')} sx={{ display: { xs: 'none', md: 'block' } }}>
          <Box
            component="ul"
            sx={{ display: 'flex', alignItems: 'center', gap: 3, listStyle: 'none', m: 0, p: 0 }}
          >
            {HEADER_NAV.map((entry) => (
              <li key={entry.label}>
                {isNavGroup(entry) ? (
                  <NavDropdown group={entry} />
                ) : (
                  <SiteLink label={t(`nav.${entry.label}`)} to={entry.to} available={entry.available} />
                )}
              </li>
            ))}
          </Box>
        </Box>

        <Box sx={{ flexGrow: 1 }} />
        {/* Signed in, the account items need the room the language name would take. */}
        <LanguageMenu compact={!wide || isAuthenticated} />
        <ThemeMenu />

        {wide ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, whiteSpace: 'nowrap' }}>
            {actions.map((action) => (
              <SiteLink
                key={action.label}
                label={t(`nav.${action.label}`)}
                to={action.to}
                available={action.available}
                variant={action.label === 'talkToSales' ? 'button' : 'text'}
              />
            ))}
            <AccountActions layout="bar" />
          </Box>
        ) : (
          <IconButton
            edge="end"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? drawerId : undefined}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        )}
      </Toolbar>
      {drawerOpened && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            id={drawerId}
            actions={actions}
            open={menuOpen && !wide}
            onClose={() => setMenuOpen(false)}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
