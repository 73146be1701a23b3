import {
  ADMIN_PAGES,
  ADMIN_RESOURCES,
  type AdminPage,
  type AdminResource,
  type AdminView,
  type AdminViewsOf,
} from '@pintar/contracts/client/admin-routes';
import { type ComponentType, lazy } from 'react';
import { Admin, CustomRoutes, defaultDarkTheme, Resource, type ResourceProps } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { authProvider } from './auth';
import { AuthLoading } from './common/AuthLoading';
import contactMessages from './contact-messages';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import knowledge from './knowledge';
import knowledgeCategories from './knowledge-categories';
import transitAlerts from './transit-alerts';
import { AppLayout } from './layout/AppLayout';
import { lightTheme } from './layout/theme';
import outbox from './outbox';
import places from './places';
import { pintarStore } from './store/pintarStore';
import users from './users';

// Each page is its own chunk, so adding tabs does not grow what the first screen downloads.
const Dashboard = lazy(() =>
  import('./dashboard/Dashboard').then((module) => ({ default: module.Dashboard })),
);

const ImportExportPage = lazy(() =>
  import('./import-export/ImportExportPage').then((module) => ({ default: module.ImportExportPage })),
);

const page = <T extends string>(load: () => Promise<Record<T, React.ComponentType>>, name: T) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const MonitoringPage = page(() => import('./monitoring/MonitoringPage'), 'MonitoringPage');
const SystemPage = page(() => import('./system/SystemPage'), 'SystemPage');
const AlertsPage = page(() => import('./alerts/AlertsPage'), 'AlertsPage');
const AnalyticsPage = page(() => import('./analytics/AnalyticsPage'), 'AnalyticsPage');
const RealtimeDataPage = page(() => import('./realtime-data/RealtimeDataPage'), 'RealtimeDataPage');
const ConsumerKeysPage = page(() => import('./consumer-keys/ConsumerKeysPage'), 'ConsumerKeysPage');

const store = pintarStore();

// The routes come from one list shared with the server (contracts/src/client/adminRoutes.ts), which
// answers 404 for any other /admin path: a page or a resource view missing from the list, or
// declared there but not here, fails the typecheck.
type ResourceViews<R extends AdminResource> = Pick<ResourceProps, 'icon' | 'recordRepresentation'> &
  Record<AdminViewsOf<R>, ComponentType> &
  Partial<Record<Exclude<AdminView, AdminViewsOf<R>>, never>>;

const resources: { [R in AdminResource]: ResourceViews<R> } = {
  users,
  'contact-messages': contactMessages,
  outbox,
  places,
  knowledge,
  'knowledge-categories': knowledgeCategories,
  'transit-alerts': transitAlerts,
};

const pages: Record<AdminPage, ComponentType> = {
  // Overview answers at /admin/dashboard as well as /admin (docs/product.md, Admin routing).
  dashboard: Dashboard,
  'import-export': ImportExportPage,
  monitoring: MonitoringPage,
  system: SystemPage,
  alerts: AlertsPage,
  analytics: AnalyticsPage,
  realtime: RealtimeDataPage,
  'consumer-keys': ConsumerKeysPage,
};

const AdminApp = () => (
  <Admin
    // Routes and links live under /admin, where the API serves this app with an SPA fallback.
    basename="/admin"
    title="Pintar Admin"
    dataProvider={dataProvider}
    authProvider={authProvider}
    // Nothing renders before the session is checked; a spinner shows meanwhile.
    requireAuth
    loading={AuthLoading}
    // Signing in belongs to the web app (/login): this app has no login route of its own, and
    // the authProvider leaves for /login, or /chat for non-admins, by a full page navigation.
    loginPage={false}
    i18nProvider={i18nProvider}
    store={store}
    lightTheme={lightTheme}
    darkTheme={defaultDarkTheme}
    layout={AppLayout}
    dashboard={Dashboard}
    // No calls to third parties from the admin panel.
    disableTelemetry
  >
    {(Object.keys(ADMIN_RESOURCES) as AdminResource[]).map((name) => (
      <Resource key={name} name={name} {...resources[name]} />
    ))}
    <CustomRoutes>
      {ADMIN_PAGES.map((name) => {
        const Page = pages[name];
        return <Route key={name} path={`/${name}`} element={<Page />} />;
      })}
    </CustomRoutes>
  </Admin>
);

// react-admin would create a hash router by default; the spec's routes are real paths
// (/admin, /admin/dashboard), so it gets a browser router. A data router, because react-admin's
// unsaved-changes guard (useBlocker) only works with one.
const router = createBrowserRouter([{ path: '/admin/*', element: <AdminApp /> }]);

export const App = () => <RouterProvider router={router} />;
