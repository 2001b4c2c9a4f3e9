import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { PageLoading } from '../components/layout/PageLoading';
import { PageScroll } from '../components/layout/PageScroll';
import { Toaster } from '../components/ui/Toaster';
import { AuthModalHost } from './AuthModalHost';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { VisitorAnswersMerge } from './VisitorAnswersMerge';

/**
 * Everything every route shares: layout, page loading and errors, scroll, the auth modal, the
 * merge of a visitor's answers after sign-in, toasts.
 */
export function RootLayout() {
  const { key } = useLocation();
  return (
    <>
      <AppLayout>
        {/* PageLoading shows only when a page suspends outside a page switch: a cold start that
            could not preload its page (main.tsx), or a guard's redirect on a cold start. Page
            switches keep the old page until the next one is ready (see AppRoutes). */}
        <Suspense fallback={<PageLoading />}>
          <PageScroll />
          {/* Errors render inside the layout, so header and footer stay usable; the next
              navigation clears them. */}
          <RouteErrorBoundary resetKey={key}>
            <Outlet />
          </RouteErrorBoundary>
        </Suspense>
      </AppLayout>
      <AuthModalHost />
      <VisitorAnswersMerge />
      <Toaster />
    </>
  );
}
