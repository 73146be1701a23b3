import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { updateSettings } from '../../../lib/settings-store';

/** The open part of the sidebar's profile popup (see profile-menu.tsx). */
export function ProfileMenuList({
  anchor,
  onClose: close,
  dark,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  dark: boolean;
}) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  return (
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
  );
}
