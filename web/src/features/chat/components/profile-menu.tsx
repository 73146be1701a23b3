import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-context';
import { lazyNamed, useOpenedOnce } from '../../../components/layout/opened-once';
import { useSettings } from '../../../lib/settings-store';

// The menu itself (MUI Menu, Popover, Modal) loads when first opened.
const ProfileMenuList = lazyNamed(() => import('./profile-menu-list'), 'ProfileMenuList');

/** The sidebar's profile popup: profile, light/dark and logout, with the plan label (no /settings page exists yet). */
export function ProfileMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { user, isAdmin, isAuthenticated } = useAuth();
  const { theme } = useSettings().general;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user?.displayName || t('nav.userFallback');
  const plan = isAdmin ? t('chat.plan.admin') : isAuthenticated ? t('chat.plan.free') : t('chat.plan.guest');
  const dark =
    theme === 'dark' || (theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  const close = () => setAnchor(null);
  const opened = useOpenedOnce(anchor !== null);
  return (
    <>
      <ButtonBase
        // Collapsed, only the avatar shows, so the button needs a name; open, its text is the name.
        aria-label={collapsed ? `${t('chat.profileMenu')}: ${name} (${plan})` : undefined}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{
          width: '100%',
          justifyContent: 'flex-start',
          gap: 1,
          p: 1,
          borderRadius: 1,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Avatar sx={{ width: 32, height: 32 }} src={user?.photoURL ?? undefined}>
          <AccountCircleIcon />
        </Avatar>
        {!collapsed && (
          <Box sx={{ minWidth: 0, textAlign: 'left' }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {plan}
            </Typography>
          </Box>
        )}
      </ButtonBase>
      {opened && (
        <Suspense fallback={null}>
          <ProfileMenuList anchor={anchor} onClose={close} dark={dark} />
        </Suspense>
      )}
    </>
  );
}
