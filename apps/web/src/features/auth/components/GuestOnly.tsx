import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../../lib/session';

/**
 * Layout route for /sign-in and /sign-up: someone already signed in who opens them goes home.
 * Only who was signed in on arrival counts, so signing in on the page still follows its
 * `?redirect=`.
 */
export function GuestOnly() {
  const user = useCurrentUser();
  const [signedInOnArrival] = useState(user !== null);
  if (signedInOnArrival) return <Navigate to="/" replace />;
  return <Outlet />;
}
