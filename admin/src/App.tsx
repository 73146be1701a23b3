import { lazy } from 'react';
import { Admin, CustomRoutes, defaultDarkTheme, defaultLightTheme } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { RealtimeProvider } from './realtime/RealtimeProvider';
import { pintarStore } from './store/pintarStore';

// Each page is its own chunk, so adding tabs does not grow what the first screen downloads.
const Dashboard = lazy(() =>
  import('./dashboard/Dashboard').then((module) => ({ default: module.Dashboard })),
);

const store = pintarStore();

const AdminApp = () => (
  <Admin
    // Routes and links live under /admin, where the API serves this app with an SPA fallback.
    basename="/admin"
    title="Pintar Admin"
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    store={store}
    lightTheme={defaultLightTheme}
    darkTheme={defaultDarkTheme}
    layout={AppLayout}
    dashboard={Dashboard}
    // No calls to third parties from the admin panel.
    disableTelemetry
  >
    <CustomRoutes>
      {/* Overview answers at /admin/dashboard as well as /admin (admin-side.md §2). */}
      <Route path="/dashboard" element={<Dashboard />} />
    </CustomRoutes>
  </Admin>
);

// react-admin would create a hash router by default; the spec's routes are real paths
// (/admin, /admin/dashboard), so it gets a browser router. A data router, because react-admin's
// unsaved-changes guard (useBlocker) only works with one.
const router = createBrowserRouter([{ path: '/admin/*', element: <AdminApp /> }]);

export const App = () => (
  <RealtimeProvider>
    <RouterProvider router={router} />
  </RealtimeProvider>
);
