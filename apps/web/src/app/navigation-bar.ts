import { routeOf, type Role } from '@haat/contracts';

export type NavigationBar = 'public' | 'admin' | 'agent';

/**
 * An admin page (docs/product.md, "Pages"); a mistyped admin address keeps the public bar and its
 * 404 screen.
 */
function isAdminPath(pathname: string) {
  const route = routeOf(pathname);
  return route !== undefined && (route === '/admin' || route.startsWith('/admin-'));
}

function isAgentPath(pathname: string) {
  return pathname.startsWith('/agent-');
}

/**
 * docs/product.md, "Header and footer": the admin bar on admin paths for an Admin, the agent bar on
 * agent paths for an Agent, otherwise the public bar.
 */
export function navigationBarFor(role: Role | undefined, pathname: string): NavigationBar {
  if (role === 'Admin' && isAdminPath(pathname)) return 'admin';
  if (role === 'Agent' && isAgentPath(pathname)) return 'agent';
  return 'public';
}
