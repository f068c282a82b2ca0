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
import { api } from '../../../lib/api';

/** Customers per page of 'My users' and the agent profile; orders per page of a customer. */
export const AGENT_USERS_PAGE_SIZE = 20;
export const USER_ORDERS_PAGE_SIZE = 10;
export const AGENTS_PAGE_SIZE = 20;

interface Paged {
  page: number;
}

/**
 * The agents' calls (spec 7 and DESIGN 4). The pages ask again whenever they open
 * (`refetchOnMountOrArgChange`): an order a customer placed a moment ago must show.
 */
export const agentsApi = api
  .enhanceEndpoints({ addTagTypes: ['AgentUsers', 'AgentDetails', 'AgentLedger'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // The agent route guard: who is this user, as the server sees them now?
      getAgentLookup: build.query<AgentLookup, string>({
        query: (id) => `/agent/${encodeURIComponent(id)}`,
        keepUnusedDataFor: 0,
      }),
      getAgentDetails: build.query<AgentDetails, string>({
        query: (id) => ({ url: '/get-agent', params: { id } }),
        providesTags: ['AgentDetails'],
      }),
      getAgentUsers: build.query<AgentUsersList, Paged & { agentId: string }>({
        query: ({ agentId, page }) => ({
          url: '/agent-user',
          params: { agentId, page, limit: AGENT_USERS_PAGE_SIZE },
        }),
        providesTags: ['AgentUsers'],
      }),
      getUserOrders: build.query<UserOrders, Paged & { userId: string }>({
        query: ({ userId, page }) => ({
          url: '/user-orders',
          params: { userId, page, limit: USER_ORDERS_PAGE_SIZE },
        }),
      }),
      // The admin's 'My Agents': the users list of the admin calls, agents only.
      getAgents: build.query<UserList, Paged>({
        query: ({ page }) => ({
          url: '/get-all-users',
          params: { role: 'Agent', page, limit: AGENTS_PAGE_SIZE },
        }),
      }),
      // Issue 15: the commission ledger (the agent their own, the Admin any) and payouts.
      getAgentLedger: build.query<AgentLedger, Paged & { agentId: string }>({
        query: ({ agentId, page }) => ({
          url: '/agent-ledger',
          params: { agentId, page, limit: LEDGER_PAGE_SIZE },
        }),
        providesTags: ['AgentLedger'],
      }),
      recordPayout: build.mutation<{ message: string; totals: LedgerTotals }, RecordPayoutBody>({
        query: (body) => ({ url: '/agent-payouts', method: 'POST', body }),
        invalidatesTags: ['AgentLedger'],
      }),
      // Spec 7: from an agent, adds one of their customers.
      addUser: build.mutation<UserResponse, AddUserBody>({
        query: (body) => ({ url: '/add-user', method: 'POST', body }),
        invalidatesTags: ['AgentUsers', 'AgentDetails'],
      }),
    }),
  });

export const {
  useGetAgentLookupQuery,
  useGetAgentDetailsQuery,
  useGetAgentUsersQuery,
  useGetUserOrdersQuery,
  useGetAgentsQuery,
  useAddUserMutation,
  useGetAgentLedgerQuery,
  useRecordPayoutMutation,
} = agentsApi;
