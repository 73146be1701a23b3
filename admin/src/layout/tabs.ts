import BarChartIcon from '@mui/icons-material/BarChart';
import BoltIcon from '@mui/icons-material/Bolt';
import CategoryIcon from '@mui/icons-material/Category';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DashboardIcon from '@mui/icons-material/Dashboard';
import KeyIcon from '@mui/icons-material/Key';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import OutboxIcon from '@mui/icons-material/Outbox';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import SettingsIcon from '@mui/icons-material/Settings';
import TrainIcon from '@mui/icons-material/Train';
import type { ComponentType } from 'react';

export interface Tab {
  /** Message key under pintar.menu. */
  key: string;
  /** Route inside the admin app (the router's basename is /admin). */
  to: string;
  icon: ComponentType;
  /**
   * Only tabs that work today are links. The rest stay visible but disabled, so the menu shows
   * the whole panel without offering anything that does not work; a later issue flips the flag
   * when it ships the tab (and may adjust `to` to the resource's name).
   */
  available: boolean;
  /** Pages listed under the tab in the menu, indented; the tab's own page stays its link. */
  items?: readonly TabItem[];
}

export interface TabItem {
  /** Message key under pintar.menu. */
  key: string;
  to: string;
  icon: ComponentType;
}

/** The spec's ten tabs, in the spec's order (docs/product.md, Admin tabs). */
export const tabs: readonly Tab[] = [
  { key: 'overview', to: '/', icon: DashboardIcon, available: true },
  {
    key: 'users',
    to: '/users',
    icon: PeopleIcon,
    available: true,
    // The people who write to Pintar and the mails Pintar sends them (invitations, password
    // resets) sit with the accounts rather than adding tabs to the spec's ten.
    items: [
      { key: 'contact_messages', to: '/contact-messages', icon: ContactMailIcon },
      { key: 'outbox', to: '/outbox', icon: OutboxIcon },
    ],
  },
  { key: 'places', to: '/places', icon: PlaceIcon, available: true },
  { key: 'import_export', to: '/import-export', icon: ImportExportIcon, available: true },
  {
    key: 'knowledge_base',
    to: '/knowledge',
    icon: MenuBookIcon,
    available: true,
    items: [{ key: 'knowledge_categories', to: '/knowledge-categories', icon: CategoryIcon }],
  },
  { key: 'realtime_data', to: '/realtime', icon: BoltIcon, available: true },
  { key: 'analytics', to: '/analytics', icon: BarChartIcon, available: true },
  { key: 'monitoring', to: '/monitoring', icon: MonitorHeartIcon, available: true },
  {
    key: 'system',
    to: '/system',
    icon: SettingsIcon,
    available: true,
    // Keys for downstream consumers of the event feed are an operator's setting.
    items: [{ key: 'consumer_keys', to: '/consumer-keys', icon: KeyIcon }],
  },
  {
    key: 'alerts',
    to: '/alerts',
    icon: NotificationsActiveIcon,
    available: true,
    items: [{ key: 'transit_alerts', to: '/transit-alerts', icon: TrainIcon }],
  },
];
