import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { SiteLink } from '../site-link';
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
  const direction = layout === 'bar' ? 'row' : 'column';
  const alignItems = layout === 'bar' ? 'center' : 'flex-start';

  // Nothing until the stored session is confirmed, so "Sign In" never flashes for a signed-in user.
  if (loading) return null;

  if (!isAuthenticated) {
    return (
      <Stack direction={direction} spacing={2} sx={{ alignItems }}>
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
      </Stack>
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
    <Stack direction={direction} spacing={2} sx={{ alignItems }} data-testid="account-actions">
      <Link
        component={RouterLink}
        to="/profile"
        color="inherit"
        underline="hover"
        onClick={onNavigate}
        sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2, maxWidth: 200 }}
      >
        <Box
          component="span"
          data-testid="header-user-name"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {user?.displayName || t('nav.userFallback')}
        </Box>
        <Typography
          component="span"
          variant="caption"
          sx={{ color: 'text.secondary' }}
          data-testid="header-user-role"
        >
          {isAdmin ? t('nav.roleAdmin') : t('nav.roleUser')}
        </Typography>
      </Link>
      <Link component={RouterLink} to="/chat" color="inherit" underline="hover" onClick={onNavigate}>
        {t('nav.chat')}
      </Link>
      {isAdmin && (
        // A plain link: the admin dashboard is a separate single-page app under /admin.
        <Link href="/admin" color="inherit" underline="hover">
          {t('nav.adminDashboard')}
        </Link>
      )}
      <Button
        variant="outlined"
        startIcon={<LogoutIcon />}
        onClick={() => void onSignOut()}
        disabled={signingOut}
      >
        {signingOut ? t('nav.signingOut') : t('nav.signOut')}
      </Button>
    </Stack>
  );
}
