import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootHydrateFallback, RootLayout } from '@/components/layout/root-layout';
import { RouteErrorBoundary } from '@/routes/route-error-boundary';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from '@/features/auth';
import { lazyPublicPage } from '@/features/marketing';
import { NotFoundPage } from '@/routes/not-found-page';

/*
 * Every route of docs/product/screens.md (plus /pricing, /blog/:slug and /websites/:websiteId) with its access rule.
 * Each page is its own lazily loaded chunk, so the dashboard's code never slows the public pages.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: RootHydrateFallback,
    children: [
      {
        // A pathless layer so a failing page keeps the header and footer around its error message.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          // Signed-in users have no business on the landing page or the sign-in screen.
          {
            element: <RedirectIfSignedIn to="/dashboard" />,
            children: [
              {
                index: true,
                lazy: lazyPublicPage('landing'),
              },
            ],
          },
          {
            element: <RedirectIfSignedIn to="/" allowPasswordReset />,
            children: [
              {
                path: 'auth',
                lazy: async () => ({ Component: (await import('./routes/auth-page')).AuthPage }),
              },
            ],
          },

          // Public pages.
          {
            path: 'smart-websites',
            lazy: lazyPublicPage('smart-websites'),
          },
          {
            path: 'feature-guide',
            lazy: lazyPublicPage('feature-guide'),
          },
          {
            path: 'installation-guide',
            lazy: lazyPublicPage('installation-guide'),
          },
          {
            path: 'payment-canceled',
            lazy: async () => ({
              Component: (await import('./routes/payment-canceled-page')).PaymentCanceledPage,
            }),
          },
          {
            path: 'privacy-policy',
            lazy: lazyPublicPage('privacy-policy'),
          },
          {
            path: 'terms-of-service',
            lazy: lazyPublicPage('terms-of-service'),
          },
          {
            path: 'support',
            lazy: lazyPublicPage('support'),
          },
          {
            path: 'widget-test',
            lazy: lazyPublicPage('widget-test'),
          },
          {
            path: 'gmb-callback',
            lazy: async () => ({ Component: (await import('./routes/gmb-callback-page')).GmbCallbackPage }),
          },
          {
            path: 'about',
            lazy: lazyPublicPage('about'),
          },
          {
            path: 'referral-programme',
            lazy: lazyPublicPage('referral-programme'),
          },
          { path: 'blog', lazy: lazyPublicPage('blog') },
          {
            path: 'blog/:slug',
            lazy: lazyPublicPage('blog-post'),
          },
          {
            path: 'pricing',
            lazy: lazyPublicPage('pricing'),
          },

          // Signed-in only (spec: /payment-success is public but sends signed-out visitors to /auth).
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'payment-success',
                lazy: async () => ({
                  Component: (await import('./routes/payment-success-page')).PaymentSuccessPage,
                }),
              },
              {
                path: 'dashboard',
                lazy: async () => ({ Component: (await import('./routes/dashboard-page')).DashboardPage }),
              },
              {
                path: 'websites',
                lazy: async () => ({ Component: (await import('./routes/websites-page')).WebsitesPage }),
              },
              {
                path: 'websites/:websiteId',
                lazy: async () => ({
                  Component: (await import('./routes/website-settings-page')).WebsiteSettingsPage,
                }),
              },
              {
                path: 'analytics',
                lazy: async () => ({ Component: (await import('./routes/analytics-page')).AnalyticsPage }),
              },
              {
                path: 'leads',
                lazy: async () => ({ Component: (await import('./routes/leads-page')).LeadsPage }),
              },
              {
                path: 'conversations',
                lazy: async () => ({
                  Component: (await import('./routes/conversations-page')).ConversationsPage,
                }),
              },
              {
                path: 'profile',
                lazy: async () => ({ Component: (await import('./routes/profile-page')).ProfilePage }),
              },
              {
                path: 'gmb-manager',
                lazy: async () => ({ Component: (await import('./routes/gmb-manager-page')).GmbManagerPage }),
              },
              {
                path: 'calendar-integrations',
                lazy: async () => ({
                  Component: (await import('./routes/calendar-integrations-page')).CalendarIntegrationsPage,
                }),
              },
              {
                path: 'pre-launch-checklist',
                lazy: async () => ({
                  Component: (await import('./routes/pre-launch-checklist-page')).PreLaunchChecklistPage,
                }),
              },
            ],
          },

          // Admins only: signed out → /auth, signed in without the role → /dashboard.
          {
            element: <RequireAdmin />,
            children: [
              {
                path: 'admin',
                lazy: async () => ({ Component: (await import('./routes/admin-page')).AdminPage }),
              },
            ],
          },

          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
