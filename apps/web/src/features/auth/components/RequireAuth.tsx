import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { signInPathFor } from '../../../lib/sign-in-path';

/**
 * Layout route for the pages that need a session (docs/product.md, "Pages": /cart, /place-order,
 * /my-orders): a signed-out visitor goes to /sign-in and comes back here after signing in.
 *
 *   { Component: RequireAuth, children: [{ path: 'cart', lazy: … }] }
 */
export function RequireAuth() {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={signInPathFor(pathname + search)} replace />;
  return <Outlet />;
}
