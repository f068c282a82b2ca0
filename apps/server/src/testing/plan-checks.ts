import { Kysely, PostgresDialect, sql } from 'kysely';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import { ONE_PLAN_MARK, namingPool, statementName } from '../db/named-statements.ts';
import type { Database } from '../db/schema.ts';

/** A statement marked as having one plan, with its plans for the values it ran with. */
export interface MarkedPlans {
  sql: string;
  parameters: readonly unknown[];
  /** `EXPLAIN (COSTS OFF)` under `plan_cache_mode = force_custom_plan`, its values as `?`. */
  custom: string;
  /** The same under `force_generic_plan`: what a prepared statement runs after five runs. */
  generic: string;
}

/**
 * Runs `run` on PostgreSQL's database `url` through one connection, and answers the plans of
 * every statement it ran that ends with the one-plan mark, custom and generic, each with its
 * values and parameters written as `?` (docs/decisions/430-named-statements.md: a marked
 * statement's generic plan must be the plan its typical values get). The statements are the
 * ones the connection prepared under their names, explained with the values they ran with.
 */
export async function plansOfMarked(
  url: string,
  run: (db: Kysely<Database>) => Promise<unknown>,
): Promise<MarkedPlans[]> {
  const ran: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: namingPool(new pg.Pool({ connectionString: url, max: 1 })),
    }),
    log: (event) => {
      if (event.level === 'query') ran.push(event.query);
    },
  });
  try {
    await run(db);
    const plans: MarkedPlans[] = [];
    for (const query of ran) {
      const name = statementName(query.sql);
      if (name === undefined) continue;
      const values = query.parameters.map(literal).join(', ');
      const execute = `execute "${name}"${values === '' ? '' : `(${values})`}`;
      const plan = async (mode: string) => {
        await sql.raw(`set plan_cache_mode = ${mode}`).execute(db);
        const { rows } = await sql
          .raw<{ 'QUERY PLAN': string }>(`explain (costs off) ${execute}`)
          .execute(db);
        return withoutValues(rows.map((row) => row['QUERY PLAN']).join('\n'));
      };
      plans.push({
        sql: query.sql,
        parameters: query.parameters,
        custom: await plan('force_custom_plan'),
        generic: await plan('force_generic_plan'),
      });
      await sql.raw('set plan_cache_mode = auto').execute(db);
    }
    return plans;
  } finally {
    await db.destroy();
  }
}

/**
 * The plans of the one statement marked as having one plan that `run` ran on `url`: for tests of
 * a read that must be that one statement.
 */
export async function planOfTheMarked(
  url: string,
  run: (db: Kysely<Database>) => Promise<unknown>,
): Promise<MarkedPlans> {
  const plans = await plansOfMarked(url, run);
  if (plans.length !== 1) {
    throw new Error(`expected one statement marked as having one plan, ran ${plans.length}`);
  }
  return plans[0]!;
}

/** A value as SQL's literal for `EXECUTE` (its type is the prepared statement's parameter's). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`);
    return pg.escapeLiteral(`{${items.join(',')}}`);
  }
  return pg.escapeLiteral(String(value));
}

/**
 * A plan with its values and parameters as `?`: a custom plan shows the values (folded, as in
 * `like_escape`), a generic one `$1`…, and either is the same plan.
 */
function withoutValues(plan: string): string {
  return plan
    .replace(/\$\d+/g, '?')
    .replace(/'(?:[^']|'')*'(?:::[\w[\]" ]+)?/g, '?')
    .replace(/like_escape\(\?, \?\)/g, '?')
    .replace(/(=|<>|>=|<=|<|>) -?\d+(?:\.\d+)?\b/g, '$1 ?')
    .replace(ONE_PLAN_MARK, '');
}
