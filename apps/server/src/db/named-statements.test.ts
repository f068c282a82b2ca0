import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDialect } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { ONE_PLAN_MARK, statementName } from './named-statements.ts';

describe('the names of statements with one plan', () => {
  it('names a marked SQL text by the text, and leaves any other unnamed', () => {
    const text = `select id from products where id = $1 ${ONE_PLAN_MARK}`;
    expect(statementName(text)).toMatch(/^h[\w-]+$/);
    expect(statementName(text)).toBe(statementName(`${text}`));
    expect(statementName(`select name from products where id = $1 ${ONE_PLAN_MARK}`)).not.toBe(
      statementName(text),
    );
    expect(statementName('select id from products where id = $1')).toBeUndefined();
  });
});

describe.skipIf(testDialect() !== 'postgres')('statements prepared once per connection', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb({ migrate: false });
    await sql`create table things (id text primary key, name text not null)`.execute(db.kysely);
    await sql`insert into things values ('a', 'Apple'), ('b', 'Banana')`.execute(db.kysely);
  });
  afterAll(() => db.close());

  /** The statements prepared on the connection `run` is given, after it ran. */
  async function preparedAfter(run: (trx: typeof db.kysely) => Promise<void>) {
    return db.kysely.transaction().execute(async (trx) => {
      await run(trx);
      const { rows } = await sql<{
        name: string;
        statement: string;
      }>`select name, statement from pg_prepared_statements`.execute(trx);
      return rows;
    });
  }

  it('prepares a marked statement under its name and runs it with each call’s values', async () => {
    const text = `select name from things where id = $1 ${ONE_PLAN_MARK}`;
    const answers: unknown[] = [];
    const prepared = await preparedAfter(async (trx) => {
      for (const id of ['a', 'b', 'a', 'b', 'a', 'b', 'a', 'zzz']) {
        answers.push((await trx.executeQuery(CompiledQuery.raw(text, [id]))).rows[0]);
      }
    });
    expect(answers).toEqual([
      ...Array.from({ length: 3 }, () => [{ name: 'Apple' }, { name: 'Banana' }]).flat(),
      { name: 'Apple' },
      undefined,
    ]);
    expect(prepared).toContainEqual({ name: statementName(text), statement: text });
  });

  it('leaves an unmarked statement unnamed', async () => {
    const text = 'select name from things where id = $1';
    const prepared = await preparedAfter(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw(text, ['a']));
    });
    expect(prepared.map((row) => row.statement)).not.toContain(text);
  });

  it('passes a cursor through (a stream reads its rows as before)', async () => {
    const names: string[] = [];
    const query = db.kysely
      .selectFrom('things' as never)
      .select(sql<string>`name`.as('name'))
      .orderBy(sql`id`);
    for await (const row of query.stream(1)) names.push((row as { name: string }).name);
    expect(names).toEqual(['Apple', 'Banana']);
  });

  it('prepares a statement whose first run failed in an aborted transaction when next run', async () => {
    const text = `select id from things where name = $1 ${ONE_PLAN_MARK}`;
    await db.kysely.connection().execute(async (connection) => {
      await sql`begin`.execute(connection);
      await expect(sql`select 1 / 0`.execute(connection)).rejects.toThrow('division by zero');
      await expect(connection.executeQuery(CompiledQuery.raw(text, ['Apple']))).rejects.toThrow(
        'current transaction is aborted',
      );
      await sql`rollback`.execute(connection);
      expect((await connection.executeQuery(CompiledQuery.raw(text, ['Apple']))).rows).toEqual([
        { id: 'a' },
      ]);
    });
  });

  it('keeps answering a statement that names its columns after a column is added', async () => {
    const named = `select id, name from things where id = $1 ${ONE_PLAN_MARK}`;
    const everything = `select * from things where id = $1 ${ONE_PLAN_MARK}`;
    await db.kysely.connection().execute(async (connection) => {
      await connection.executeQuery(CompiledQuery.raw(named, ['a']));
      await connection.executeQuery(CompiledQuery.raw(everything, ['a']));
      await sql`alter table things add column colour text`.execute(connection);
      expect((await connection.executeQuery(CompiledQuery.raw(named, ['b']))).rows).toEqual([
        { id: 'b', name: 'Banana' },
      ]);
      // Why a marked statement never reads `*`: PostgreSQL refuses to change its columns.
      await expect(connection.executeQuery(CompiledQuery.raw(everything, ['b']))).rejects.toThrow(
        'cached plan must not change result type',
      );
    });
  });
});
