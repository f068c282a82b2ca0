import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { fillStatements } from '../db/migrations/20261127130000_stats_rollups.ts';

/*
 * The dashboards' daily rollups (docs/decisions/256-stats-daily-rollups.md). Triggers keep them
 * in every writing transaction; this module recomputes them from the orders, their lines and
 * their moves: the test compares the two, and an operator can rebuild (`rebuildRollups`).
 */

export const ROLLUP_TABLES = [
  'stats_orders_daily',
  'stats_moves_daily',
  'stats_products_daily',
  'stats_pincodes_daily',
] as const;

export type RollupTable = (typeof ROLLUP_TABLES)[number];

/**
 * Empties the rollups and fills them again from the orders, in one transaction (a change made
 * meanwhile waits for it on SQLite; on PostgreSQL the tables are locked for the rebuild).
 */
export async function rebuildRollups(db: Db): Promise<void> {
  const pg = db.dialect === 'postgres';
  await db.kysely.transaction().execute(async (trx) => {
    if (pg) {
      await sql
        .raw(
          `lock table ${ROLLUP_TABLES.join(', ')}, orders, order_items, order_events in share mode`,
        )
        .execute(trx);
    }
    for (const table of ROLLUP_TABLES) await trx.deleteFrom(table).execute();
    // The migration's own statements, so the rebuild and the first fill are one definition.
    for (const statement of fillStatements(pg)) await sql.raw(statement).execute(trx);
  });
}

/**
 * Every row of the rollups whose sums are not all zero, each as one sorted line of text: a row
 * brought back to zero by a cancel or a move is the same as no row.
 */
export async function rollupSnapshot(db: Db): Promise<Record<RollupTable, string[]>> {
  const snapshot = {} as Record<RollupTable, string[]>;
  for (const table of ROLLUP_TABLES) {
    const rows = (await db.kysely.selectFrom(table).selectAll().execute()) as Record<
      string,
      unknown
    >[];
    snapshot[table] = rows
      .map((row) =>
        Object.entries(row).map(([column, value]) =>
          KEYS.has(column) ? String(value) : Number(value),
        ),
      )
      .filter((values) => values.some((value) => typeof value === 'number' && value !== 0))
      .map((values) => JSON.stringify(values))
      .sort();
  }
  return snapshot;
}

/** The rollups' key columns; every other column is a sum. */
const KEYS = new Set(['day', 'status', 'agent_key', 'product_id', 'name', 'pincode']);
