import type { QueryClient } from '@tanstack/react-query';
import type { InitialEntry } from 'react-router';
import type { ErrorBody, SessionUser } from '@haat/contracts';
import { errorBodyOf } from '../../lib/api-error';
import { currentUser } from '../../lib/session';
import { renderRoutes } from '../../testing/render';
import { signInKey } from './api/sign-in';
import { authRoutes } from './routes';

/** The account pages as the app routes them, with toasts and stand-ins for where they lead. */
export function renderAuthPage(route: InitialEntry, options: { user?: SessionUser | null } = {}) {
  return renderRoutes(authRoutes, {
    route,
    ...options,
    withToasts: true,
    standIns: { '/': 'Home page', '/cart': 'Cart page' },
  });
}

/** The user session state of docs/product.md, "Session". */
interface UserState {
  currentUser: SessionUser | null;
  loading: boolean;
  error: false | ErrorBody;
}

/**
 * The user session state as the query client holds it: the session query's user, and
 * whether the last sign-in is running or how it failed.
 */
export function userStateOf(client: QueryClient): UserState {
  const last = client.getMutationCache().findAll({ mutationKey: signInKey }).at(-1)?.state;
  return {
    currentUser: currentUser(client),
    loading: last?.status === 'pending',
    error: last?.status === 'error' ? (errorBodyOf(last.error) ?? false) : false,
  };
}
