import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout';
import { RouteError } from './routes/route-error';

// Each page is its own chunk; the landing chunk carries only what the landing page shows.
const LandingRoute = lazy(() => import('./routes/landing').then((m) => ({ default: m.LandingRoute })));
const ContactRoute = lazy(() => import('./routes/contact').then((m) => ({ default: m.ContactRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppLayout />,
    children: [
      {
        // Pathless so an error (e.g. a chunk that failed to load) renders inside the layout.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LandingRoute /> },
          { path: 'contact', element: <ContactRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]);
