import { lazy } from 'react';
import { Admin, CustomRoutes, defaultDarkTheme, Resource } from 'react-admin';
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

const store = pintarStore();

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
    <Resource name="users" {...users} />
    <Resource name="contact-messages" {...contactMessages} />
    <Resource name="outbox" {...outbox} />
    <Resource name="places" {...places} />
    <Resource name="knowledge" {...knowledge} />
    <Resource name="knowledge-categories" {...knowledgeCategories} />
    <Resource name="transit-alerts" {...transitAlerts} />
    <CustomRoutes>
      {/* Overview answers at /admin/dashboard as well as /admin (admin-side.md §2). */}
      <Route path="/dashboard" element={<Dashboard />} />
      <Route path="/import-export" element={<ImportExportPage />} />
      <Route path="/monitoring" element={<MonitoringPage />} />
      <Route path="/system" element={<SystemPage />} />
      <Route path="/alerts" element={<AlertsPage />} />
      <Route path="/analytics" element={<AnalyticsPage />} />
      <Route path="/realtime" element={<RealtimeDataPage />} />
    </CustomRoutes>
  </Admin>
);

// react-admin would create a hash router by default; the spec's routes are real paths
// (/admin, /admin/dashboard), so it gets a browser router. A data router, because react-admin's
// unsaved-changes guard (useBlocker) only works with one.
const router = createBrowserRouter([{ path: '/admin/*', element: <AdminApp /> }]);

export const App = () => <RouterProvider router={router} />;
