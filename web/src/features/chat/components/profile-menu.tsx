import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { updateSettings, useSettings } from '../../../lib/settings-store';

/** The sidebar's profile popup: profile, light/dark and logout, with the plan label (no /settings page exists yet). */
export function ProfileMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { user, isAdmin, isAuthenticated, signOut } = useAuth();
  const { theme } = useSettings().general;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user?.displayName || t('nav.userFallback');
  const plan = isAdmin ? t('chat.plan.admin') : isAuthenticated ? t('chat.plan.free') : t('chat.plan.guest');
  const dark =
    theme === 'dark' || (theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  const close = () => setAnchor(null);
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
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to="/profile" onClick={close}>
          {t('chat.profile')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            updateSettings('general', { theme: dark ? 'light' : 'dark' });
            close();
          }}
        >
          {dark ? t('chat.lightMode') : t('chat.darkMode')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void signOut('/login');
          }}
        >
          {t('chat.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
