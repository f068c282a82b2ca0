import { skipToken } from '../../../lib/endpoints';
import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router';
import { FullScreenLoader } from '../../../components/FullScreenLoader';
import { selectCurrentUser } from '../../../lib/user-slice';
import { useGetAgentLookupQuery } from '../api/agents-api';

/**
 * Layout route of the agent pages (spec 2): the user is looked up on the server
 * (GET /agent/{id}), and anyone who is not an Agent there goes to /. The stored role is not
 * trusted alone: an agent demoted since signing in is sent away too.
 */
export function AgentGuard() {
  const user = useSelector(selectCurrentUser);
  const { data, isError } = useGetAgentLookupQuery(user?._id ?? skipToken);
  if (!user || isError || (data && data.role !== 'Agent')) return <Navigate to="/" replace />;
  if (!data) return <FullScreenLoader />;
  return <Outlet />;
}
