import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { plansOfMarked } from '../testing/plan-checks.ts';
import { createTestDb, testDialect } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { lookUpText, selectOrdersPage } from './admin-orders.queries.ts';
import type { ResolvedOrderFilter } from './admin-orders.queries.ts';

/*
 * The admin's orders page runs as a statement prepared once per connection on PostgreSQL
 * (docs/decisions/460-orders-page-named.md): after five runs PostgreSQL may plan it once for
 * any values, so its generic plan must be the plan each typical page gets. Checked on a shop
 * whose orders spread over statuses, pincodes, agents and two years, as the planner's
 * statistics then see them.
 */

/** A filter of the list as the API takes it, its free text not yet looked up. */
type Filter = Omit<ResolvedOrderFilter, 'text'> & { q?: string; sort?: 'newest' | 'oldest' };

const ORDERS = 30_000;
const CUSTOMERS = 3_000;
const AGENTS = 30;

let db: TestDb;
let agentId: string;

beforeAll(async () => {
  if (testDialect() !== 'postgres') return;
  db = await createTestDb();
  await sql`insert into users (id, first_name, last_name, email, phone, password_hash, role,
      email_verified_at, created_at, updated_at)
    select 'agent-' || lpad(i::text, 4, '0'), 'Agent', 'No ' || i, 'agent' || i || '@example.test',
      null, 'x', 'Agent', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z',
      '2024-01-01T00:00:00.000Z'
    from generate_series(1, ${AGENTS}) as i`.execute(db.kysely);
  await sql`insert into users (id, first_name, last_name, email, phone, password_hash, role,
      email_verified_at, created_at, updated_at)
    select 'customer-' || lpad(i::text, 5, '0'),
      (array['Priya','Rahul','Ananya','Arjun','Kiran','Meera','Vikram','Sneha','Rohan','Divya'])[1 + i % 10],
      (array['Sharma','Verma','Iyer','Mehta','Rao','Nair','Gupta','Reddy','Das','Singh'])[1 + (i * 7 / 10) % 10],
      case when i % 4 = 0 then null else 'customer' || i || '@example.test' end,
      case when i % 4 = 0 then (9000000000 + i * 7919)::text else null end,
      'x', 'Customer', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z',
      '2024-01-01T00:00:00.000Z'
    from generate_series(1, ${CUSTOMERS}) as i`.execute(db.kysely);
  // Statuses as a shop's orders spread: most delivered, a few returned or cancelled.
  await sql`insert into orders (id, user_id, agent_id, shipping_method, shipping_address,
      total_paise, commission_paise, is_shipped, shipped_at, created_at, order_number, status,
      ship_pincode)
    select 'order-' || lpad(i::text, 6, '0'),
      'customer-' || lpad((1 + i * 31 % ${CUSTOMERS})::text, 5, '0'),
      case when i % 3 = 0 then 'agent-' || lpad((1 + i % ${AGENTS})::text, 4, '0') end,
      'Cash on delivery', '{}', 50000, 0,
      case when s.status in ('shipped', 'delivered', 'returned') then 1 else 0 end,
      case when s.status in ('shipped', 'delivered', 'returned') then t.at end,
      t.at,
      'HT-' || to_char(timestamp '2024-11-01' + (i * interval '35 minutes'), 'YY') || '-'
        || lpad(i::text, 6, '0'),
      s.status, (411001 + (i % 50) * 7)::text
    from generate_series(1, ${ORDERS}) as i,
      lateral (select case
        when i > ${ORDERS - 600} then 'placed'
        when i > ${ORDERS - 1500} then 'confirmed'
        when i > ${ORDERS - 2500} then 'shipped'
        when i % 20 = 0 then 'returned'
        when i % 20 = 1 then 'cancelled'
        else 'delivered' end as status) as s,
      lateral (select to_char(timestamp '2024-11-01' + (i * interval '35 minutes'),
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at) as t`.execute(db.kysely);
  await sql`analyze`.execute(db.kysely);
  agentId = 'agent-0007';
}, 120_000);

afterAll(async () => {
  await db?.close();
});

/** The page's plans for a filter (and its free text, looked up first), `page` 1-based. */
async function pagePlans(filter: Filter, page = 1) {
  const { q, ...rest } = filter;
  return plansOfMarked(db.url, async (kysely: Kysely<Database>) => {
    const text = q === undefined ? undefined : await lookUpText(kysely, q);
    return selectOrdersPage(kysely, {
      ...rest,
      ...(text === undefined ? {} : { text }),
      offset: (page - 1) * 20,
      take: 21,
    });
  });
}

describe.skipIf(testDialect() !== 'postgres')('the orders page’s plan, whatever its values', () => {
  const prepared: [string, Filter, number?][] = [
    ['every order', {}],
    ['placed (the newest few)', { status: 'placed' }],
    ['returned (a few)', { status: 'returned' }],
    ['a pincode', { pincode: '411050' }],
    ['an agent', { agentId: 'agent-0007' }],
    ['a month', { from: '2025-03-01', to: '2025-03-31' }],
    ['two years', { from: '2024-11-01', to: '2026-10-31' }],
    ['since a day', { from: '2026-01-01' }],
    ['the oldest first', { sort: 'oldest' }],
    ['the oldest placed first', { sort: 'oldest', status: 'placed' }],
    ['a common first name (walked)', { q: 'priya' }],
    ['a common first name with a pincode', { q: 'priya', pincode: '411050' }],
  ];

  it.each(prepared)('%s: prepared, its generic plan its custom plan', async (_, filter, page) => {
    const plans = await pagePlans(filter, page);
    const statements = plans.filter((plan) => plan.sql.includes('"page"'));
    expect(statements).toHaveLength(1);
    for (const plan of statements) expect(plan.generic).toBe(plan.custom);
  });

  it('walks the status’s index for the most common status too (its custom plan, the dates’)', async () => {
    // 85 % of the orders are delivered: their custom plan walks the dates and skips the few
    // others, the generic plan walks the status's index; either reads the page's rows alone.
    const [plan] = await pagePlans({ status: 'delivered' });
    expect(plan?.generic).toContain('Index Scan Backward using orders_status on orders');
    expect(plan?.generic).toContain('Index Cond: (status = ?)');
  });

  // Planned for their values at each request, as before: an offset, the shipped flag (its
  // generic plan takes either value for half the orders and walks the dates' index), two
  // filters' indexes to choose between, a text's few matches.
  const planned: [string, Filter, number?][] = [
    ['shipped', { shipped: true }],
    ['not shipped', { shipped: false }],
    ['every order, page 5', {}, 5],
    ['not shipped, page 3', { shipped: false }, 3],
    ['a pincode, page 20', { pincode: '411064' }, 20],
    ['a status in half a year', { status: 'delivered', from: '2025-01-01', to: '2025-06-30' }],
    ['an agent and a pincode', { agentId: 'agent-0007', pincode: '411022' }],
    ['a name and a surname (its few matches)', { q: 'meera iyer' }],
    ['an order number’s beginning', { q: 'HT-25-0001' }],
    ['a phone’s digits', { q: '90001' }],
    ['a common first name, page 2', { q: 'priya' }, 2],
  ];

  it.each(planned)('%s: not prepared', async (_, filter, page) => {
    const plans = await pagePlans(filter, page);
    expect(plans.filter((plan) => plan.sql.includes('"page"'))).toEqual([]);
  });

  it('reads a page with its orders (the check ran real pages)', async () => {
    const rows: unknown[] = [];
    await plansOfMarked(db.url, async (kysely) => {
      rows.push(...(await selectOrdersPage(kysely, { agentId, offset: 0, take: 21 })));
    });
    expect(rows).toHaveLength(21);
  });
});
