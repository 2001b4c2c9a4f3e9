import { createBrowserRouter } from 'react-router';
import { lazyPage } from './lazyPage';
import { RequireToken } from './RequireToken';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/** The route table of spec §2, plus the mail-link pages and a 404. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        // Errors render inside the layout, so header and footer stay usable.
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            ...lazyPage(() =>
              import('../features/landing/components/LandingPage').then((m) => m.LandingPage),
            ),
          },
          {
            path: 'questionnaire',
            ...lazyPage(() =>
              import('../features/questionnaire/components/QuestionnairePage').then(
                (m) => m.QuestionnairePage,
              ),
            ),
          },
          {
            path: 'results',
            ...lazyPage(() =>
              import('../features/results/components/ResultsPage').then((m) => m.ResultsPage),
            ),
          },
          {
            path: 'vision-realized',
            ...lazyPage(() =>
              import('../features/vision/components/VisionRealizedPage').then((m) => m.VisionRealizedPage),
            ),
          },
          {
            path: 'aboutus',
            ...lazyPage(() => import('../features/about/components/AboutPage').then((m) => m.AboutPage)),
          },
          {
            path: 'pricing',
            ...lazyPage(() =>
              import('../features/pricing/components/PricingPage').then((m) => m.PricingPage),
            ),
          },
          {
            path: 'contact',
            ...lazyPage(() =>
              import('../features/contact/components/ContactPage').then((m) => m.ContactPage),
            ),
          },
          {
            path: 'subscribe',
            ...lazyPage(() =>
              import('../features/subscription/components/SubscribePage').then((m) => m.SubscribePage),
            ),
          },
          {
            path: 'subscription/success',
            ...lazyPage(() =>
              import('../features/subscription/components/SubscriptionSuccessPage').then(
                (m) => m.SubscriptionSuccessPage,
              ),
            ),
          },
          {
            path: 'subscription/cancel',
            ...lazyPage(() =>
              import('../features/subscription/components/SubscriptionCancelPage').then(
                (m) => m.SubscriptionCancelPage,
              ),
            ),
          },
          {
            path: 'dashboard',
            element: <RequireToken />,
            children: [
              {
                index: true,
                ...lazyPage(() =>
                  import('../features/dashboard/components/DashboardPage').then((m) => m.DashboardPage),
                ),
              },
            ],
          },
          {
            path: 'reset-password',
            ...lazyPage(() =>
              import('../features/auth/components/ResetPasswordPage').then((m) => m.ResetPasswordPage),
            ),
          },
          {
            path: 'verify-email',
            ...lazyPage(() =>
              import('../features/auth/components/VerifyEmailPage').then((m) => m.VerifyEmailPage),
            ),
          },
          {
            path: '*',
            ...lazyPage(() => import('./NotFoundPage').then((m) => m.NotFoundPage)),
          },
        ],
      },
    ],
  },
]);
