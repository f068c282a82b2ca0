import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * PostgreSQL's estimate of how many products a search matches
 * (docs/decisions/312-search-statistics.md). A search asks for the newest page of products whose
 * lower(name) contains the term; the planner walks the listing index newest first and stops at
 * the page when the term is common, or reads the trigram index and sorts the matches when it is
 * rare. With the default statistics (100 sampled names) it judged terms matching 400–1,400 of
 * 100,000 products to match 10, and sorted them all: 7–8 ms instead of under 1 ms. Sampling
 * 1,000 names for the index's expression puts the estimates within a few percent (1,193 for
 * 1,418; 380 for 400). SQLite keeps its own index in order (search-index-upkeep.ts): nothing here.
 * Frozen in time: nothing here imports application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter index products_name_trgm alter column 1 set statistics 1000`.execute(db);
  await sql`analyze products`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter index products_name_trgm alter column 1 set statistics -1`.execute(db);
  await sql`analyze products`.execute(db);
}
