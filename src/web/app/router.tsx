import { isValidElement, useEffect, useState, useTransition } from 'react';
import { createRoutesFromElements, matchRoutes, Route, Routes, useLocation } from 'react-router';
import type { PrerenderedPath } from '#shared/prerenderedPages';
import { NavigationProgress } from '../components/layout/NavigationProgress';
import { type LazyPage, lazyPage } from './lazyPage';
import { RequireToken } from './RequireToken';
import { RootLayout } from './RootLayout';

const LandingPage = lazyPage(() =>
  import('../features/landing/components/LandingPage').then((m) => m.LandingPage),
);
const QuestionnairePage = lazyPage(() =>
  import('../features/questionnaire/components/QuestionnairePage').then((m) => m.QuestionnairePage),
);
const ResultsPage = lazyPage(() =>
  import('../features/results/components/ResultsPage').then((m) => m.ResultsPage),
);
const VisionRealizedPage = lazyPage(() =>
  import('../features/vision/components/VisionRealizedPage').then((m) => m.VisionRealizedPage),
);
const AboutPage = lazyPage(() => import('../features/about/components/AboutPage').then((m) => m.AboutPage));
const PricingPage = lazyPage(() =>
  import('../features/pricing/components/PricingPage').then((m) => m.PricingPage),
);
const ContactPage = lazyPage(() =>
  import('../features/contact/components/ContactPage').then((m) => m.ContactPage),
);
const SubscribePage = lazyPage(() =>
  import('../features/subscription/components/SubscribePage').then((m) => m.SubscribePage),
);
const SubscriptionSuccessPage = lazyPage(() =>
  import('../features/subscription/components/SubscriptionSuccessPage').then(
    (m) => m.SubscriptionSuccessPage,
  ),
);
const SubscriptionCancelPage = lazyPage(() =>
  import('../features/subscription/components/SubscriptionCancelPage').then((m) => m.SubscriptionCancelPage),
);
const DashboardPage = lazyPage(() =>
  import('../features/dashboard/components/DashboardPage').then((m) => m.DashboardPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/components/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
const ActivatePage = lazyPage(() =>
  import('../features/auth/components/ActivatePage').then((m) => m.ActivatePage),
);
const VerifyEmailPage = lazyPage(() =>
  import('../features/auth/components/VerifyEmailPage').then((m) => m.VerifyEmailPage),
);
const HelpPage = lazyPage(() => import('../features/help/components/HelpPage').then((m) => m.HelpPage));
const PrivacyPage = lazyPage(() =>
  import('../features/legal/components/PrivacyPage').then((m) => m.PrivacyPage),
);
const TermsPage = lazyPage(() => import('../features/legal/components/TermsPage').then((m) => m.TermsPage));
const TodayPage = lazyPage(() =>
  import('../features/practice/components/TodayPage').then((m) => m.TodayPage),
);
const MyAffirmationsPage = lazyPage(() =>
  import('../features/affirmations/components/MyAffirmationsPage').then((m) => m.MyAffirmationsPage),
);
const NotFoundPage = lazyPage(() => import('./NotFoundPage').then((m) => m.NotFoundPage));

/** The pages the build prerenders (shared/prerenderedPages.ts), by path. */
const prerenderedPageComponents: Record<PrerenderedPath, LazyPage> = {
  '/': LandingPage,
  '/aboutus': AboutPage,
  '/pricing': PricingPage,
  '/contact': ContactPage,
  '/help': HelpPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/results': ResultsPage,
  '/subscribe': SubscribePage,
};

/** Loads a prerendered page's code, so it renders (and hydrates) without suspending. */
export function preloadPrerenderedPage(path: PrerenderedPath): Promise<unknown> {
  return prerenderedPageComponents[path].preload();
}

/** The route table of docs/product.md §2, plus the mail-link pages, help and legal pages, and a 404. */
const routes = (
  <Route element={<RootLayout />}>
    <Route index element={<LandingPage />} />
    <Route path="questionnaire" element={<QuestionnairePage />} />
    <Route path="results" element={<ResultsPage />} />
    <Route path="vision-realized" element={<VisionRealizedPage />} />
    <Route path="aboutus" element={<AboutPage />} />
    <Route path="pricing" element={<PricingPage />} />
    <Route path="contact" element={<ContactPage />} />
    <Route path="help" element={<HelpPage />} />
    <Route path="privacy" element={<PrivacyPage />} />
    <Route path="terms" element={<TermsPage />} />
    <Route path="subscribe" element={<SubscribePage />} />
    <Route path="subscription/success" element={<SubscriptionSuccessPage />} />
    <Route path="subscription/cancel" element={<SubscriptionCancelPage />} />
    <Route path="dashboard" element={<RequireToken />}>
      <Route index element={<DashboardPage />} />
    </Route>
    <Route path="today" element={<RequireToken />}>
      <Route index element={<TodayPage />} />
    </Route>
    <Route path="affirmations" element={<RequireToken />}>
      <Route index element={<MyAffirmationsPage />} />
    </Route>
    <Route path="reset-password" element={<ResetPasswordPage />} />
    <Route path="verify-email" element={<VerifyEmailPage />} />
    <Route path="activate" element={<ActivatePage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

const routeObjects = createRoutesFromElements(routes);

/** The lazy page the route table shows at `pathname` (the deepest match), if any. */
function pageAt(pathname: string): LazyPage | undefined {
  const element = matchRoutes(routeObjects, pathname)?.at(-1)?.route.element;
  const page = isValidElement(element) ? (element.type as Partial<LazyPage>) : undefined;
  return typeof page?.preload === 'function' ? (page as LazyPage) : undefined;
}

/**
 * Loads the code of the page at `pathname`, so that the first render of a cold start shows the
 * page itself. Rendered before its code arrives, the page area showed PageLoading (a screen tall)
 * and then the page: on a shorter page the footer jumped up into view (Lighthouse: CLS 0.13 on
 * /vision-realized signed out), on a page with a loading state of its own it jumped twice.
 * Resolves with the page's component (undefined when no page matches).
 */
export function preloadPageAt(pathname: string): Promise<unknown> {
  return pageAt(pathname)?.preload() ?? Promise.resolve();
}

/**
 * Every path the route table names without a parameter or wildcard (`/`, `/questionnaire`,
 * `/subscription/success`, `/dashboard`), for the build to give each page its own copy of index.html
 * that loads the page's chunks (docs/decisions/0033, 0036) without a second list of the routes.
 */
export function staticPagePaths(): string[] {
  const paths: string[] = [];
  const visit = (route: (typeof routeObjects)[number], parent: string) => {
    if (route.path === '*' || route.path?.includes(':')) return;
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    if (route.children) for (const child of route.children) visit(child, path);
    else paths.push(path);
  };
  for (const route of routeObjects) visit(route, '/');
  return [...new Set(paths)];
}

/**
 * Renders the app for the location on screen, which follows the URL in a React transition. When
 * the next page's code is still loading, its lazy component suspends, so React keeps the whole
 * current page (header state included) until it arrives, and `isPending` drives the progress bar.
 */
export function AppRoutes() {
  const location = useLocation();
  const [shownLocation, setShownLocation] = useState(location);
  const [isPending, startTransition] = useTransition();

  useEffect(() => {
    if (location !== shownLocation) startTransition(() => setShownLocation(location));
  }, [location, shownLocation]);

  return (
    <>
      <NavigationProgress active={isPending} />
      <Routes location={shownLocation}>{routes}</Routes>
    </>
  );
}
