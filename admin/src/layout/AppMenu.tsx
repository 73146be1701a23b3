import { ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { Fragment } from 'react';
import {
  Menu,
  MenuItemLinkClasses,
  type MenuProps,
  useBasename,
  useMatch,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { type Tab, type TabItem, tabs } from './tabs';

// Overview is served at both / and /dashboard (docs/product.md, Admin routing); react-admin only marks the
// link active on its own path, so /dashboard is matched here too. Links and matches take the
// /admin basename, as react-admin's own menu items do.
const LiveTab = ({ tab }: { tab: Tab }) => {
  const basename = useBasename();
  const onDashboard = useMatch({ path: `${basename}/dashboard`, end: true });
  const onHome = useMatch({ path: `${basename}/`, end: true });
  const onTab = useMatch({ path: `${basename}${tab.to}`, end: tab.to === '/' });
  const active = Boolean(onTab || (tab.key === 'overview' && (onDashboard || onHome)));
  const Icon = tab.icon;
  return (
    <Menu.Item
      to={`${basename}${tab.to}`}
      primaryText={`pintar.menu.${tab.key}`}
      leftIcon={<Icon />}
      className={active ? MenuItemLinkClasses.active : undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
};

// A page under a tab (Users → Contact messages, Outbox): indented while the sidebar shows labels.
const SubItem = ({ item }: { item: TabItem }) => {
  const basename = useBasename();
  const [open] = useSidebarState();
  const Icon = item.icon;
  return (
    <Menu.Item
      to={`${basename}${item.to}`}
      primaryText={`pintar.menu.${item.key}`}
      leftIcon={<Icon />}
      sx={open ? { pl: 4 } : undefined}
    />
  );
};

// Not MUI's `disabled` prop: it sets pointer-events to none, which would also swallow the tooltip
// that says why the tab is unavailable. aria-disabled keeps it announced as disabled and makes
// MenuList's arrow-key navigation skip it.
const LaterTab = ({ tab }: { tab: Tab }) => {
  const translate = useTranslate();
  const Icon = tab.icon;
  return (
    <Tooltip title={translate('pintar.menu.later')} placement="right" describeChild>
      <MenuItem
        aria-disabled="true"
        disableRipple
        sx={{
          color: 'text.disabled',
          cursor: 'default',
          '&:hover': { backgroundColor: 'transparent' },
        }}
      >
        <ListItemIcon sx={{ minWidth: 40, color: 'text.disabled' }}>
          <Icon />
        </ListItemIcon>
        <Typography variant="inherit" noWrap>
          {translate(`pintar.menu.${tab.key}`)}
        </Typography>
      </MenuItem>
    </Tooltip>
  );
};

export const AppMenu = (props: MenuProps) => (
  <Menu {...props}>
    {tabs.map((tab) =>
      tab.available ? (
        <Fragment key={tab.key}>
          <LiveTab tab={tab} />
          {tab.items?.map((item) => (
            <SubItem key={item.key} item={item} />
          ))}
        </Fragment>
      ) : (
        <LaterTab key={tab.key} tab={tab} />
      ),
    )}
  </Menu>
);
