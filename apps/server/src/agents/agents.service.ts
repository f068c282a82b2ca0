import { paiseToRupees } from '@haat/contracts';
import type {
  AgentDetails,
  AgentLookup,
  AgentUsersList,
  SessionUser,
  UserOrders,
} from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { BadInput, Forbidden, NotFound } from '../errors.ts';
import { withItems } from '../orders/orders.service.ts';
import type { AgentEarnings } from './agent-earnings.ts';
import {
  agentCustomerCount,
  agentCustomersPage,
  customerOrderSums,
  customerOrdersPage,
  customerSums,
  findUser,
} from './agents.queries.ts';
import type { UserRow } from './agents.queries.ts';

/*
 * The agents' rules (docs/decisions/080-agent-visibility.md): an Admin sees any agent and any
 * customer; an agent only themselves, their own customers and those customers' orders placed as
 * theirs. Every figure is a sum of the commission stored on the orders when they were placed, so a
 * later change of a product's rate never changes past earnings.
 */

interface Paging {
  page: number;
  limit: number;
}

const NOT_YOURS = /*i18n*/ 'This is not one of your customers.';

function lookup(row: UserRow): AgentLookup {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    agentId: row.agent_id,
  };
}

/** GET /agent/{id}: the user with role, for that user or an Admin. */
export async function lookupUser(db: Db, caller: SessionUser, id: string): Promise<AgentLookup> {
  if (caller.role !== 'Admin' && caller._id !== id) throw new Forbidden();
  const row = await findUser(db.kysely, id);
  if (!row) throw new NotFound(/*i18n*/ 'This user does not exist.');
  return lookup(row);
}

/** The agent whose figures the caller may read: an agent only themselves. */
function readableAgent(caller: SessionUser, agentId?: string): string {
  if (caller.role === 'Agent') {
    if (agentId !== undefined && agentId !== caller._id) {
      throw new Forbidden(/*i18n*/ 'You can only see your own customers.');
    }
    return caller._id;
  }
  if (agentId === undefined)
    throw new BadInput(/*i18n*/ 'agentId is required.', { agentId: 'Required' });
  return agentId;
}

/** GET /agent-user: the agent's customers, newest first, with their figures. */
export async function agentCustomers(
  db: Db,
  caller: SessionUser,
  query: Paging & { agentId?: string },
): Promise<AgentUsersList> {
  const agentId = readableAgent(caller, query.agentId);
  if (caller.role === 'Admin' && !(await findUser(db.kysely, agentId))) {
    throw new NotFound(/*i18n*/ 'This agent does not exist.');
  }
  const rows = await agentCustomersPage(db.kysely, agentId, query.page, query.limit);
  const customers = rows.slice(0, query.limit);
  const sums = await customerSums(
    db.kysely,
    agentId,
    customers.map((row) => row.id),
  );
  return {
    result: customers.map((row) => {
      const sum = sums.get(row.id);
      return {
        user: {
          _id: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          phone: row.phone,
          createdAt: row.created_at,
        },
        orders: sum?.orders ?? 0,
        totalAmount: paiseToRupees(sum?.totalPaise ?? 0),
        totalCommission: paiseToRupees(sum?.commissionPaise ?? 0),
      };
    }),
    page: query.page,
    limit: query.limit,
    hasMore: rows.length > query.limit,
  };
}

/** GET /get-agent: the agent with total commission and customer count. */
export async function agentDetails(
  { db, agentEarnings }: { db: Db; agentEarnings: AgentEarnings },
  caller: SessionUser,
  id: string,
): Promise<AgentDetails> {
  if (caller.role === 'Agent' && caller._id !== id) {
    throw new Forbidden(/*i18n*/ 'You can only see your own details.');
  }
  // All three at once: one round trip's wait instead of three.
  const [row, earnings, customers] = await Promise.all([
    findUser(db.kysely, id),
    agentEarnings.of(id),
    agentCustomerCount(db.kysely, id),
  ]);
  if (!row) throw new NotFound(/*i18n*/ 'This agent does not exist.');
  return {
    ...lookup(row),
    createdAt: row.created_at,
    totalCommission: paiseToRupees(earnings.commissionPaise),
    customerCount: customers,
    orderCount: earnings.orders,
  };
}

/**
 * GET /user-orders: a customer's orders, newest first. An Admin sees all of them; an agent
 * only a customer of theirs, and only the orders placed as theirs (an order placed before the
 * customer came to them earned them nothing and is none of their business).
 */
export async function customerOrders(
  db: Db,
  caller: SessionUser,
  query: Paging & { userId: string },
): Promise<UserOrders> {
  const row = await findUser(db.kysely, query.userId);
  const agentId = caller.role === 'Agent' ? caller._id : null;
  if (agentId !== null && row?.agent_id !== agentId) throw new Forbidden(NOT_YOURS);
  if (!row) throw new NotFound(/*i18n*/ 'This user does not exist.');
  const [orders, sums] = await Promise.all([
    customerOrdersPage(db.kysely, row.id, agentId, query.page, query.limit),
    customerOrderSums(db.kysely, row.id, agentId),
  ]);
  return {
    user: {
      _id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      createdAt: row.created_at,
      agentId: row.agent_id,
    },
    totalCommission: paiseToRupees(sums.commissionPaise),
    orderCount: sums.orders,
    result: await withItems(db, orders.slice(0, query.limit)),
    page: query.page,
    limit: query.limit,
    hasMore: orders.length > query.limit,
  };
}
