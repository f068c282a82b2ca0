import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AddressInput,
  AddUserBody,
  AgentOrderBody,
  CallArgs,
  RecordPayoutBody,
} from '@haat/contracts';
import { LEDGER_PAGE_SIZE } from '@haat/contracts';
import { callMutation, callQuery } from '../../../lib/api-query';

/** Customers per page of 'My users' and the agent profile; orders per page of a customer. */
export const AGENT_USERS_PAGE_SIZE = 20;
export const USER_ORDERS_PAGE_SIZE = 10;
export const AGENTS_PAGE_SIZE = 20;

interface Paged {
  page: number;
}

const DETAILS = 'agents.details.get';
const USERS = 'agents.customers.list';
const LEDGER = 'ledger.entries.list';
const CUSTOMER_ADDRESSES = 'agents.customerAddresses.list';

/** The dashboards' reads. */
type DashboardCall = typeof DETAILS | typeof USERS | typeof LEDGER | 'agents.customerOrders.list';

/**
 * A screen of the dashboards, asked for again whenever it opens (an order a customer placed
 * a moment ago must show), the last page staying in view while the next one loads.
 */
function dashboardRead<N extends DashboardCall>(name: N, ...input: CallArgs<N>) {
  return queryOptions({
    ...callQuery(name, ...input),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

// The agents' calls (docs/product.md, "Agents").
export const agentsQueries = {
  /** The agent's own business over a period (docs/product.md, "Agents"). */
  stats: (period: { from: string; to: string }) =>
    queryOptions({
      ...callQuery('stats.agent.get', { query: { from: period.from, to: period.to } }),
      refetchOnMount: 'always',
      placeholderData: keepPreviousData,
    }),
  /** The agent route guard: who is this user, as the server sees them now? */
  lookup: (id: string) =>
    queryOptions({ ...callQuery('agents.user.lookUp', { params: { id } }), gcTime: 0 }),
  details: (id: string) => dashboardRead(DETAILS, { query: { id } }),
  users: ({ agentId, page }: Paged & { agentId: string }) =>
    dashboardRead(USERS, { query: { agentId, page, limit: AGENT_USERS_PAGE_SIZE } }),
  userOrders: ({ userId, page }: Paged & { userId: string }) =>
    dashboardRead('agents.customerOrders.list', {
      query: { userId, page, limit: USER_ORDERS_PAGE_SIZE },
    }),
  /** A customer's name and saved addresses, for the agent ordering for them (issue 24). */
  customerAddresses: (customerId: string) =>
    callQuery(CUSTOMER_ADDRESSES, { params: { customerId } }),
  /** The admin's 'My Agents': the users list of the admin calls, agents only. */
  agents: ({ page }: Paged) =>
    queryOptions({
      ...callQuery('users.list', { query: { role: 'Agent', page, limit: AGENTS_PAGE_SIZE } }),
      placeholderData: keepPreviousData,
    }),
  /** Issue 15: the commission ledger (the agent their own, the Admin any). */
  ledger: ({ agentId, page }: Paged & { agentId: string }) =>
    dashboardRead(LEDGER, { query: { agentId, page, limit: LEDGER_PAGE_SIZE } }),
};

export const agentsMutations = {
  /** Adds an address to the agent's customer's own book (issue 24). */
  addCustomerAddress: () =>
    callMutation(
      'agents.customerAddresses.add',
      ({ customerId, address }: { customerId: string; address: AddressInput }) => ({
        params: { customerId },
        body: { address },
      }),
      ({ customerId }) => [[CUSTOMER_ADDRESSES, { params: { customerId } }]],
    ),
  /**
   * Places a COD order for the agent's customer; the same key on a retry of this attempt
   * returns the first order, never a second (docs/decisions/236-agent-orders.md).
   */
  placeOrder: () =>
    callMutation(
      'agents.orders.place',
      ({ body, idempotencyKey }: { body: AgentOrderBody; idempotencyKey: string }) => ({
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
      () => [USERS, DETAILS, 'agents.customerOrders.list'],
    ),
  recordPayout: () =>
    callMutation(
      'ledger.payouts.record',
      (body: RecordPayoutBody) => ({ body }),
      () => [LEDGER],
    ),
  /** From an agent, adds one of their customers (docs/product.md, "Agent dashboard"). */
  addUser: () =>
    callMutation(
      'users.add',
      (body: AddUserBody) => ({ body }),
      () => [USERS, DETAILS],
    ),
};
