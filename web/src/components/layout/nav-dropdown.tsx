import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SiteLink } from '../site-link';
import type { NavGroup } from './site-links';

/** A header dropdown (Solutions, Resources); inert text while none of its pages exists yet. */
export function NavDropdown({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = t(`nav.${group.label}`);

  if (!group.children.some((child) => child.available)) {
    return <SiteLink label={label} to="" available={false} />;
  }
  const open = anchor !== null;
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {group.children.map((child) =>
          child.available ? (
            <MenuItem key={child.label} component={RouterLink} to={child.to} onClick={() => setAnchor(null)}>
              {t(`nav.${child.label}`)}
            </MenuItem>
          ) : (
            <MenuItem key={child.label} disabled title={t('app.comingSoon')}>
              {t(`nav.${child.label}`)}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
