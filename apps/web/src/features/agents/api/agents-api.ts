import type {
  AddUserBody,
  AgentDetails,
  AgentLedger,
  LedgerTotals,
  RecordPayoutBody,
  AgentLookup,
  AgentUsersList,
  UserList,
  UserOrders,
  UserResponse,
} from '@haat/contracts';
import { LEDGER_PAGE_SIZE } from '@haat/contracts';
import { defineMutation, defineQuery } from '../../../lib/endpoints';

/** Customers per page of 'My users' and the agent profile; orders per page of a customer. */
export const AGENT_USERS_PAGE_SIZE = 20;
export const USER_ORDERS_PAGE_SIZE = 10;
export const AGENTS_PAGE_SIZE = 20;

interface Paged {
  page: number;
}

// The agents' calls (spec 7 and DESIGN 4). The pages ask again whenever they open
// (`refetchOnMountOrArgChange`): an order a customer placed a moment ago must show.

/** The agent route guard: who is this user, as the server sees them now? */
export const useGetAgentLookupQuery = defineQuery<AgentLookup, string>({
  query: (id) => `/agent/${encodeURIComponent(id)}`,
  dropWhenUnused: true,
});

export const useGetAgentDetailsQuery = defineQuery<AgentDetails, string>({
  query: (id) => ({ url: '/get-agent', params: { id } }),
  tags: ['AgentDetails'],
});

export const useGetAgentUsersQuery = defineQuery<AgentUsersList, Paged & { agentId: string }>({
  query: ({ agentId, page }) => ({
    url: '/agent-user',
    params: { agentId, page, limit: AGENT_USERS_PAGE_SIZE },
  }),
  tags: ['AgentUsers'],
});

export const useGetUserOrdersQuery = defineQuery<UserOrders, Paged & { userId: string }>({
  query: ({ userId, page }) => ({
    url: '/user-orders',
    params: { userId, page, limit: USER_ORDERS_PAGE_SIZE },
  }),
});

/** The admin's 'My Agents': the users list of the admin calls, agents only. */
export const useGetAgentsQuery = defineQuery<UserList, Paged>({
  query: ({ page }) => ({
    url: '/get-all-users',
    params: { role: 'Agent', page, limit: AGENTS_PAGE_SIZE },
  }),
  tags: ['AdminUsers'],
});

/** Issue 15: the commission ledger (the agent their own, the Admin any) and payouts. */
export const useGetAgentLedgerQuery = defineQuery<AgentLedger, Paged & { agentId: string }>({
  query: ({ agentId, page }) => ({
    url: '/agent-ledger',
    params: { agentId, page, limit: LEDGER_PAGE_SIZE },
  }),
  tags: ['AgentLedger'],
});

export const useRecordPayoutMutation = defineMutation<
  { message: string; totals: LedgerTotals },
  RecordPayoutBody
>({
  query: (body) => ({ url: '/agent-payouts', method: 'POST', body }),
  invalidates: ['AgentLedger'],
});

/** Spec 7: from an agent, adds one of their customers. */
export const useAddUserMutation = defineMutation<UserResponse, AddUserBody>({
  query: (body) => ({ url: '/add-user', method: 'POST', body }),
  invalidates: ['AgentUsers', 'AgentDetails'],
});
