import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDialect } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import * as userSearchTextInlined from './migrations/20261130110000_user_search_text_inlined.ts';

/*
 * PostgreSQL's users' search text is a SQL function the planner writes into each query
 * (docs/decisions/521-user-search-text-inlined.md): the plans read the trigram index with the
 * expression itself and never call the function per row; the text is the same as before.
 */

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

/** The plan of a users' search for `term`, as PostgreSQL prints it (the test's table is small). */
async function planOf(term: string): Promise<string> {
  return db.kysely.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain (costs off)
      select id from users
      where haat_user_search_text(first_name, last_name, email, phone) like ${`%${term}%`}`.execute(
      trx,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** The search text of one made-up user, through the function. */
async function textOf([first, last, email, phone]: readonly [
  string,
  string,
  string | null,
  string | null,
]) {
  const { rows } = await sql<{ text: string | null }>`select haat_user_search_text(
    ${first}, ${last}, ${email}::text, ${phone}::text) as text`.execute(db.kysely);
  return rows[0]!.text;
}

describe.runIf(testDialect() === 'postgres')(
  'migration 20261130110000_user_search_text_inlined',
  () => {
    it('reads the trigram index with the expression written in, not the function', async () => {
      const plan = await planOf('priya');
      expect(plan).toContain('users_search_trgm');
      expect(plan).toContain('lower(');
      expect(plan).not.toContain('haat_user_search_text');
    });

    it('gives the same text as the function it replaces, and the old one back on the way down', async () => {
      const cases = [
        ['Priya', 'Sharma', 'Priya.S@Example.IN', null],
        ['प्रिया', 'शर्मा', null, '9876543210'],
        ['ÉLISE', "D'Souza", 'elise@x.in', '9822012345'],
      ] as const satisfies readonly (readonly [string, string, string | null, string | null])[];
      const after = await Promise.all(cases.map((c) => textOf(c)));
      expect(after[0]).toBe('priya sharma priya.s@example.in ');
      await userSearchTextInlined.down(db.kysely);
      try {
        expect(await planOf('priya')).toContain('haat_user_search_text');
        expect(await Promise.all(cases.map((c) => textOf(c)))).toEqual(after);
      } finally {
        await userSearchTextInlined.up(db.kysely);
      }
      expect(await planOf('priya')).not.toContain('haat_user_search_text');
    });
  },
);
