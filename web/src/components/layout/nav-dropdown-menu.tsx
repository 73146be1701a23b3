import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MuiScope } from '../../app/mui-scope';
import type { NavGroup } from './site-links';

interface NavDropdownMenuProps {
  id: string;
  group: NavGroup;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The open part of a NavDropdown, loaded when it first opens. */
export function NavDropdownMenu({ id, group, anchor, onClose }: NavDropdownMenuProps) {
  const { t } = useTranslation();
  return (
    <MuiScope>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
        {group.children.map((child) =>
          child.available ? (
            <MenuItem key={child.label} component={RouterLink} to={child.to} onClick={onClose}>
              {t(`nav.${child.label}`)}
            </MenuItem>
          ) : (
            <MenuItem key={child.label} disabled title={t('app.comingSoon')}>
              {t(`nav.${child.label}`)}
            </MenuItem>
          ),
        )}
      </Menu>
    </MuiScope>
  );
}
