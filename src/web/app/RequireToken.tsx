import { Navigate, Outlet } from 'react-router';
import { useStoredToken } from '../lib/session/useStoredToken';

/** docs/product.md §2/§6: the dashboard guard only checks that a token is stored; otherwise back to /. */
export function RequireToken() {
  const token = useStoredToken();
  return token ? <Outlet /> : <Navigate to="/" replace />;
}
