import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { SiteLink } from '../site-link';
import { AccountActions } from './account-actions';
import { DevBanner } from './dev-banner';
import { Icon } from './icon';
import { LanguageMenu } from './language-menu';
import './layout.css';
import { NavDropdown } from './nav-dropdown';
import { lazyNamed, useOpenedOnce } from './opened-once';
import { HEADER_ACTIONS, HEADER_NAV, isNavGroup } from './site-links';
import { ThemeMenu } from './theme-menu';
import { useFitsOneRow } from './use-fits-one-row';
import { useScrolledPast, useWideScreen } from './use-shell-media';

const SHADOW_AFTER_PX = 10;

const MobileNavDrawer = lazyNamed(() => import('./mobile-nav-drawer'), 'MobileNavDrawer');

/** The site header in plain React and CSS (layout.css); its menus and drawer load MUI when opened. */
export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const { isAuthenticated } = useAuth();
  const toolbar = useRef<HTMLDivElement>(null);
  const fits = useFitsOneRow(toolbar, `${i18n.language}:${isAuthenticated}`);
  const wide = useWideScreen() && fits;
  const actions = HEADER_ACTIONS.filter((action) => !(isAuthenticated && action.guestOnly));
  const scrolled = useScrolledPast(SHADOW_AFTER_PX);
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
    <header className={scrolled ? 'pt-header pt-header-scrolled' : 'pt-header'}>
      <DevBanner />
      <div className="pt-toolbar" ref={toolbar}>
        <RouterLink to="/" aria-label={t('nav.home')} className="pt-brand">
          Pintar
        </RouterLink>

        <nav aria-label={t('nav.label')} className="pt-header-nav">
          <ul>
            {HEADER_NAV.map((entry) => (
              <li key={entry.label}>
                {isNavGroup(entry) ? (
                  <NavDropdown group={entry} />
                ) : (
                  <SiteLink label={t(`nav.${entry.label}`)} to={entry.to} available={entry.available} />
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="pt-grow" />
        {/* Signed in, the account items need the room the language name would take. */}
        <LanguageMenu compact={!wide || isAuthenticated} />
        <ThemeMenu />

        {wide ? (
          <div className="pt-header-actions">
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
          </div>
        ) : (
          <button
            type="button"
            className="pt-icon-button pt-edge-end"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? drawerId : undefined}
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" />
          </button>
        )}
      </div>
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
    </header>
  );
}
