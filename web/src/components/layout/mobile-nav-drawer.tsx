import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslation } from 'react-i18next';
import { MuiScope } from '../../app/mui-scope';
import { SiteLink } from '../site-link';
import { AccountActions } from './account-actions';
import { HEADER_NAV, isNavGroup, type NavLink } from './site-links';

interface MobileNavDrawerProps {
  id: string;
  /** The header's call-to-action items, already filtered for the signed-in state. */
  actions: NavLink[];
  open: boolean;
  onClose: () => void;
}

/** Slide-in menu for small screens with the same entries as the desktop header. */
export function MobileNavDrawer({ id, actions, open, onClose }: MobileNavDrawerProps) {
  const { t } = useTranslation();
  const item = (link: NavLink, indent = false) => (
    <ListItem key={`${link.label}-${link.to}`} sx={{ py: 1, pl: indent ? 4 : 2 }}>
      <SiteLink label={t(`nav.${link.label}`)} to={link.to} available={link.available} onNavigate={onClose} />
    </ListItem>
  );

  return (
    <MuiScope>
      <Drawer
        id={id}
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { 'aria-label': t('nav.mobileMenu'), sx: { width: 280 } } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={t('nav.label')}>
          <List>
            {HEADER_NAV.map((entry) =>
              isNavGroup(entry) ? (
                <li key={entry.label}>
                  <List
                    disablePadding
                    subheader={<ListSubheader disableSticky>{t(`nav.${entry.label}`)}</ListSubheader>}
                  >
                    {entry.children.map((child) => item(child, true))}
                  </List>
                </li>
              ) : (
                item(entry)
              ),
            )}
          </List>
          <List>{actions.map((action) => item(action))}</List>
          <Box sx={{ px: 2, pb: 3 }}>
            <AccountActions layout="drawer" onNavigate={onClose} />
          </Box>
        </Box>
      </Drawer>
    </MuiScope>
  );
}
