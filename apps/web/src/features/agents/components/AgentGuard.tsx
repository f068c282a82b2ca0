import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { FullScreenLoader } from '../../../components/FullScreenLoader';
import { useCurrentUser } from '../../../lib/session';
import { agentsQueries } from '../api/agents-api';

/**
 * Layout route of the agent pages (docs/product.md, "Roles and permissions"): the user is looked up
 * on the server (GET /agent/{id}), and anyone who is not an Agent there goes to /. The stored role
 * is not trusted alone: an agent demoted since signing in is sent away too.
 */
export function AgentGuard() {
  const user = useCurrentUser();
  const { data, isError } = useQuery({
    ...agentsQueries.lookup(user?._id ?? ''),
    enabled: user !== null,
  });
  if (!user || isError || (data && data.role !== 'Agent')) return <Navigate to="/" replace />;
  if (!data) return <FullScreenLoader />;
  return <Outlet />;
}
