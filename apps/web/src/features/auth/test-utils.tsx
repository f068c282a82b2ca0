import type { InitialEntry } from 'react-router';
import type { SessionUser } from '@haat/contracts';
import { renderRoutes } from '../../testing/render';
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
