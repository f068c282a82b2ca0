import type { Role } from '@haat/contracts';

export type NavigationBar = 'public' | 'admin' | 'agent';

function isAdminPath(pathname: string) {
  return pathname === '/admin' || pathname.startsWith('/admin-');
}

function isAgentPath(pathname: string) {
  return pathname.startsWith('/agent-');
}

/**
 * Spec 2: the admin bar on admin paths for an Admin, the agent bar on agent paths for an
 * Agent, otherwise the public bar.
 */
export function navigationBarFor(role: Role | undefined, pathname: string): NavigationBar {
  if (role === 'Admin' && isAdminPath(pathname)) return 'admin';
  if (role === 'Agent' && isAgentPath(pathname)) return 'agent';
  return 'public';
}
