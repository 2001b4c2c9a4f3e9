import { Outlet, ScrollRestoration } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { NavigationProgress } from '../components/layout/NavigationProgress';
import { Toaster } from '../components/ui/Toaster';
import { AuthModalHost } from './AuthModalHost';

/** Everything every route shares: layout, the auth modal, toasts and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <AppLayout>
        <Outlet />
      </AppLayout>
      <AuthModalHost />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
