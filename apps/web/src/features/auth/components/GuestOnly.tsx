import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router';
import { selectCurrentUser } from '../../../lib/user-slice';

/**
 * Layout route for /sign-in and /sign-up: someone already signed in who opens them goes home.
 * Only who was signed in on arrival counts, so signing in on the page still follows its
 * `?redirect=`.
 */
export function GuestOnly() {
  const user = useSelector(selectCurrentUser);
  const [signedInOnArrival] = useState(user !== null);
  if (signedInOnArrival) return <Navigate to="/" replace />;
  return <Outlet />;
}
