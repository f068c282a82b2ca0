import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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
import { apiMutation, apiQuery } from '../../../lib/api-query';
import type { Params } from '../../../lib/fetch-json';

/** Customers per page of 'My users' and the agent profile; orders per page of a customer. */
export const AGENT_USERS_PAGE_SIZE = 20;
export const USER_ORDERS_PAGE_SIZE = 10;
export const AGENTS_PAGE_SIZE = 20;

interface Paged {
  page: number;
}

const DETAILS = '/get-agent';
const USERS = '/agent-user';
const LEDGER = '/agent-ledger';

/**
 * A screen of the dashboards, asked for again whenever it opens (an order a customer placed
 * a moment ago must show), the last page staying in view while the next one loads.
 */
function dashboardRead<T>(path: string, params: Params) {
  return queryOptions({
    ...apiQuery<T>(path, params),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

// The agents' calls (docs/product.md, "Agents").
export const agentsQueries = {
  /** The agent route guard: who is this user, as the server sees them now? */
  lookup: (id: string) =>
    queryOptions({ ...apiQuery<AgentLookup>(`/agent/${encodeURIComponent(id)}`), gcTime: 0 }),
  details: (id: string) => dashboardRead<AgentDetails>(DETAILS, { id }),
  users: ({ agentId, page }: Paged & { agentId: string }) =>
    dashboardRead<AgentUsersList>(USERS, { agentId, page, limit: AGENT_USERS_PAGE_SIZE }),
  userOrders: ({ userId, page }: Paged & { userId: string }) =>
    dashboardRead<UserOrders>('/user-orders', { userId, page, limit: USER_ORDERS_PAGE_SIZE }),
  /** The admin's 'My Agents': the users list of the admin calls, agents only. */
  agents: ({ page }: Paged) =>
    queryOptions({
      ...apiQuery<UserList>('/get-all-users', { role: 'Agent', page, limit: AGENTS_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  /** Issue 15: the commission ledger (the agent their own, the Admin any). */
  ledger: ({ agentId, page }: Paged & { agentId: string }) =>
    dashboardRead<AgentLedger>(LEDGER, { agentId, page, limit: LEDGER_PAGE_SIZE }),
};

export const agentsMutations = {
  recordPayout: () =>
    apiMutation<{ message: string; totals: LedgerTotals }, RecordPayoutBody>(
      (body) => ({ url: '/agent-payouts', method: 'POST', body }),
      () => [LEDGER],
    ),
  /** From an agent, adds one of their customers (docs/product.md, "Agent dashboard"). */
  addUser: () =>
    apiMutation<UserResponse, AddUserBody>(
      (body) => ({ url: '/add-user', method: 'POST', body }),
      () => [USERS, DETAILS],
    ),
};
