import { type ComponentType, lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AuthProvider } from '../lib/auth-provider';
import { GuestOnly, RequireAuth } from './guards';
import { AppLayout } from './layout';
import { HomeRoute } from './routes/home';
import { RouteError } from './routes/route-error';

// Each page is its own chunk; the landing chunk carries only what the landing page shows.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const ContactRoute = page(() => import('./routes/contact'), 'ContactRoute');
const NotFoundRoute = page(() => import('./routes/not-found'), 'NotFoundRoute');
const LoginRoute = page(() => import('./routes/login'), 'LoginRoute');
const SignupRoute = page(() => import('./routes/signup'), 'SignupRoute');
const ForgotPasswordRoute = page(() => import('./routes/forgot-password'), 'ForgotPasswordRoute');
const ResetPasswordRoute = page(() => import('./routes/reset-password'), 'ResetPasswordRoute');
const TermsRoute = page(() => import('./routes/terms'), 'TermsRoute');
const PrivacyRoute = page(() => import('./routes/privacy'), 'PrivacyRoute');
const HelpRoute = page(() => import('./routes/help'), 'HelpRoute');
const HelpArticleRoute = page(() => import('./routes/help-article'), 'HelpArticleRoute');
const ChatHomeRoute = page(() => import('./routes/chat-home'), 'ChatHomeRoute');
const ProfileRoute = page(() => import('./routes/profile'), 'ProfileRoute');

export const router = createBrowserRouter([
  {
    path: '/',
    // Inside the router: the provider navigates to /login when a session ends.
    element: (
      <AuthProvider>
        <AppLayout />
      </AuthProvider>
    ),
    children: [
      {
        // Pathless so an error (e.g. a chunk that failed to load) renders inside the layout.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'contact', element: <ContactRoute /> },
          { path: 'terms', element: <TermsRoute /> },
          { path: 'privacy', element: <PrivacyRoute /> },
          { path: 'help', element: <HelpRoute /> },
          { path: 'help/:id', element: <HelpArticleRoute /> },
          { path: 'reset-password', element: <ResetPasswordRoute /> },
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', element: <LoginRoute /> },
              { path: 'signup', element: <SignupRoute /> },
              { path: 'forgot-password', element: <ForgotPasswordRoute /> },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'chat', element: <ChatHomeRoute /> },
              { path: 'profile', element: <ProfileRoute /> },
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]);
