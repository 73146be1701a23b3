import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { AuthProvider } from '../lib/auth-provider';
import { GuestOnly, RequireAuth } from './guards';
import { AppLayout } from './layout';
import { HomeRoute } from './routes/home';

// Each page is its own chunk; the landing chunk carries only what the landing page shows. Pages
// use MUI: each loads MuiScope (MUI's ThemeProvider with the app theme) with its chunk and renders
// inside it, so MUI is not part of the app shell and the landing page never loads it.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => {
    const [module, { MuiScope }] = await Promise.all([load(), import('./mui-scope')]);
    const Page: ComponentType = module[name];
    return {
      default: () => (
        <MuiScope>
          <Page />
        </MuiScope>
      ),
    };
  });

const RouteError = page(() => import('./routes/route-error'), 'RouteError');
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
const ChatRoute = page(() => import('./routes/chat'), 'ChatRoute');
const DemoRoute = page(() => import('./routes/demo'), 'DemoRoute');
const ChatHistoryRoute = page(() => import('./routes/chat-history'), 'ChatHistoryRoute');

// The chat and the demo fill the window below the site header (no footer, their own scrolling).
const fullHeight = { fullHeight: true };
const ProfileRoute = page(() => import('./routes/profile'), 'ProfileRoute');
const FavoritesRoute = page(() => import('./routes/favorites'), 'FavoritesRoute');
const DemoErrorsRoute = page(() => import('./routes/demo-errors'), 'DemoErrorsRoute');
const SettingsRoute = page(() => import('./routes/settings'), 'SettingsRoute');
const DashboardRoute = page(() => import('./routes/dashboard'), 'DashboardRoute');
const FeaturesRoute = page(() => import('./routes/product'), 'FeaturesRoute');
const PricingRoute = page(() => import('./routes/product'), 'PricingRoute');
const DigitalPlanningRoute = page(() => import('./routes/product'), 'DigitalPlanningRoute');
const TourismRoute = page(() => import('./routes/product'), 'TourismRoute');
const AnalyticsRoute = page(() => import('./routes/product'), 'AnalyticsRoute');
const ApiDocsRoute = page(() => import('./routes/api-docs'), 'ApiDocsRoute');

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
          { path: 'demo', element: <DemoRoute />, handle: fullHeight },
          { path: 'demo/errors', element: <DemoErrorsRoute /> },
          { path: 'features', element: <FeaturesRoute /> },
          { path: 'pricing', element: <PricingRoute /> },
          { path: 'solutions/digital-planning', element: <DigitalPlanningRoute /> },
          { path: 'solutions/tourism', element: <TourismRoute /> },
          { path: 'solutions/analytics', element: <AnalyticsRoute /> },
          { path: 'docs', element: <ApiDocsRoute /> },
          { path: 'api', element: <ApiDocsRoute /> },
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
              { path: 'chat', element: <ChatRoute />, handle: fullHeight },
              { path: 'chat/:chatId', element: <ChatRoute />, handle: fullHeight },
              { path: 'chat-history', element: <ChatHistoryRoute /> },
              { path: 'profile', element: <ProfileRoute /> },
              { path: 'favorites', element: <FavoritesRoute /> },
              { path: 'settings', element: <SettingsRoute /> },
              { path: 'dashboard', element: <DashboardRoute /> },
              { path: 'settings-old', element: <Navigate to="/settings" replace /> },
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]);
