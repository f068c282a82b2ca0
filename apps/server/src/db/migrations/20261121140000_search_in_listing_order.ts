import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * SQLite search in listing order (newest first) without sorting every match.
 *
 * The full-text rows were keyed (`product_search_keys.id`, the FTS rowid) in insertion order.
 * From here on the key follows the product's creation time: milliseconds since 1970 × 2^20,
 * plus a sequence for products created in the same millisecond. A search then reads the
 * trigram index by rowid, newest first, and stops once it has a page; before, a common term
 * (a category name, a colour) fetched and sorted thousands of products per request.
 * created_at never changes, so neither does a key. PostgreSQL is unchanged.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** 2^20 keys per millisecond; ms × 2^20 stays below 2^63 until the year 2248. */
const PER_MS = 1_048_576;
const msSince1970 = (column: string) =>
  `cast(round((julianday(${column}) - 2440587.5) * 86400000) as integer)`;

export async function up(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop trigger products_search_insert`.execute(db);
  await sql
    .raw(
      `create trigger products_search_insert after insert on products begin
    insert into product_search_keys (id, product_id)
      select coalesce(max(k.id) + 1, b.base), new.id
      from (select ${msSince1970('new.created_at')} * ${PER_MS} as base) as b
      left join product_search_keys k on k.id >= b.base and k.id < b.base + ${PER_MS};
    insert into products_fts (rowid, name, category) values (
      (select id from product_search_keys where product_id = new.id),
      new.name,
      coalesce((select name from categories where id = new.category_id), '')
    );
  end`,
    )
    .execute(db);

  // Re-key the products already there, ties in id order.
  await sql`delete from products_fts`.execute(db);
  await sql`delete from product_search_keys`.execute(db);
  await sql
    .raw(
      `insert into product_search_keys (id, product_id)
    select base + row_number() over (partition by base order by id) - 1, id
    from (select id, ${msSince1970('created_at')} * ${PER_MS} as base from products)`,
    )
    .execute(db);
  await sql`insert into products_fts (rowid, name, category)
    select k.id, p.name, coalesce(c.name, '')
    from product_search_keys k
    join products p on p.id = k.product_id
    left join categories c on c.id = p.category_id`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  // Keys stay as they are; new ones go after the largest again.
  await sql`drop trigger products_search_insert`.execute(db);
  await sql`create trigger products_search_insert after insert on products begin
    insert into product_search_keys (product_id) values (new.id);
    insert into products_fts (rowid, name, category) values (
      (select id from product_search_keys where product_id = new.id),
      new.name,
      coalesce((select name from categories where id = new.category_id), '')
    );
  end`.execute(db);
}
