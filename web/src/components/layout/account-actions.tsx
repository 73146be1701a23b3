import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { SiteLink } from '../site-link';
import { Icon } from './icon';
import { GUEST_ACTIONS } from './site-links';

interface AccountActionsProps {
  /** `bar`: one row in the wide header; `drawer`: a column in the mobile menu. */
  layout: 'bar' | 'drawer';
  onNavigate?: () => void;
}

/**
 * Signed out: Sign In and Get Started. Signed in (spec): the display name (fallback User) with the
 * label Administrator or User, a Chat link, Admin Dashboard for admins, and Sign Out back to /.
 */
export function AccountActions({ layout, onNavigate }: AccountActionsProps) {
  const { t } = useTranslation();
  const { loading, isAuthenticated, isAdmin, user, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const className = layout === 'bar' ? 'pt-account pt-account-bar' : 'pt-account pt-account-drawer';

  // Nothing until the stored session is confirmed, so "Sign In" never flashes for a signed-in user.
  if (loading) return null;

  if (!isAuthenticated) {
    return (
      <div className={className}>
        {GUEST_ACTIONS.map((action) => (
          <SiteLink
            key={action.label}
            label={t(`nav.${action.label}`)}
            to={action.to}
            available={action.available}
            variant={action.label === 'getStarted' ? 'button' : 'text'}
            onNavigate={onNavigate}
          />
        ))}
      </div>
    );
  }

  const onSignOut = async () => {
    setSigningOut(true);
    // Signs out locally even when the server cannot be reached ('Logout failed' is shown then).
    await signOut('/');
    setSigningOut(false);
    onNavigate?.();
  };

  return (
    <div className={className} data-testid="account-actions">
      <RouterLink to="/profile" className="pt-link pt-account-name" onClick={onNavigate}>
        <span data-testid="header-user-name">{user?.displayName || t('nav.userFallback')}</span>
        <span className="pt-account-role" data-testid="header-user-role">
          {isAdmin ? t('nav.roleAdmin') : t('nav.roleUser')}
        </span>
      </RouterLink>
      <RouterLink to="/chat" className="pt-link" onClick={onNavigate}>
        {t('nav.chat')}
      </RouterLink>
      {isAdmin && (
        // A plain link: the admin dashboard is a separate single-page app under /admin.
        <a href="/admin" className="pt-link">
          {t('nav.adminDashboard')}
        </a>
      )}
      <button
        type="button"
        className="pt-button pt-button-outlined"
        onClick={() => void onSignOut()}
        disabled={signingOut}
      >
        <Icon name="logout" small />
        {signingOut ? t('nav.signingOut') : t('nav.signOut')}
      </button>
    </div>
  );
}
