import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectOwner } from '../addresses/addresses.queries.ts';
import { planOfTheMarked } from '../testing/plan-checks.ts';
import { createTestDb, testDialect } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { agentCustomerCount, findAgentId, findUser } from './agents.queries.ts';

/*
 * The account's and the agents' reads by a user's key, and an agent's customer count, prepared
 * once per connection on PostgreSQL (docs/decisions/462-account-and-agent-reads-named.md): their
 * generic plans must be the plans any user or agent gets. Checked on 6,000 customers, most of
 * them spread over 40 agents, one agent with 3,000 of them and one with none.
 */

let db: TestDb;

beforeAll(async () => {
  if (testDialect() !== 'postgres') return;
  db = await createTestDb();
  await sql`insert into users (id, first_name, last_name, email, password_hash, role, created_at,
      updated_at)
    select 'agent-' || lpad(i::text, 2, '0'), 'Agent', 'No ' || i, 'agent' || i || '@example.test',
      'x', 'Agent', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z'
    from generate_series(1, 40) as i`.execute(db.kysely);
  await sql`insert into users (id, first_name, last_name, email, password_hash, role, agent_id,
      created_at, updated_at)
    select 'customer-' || lpad(i::text, 5, '0'), 'Customer', 'No ' || i,
      'customer' || i || '@example.test', 'x', 'Customer',
      case when i <= 3000 then 'agent-01' when i % 4 = 0 then null
        else 'agent-' || lpad((2 + i % 38)::text, 2, '0') end,
      '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z'
    from generate_series(1, 6000) as i`.execute(db.kysely);
  await sql`analyze`.execute(db.kysely);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

/** The one statement marked as having one plan that `run` ran. */
const markedPlan = (run: Parameters<typeof planOfTheMarked>[1]) => planOfTheMarked(db.url, run);

describe.skipIf(testDialect() !== 'postgres')(
  'the account’s and the agents’ reads, whatever their values',
  () => {
    it.each([['agent-01'], ['customer-00007'], ['nobody']])(
      'a user by key (%s): prepared, its generic plan its custom plan',
      async (id) => {
        const plan = await markedPlan((kysely) => findUser(kysely, id));
        expect(plan.generic).toBe(plan.custom);
        expect(plan.generic).toContain('users_pkey');
      },
    );

    it.each([['agent-02'], ['customer-00007'], ['nobody']])(
      'whether a user is an agent (%s): prepared, its generic plan its custom plan',
      async (id) => {
        const plan = await markedPlan((kysely) => findAgentId(kysely, id));
        expect(plan.generic).toBe(plan.custom);
        expect(plan.generic).toContain('users_pkey');
      },
    );

    it('the address book’s owner: prepared, its generic plan its custom plan', async () => {
      const plan = await markedPlan((kysely) => selectOwner(kysely, 'customer-00007'));
      expect(plan.generic).toBe(plan.custom);
      expect(plan.generic).toContain('users_pkey');
    });

    it.each([['agent-01'], ['agent-07'], ['agent-40']])(
      'an agent’s customers counted (%s): prepared, its generic plan its custom plan',
      async (agentId) => {
        let counted = -1;
        const plan = await markedPlan(async (kysely) => {
          counted = await agentCustomerCount(kysely, agentId);
        });
        expect(plan.generic).toBe(plan.custom);
        const { rows } = await sql<{
          n: number;
        }>`select count(*)::int as n from users where agent_id = ${agentId}`.execute(db.kysely);
        expect(counted).toBe(rows[0]!.n);
      },
    );
  },
);
