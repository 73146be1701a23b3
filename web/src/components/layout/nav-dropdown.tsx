import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../site-link';
import { Icon } from './icon';
import { lazyNamed, useOpenedOnce } from './opened-once';
import type { NavGroup } from './site-links';

const NavDropdownMenu = lazyNamed(() => import('./nav-dropdown-menu'), 'NavDropdownMenu');

/** A header dropdown (Solutions, Resources); inert text while none of its pages exists yet. */
export function NavDropdown({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = t(`nav.${group.label}`);
  const open = anchor !== null;
  const opened = useOpenedOnce(open);

  if (!group.children.some((child) => child.available)) {
    return <SiteLink label={label} to="" available={false} />;
  }
  return (
    <>
      <button
        type="button"
        className="pt-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
        <Icon name="expandMore" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <NavDropdownMenu id={menuId} group={group} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
