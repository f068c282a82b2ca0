import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * What a statement's SQL ends with when its plan cannot depend on its values: a lookup, update
 * or delete by a primary or unique key, or an insert (docs/decisions/430-named-statements.md).
 * On PostgreSQL such a statement is prepared once per connection under a name and then only
 * bound and run; every other statement is still parsed and planned at each execution, as the
 * catalogue's lists need (decision 312). A marked statement lists its columns (no `*`): a
 * migration that adds a column would otherwise change a prepared statement's result, which
 * PostgreSQL refuses ("cached plan must not change result type").
 */
export const ONE_PLAN_MARK = '/* one plan */';

/** The mark for a query builder's `.modifyEnd(onePlan)`. */
export const onePlan = sql.raw(ONE_PLAN_MARK);

/** Each marked SQL text's name; the texts are the code's own, a few dozen at most. */
const names = new Map<string, string>();

/** The prepared statement's name of a marked SQL text, undefined for any other. */
export function statementName(text: string): string | undefined {
  if (!text.endsWith(ONE_PLAN_MARK)) return undefined;
  let name = names.get(text);
  if (name === undefined) {
    // A name stands for one text on every connection, so it is made from the text itself.
    name = `h${crypto.createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

/**
 * node-postgres's pool as Kysely's PostgresDialect sees it, its connections running marked
 * statements as named prepared statements (node-postgres parses each name once per connection).
 * A connection's wrapper is kept with it, so Kysely sees the same connection each time.
 */
export function namingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let named = wrapped.get(client);
      if (named === undefined) wrapped.set(client, (named = namingClient(client)));
      return named;
    },
    end: () => pool.end(),
  };
}

function namingClient(client: pg.PoolClient): PostgresPoolClient {
  function query<R>(text: string, values: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query(textOrCursor: string | PostgresCursor<unknown>, values?: ReadonlyArray<unknown>) {
    // A cursor (the exports' streams) is passed through as it is.
    if (typeof textOrCursor !== 'string') {
      return client.query(textOrCursor as unknown as pg.Submittable) as unknown;
    }
    const parameters = values === undefined ? undefined : [...values];
    const name = statementName(textOrCursor);
    return name === undefined
      ? client.query(textOrCursor, parameters)
      : client.query({ name, text: textOrCursor, values: parameters });
  }
  return { query, release: () => client.release() };
}
