import { PostgresAdapter, sql } from 'kysely';
import type { CreateTableBuilder, Kysely, SqlBool } from 'kysely';

/*
 * The whole data model (docs/product.md, "Entities and fields"), for SQLite and PostgreSQL alike.
 * Frozen in time: later changes go into new migrations, and nothing here imports application
 * code (the literal lists below are copies of the contracts' constants on this date).
 */

type Dialect = 'sqlite' | 'postgres';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Table = CreateTableBuilder<any, any>;

function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** `Date#toISOString()` of the current instant, computed by the database. */
function nowIso(dialect: Dialect) {
  return dialect === 'postgres'
    ? sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/**
 * An instant column: ISO-8601 text in UTC with milliseconds. The check keeps every value the
 * same width and shape, so that text order is time order; it catches a `Date` that the pg
 * driver would otherwise send in local time with an offset.
 */
function instant(
  dialect: Dialect,
  table: string,
  column: string,
  options: { nullable?: boolean; defaultNow?: boolean } = {},
) {
  return (tb: Table): Table =>
    tb
      .addColumn(column, 'text', (col) => {
        let c = options.nullable ? col : col.notNull();
        if (options.defaultNow) c = c.defaultTo(nowIso(dialect));
        return c;
      })
      .addCheckConstraint(
        `${table}_${column}_iso`,
        sql`${sql.ref(column)} like '____-__-__T__:__:__.___Z'`,
      );
}

/** A 0/1 flag: integer on both databases so that one set of queries serves both. */
function flag(table: string, column: string) {
  return (tb: Table): Table =>
    tb
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
      .addCheckConstraint(`${table}_${column}_flag`, sql`${sql.ref(column)} in (0, 1)`);
}

export async function up(db: Db): Promise<void> {
  const dialect = dialectOf(db);
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';

  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('data', blob, (col) => col.notNull())
    .addColumn('data_small', blob, (col) => col.notNull())
    .$call(instant(dialect, 'images', 'created_at', { defaultNow: true }))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.unique())
    .addColumn('phone', 'text', (col) => col.unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('agent_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .$call(instant(dialect, 'users', 'email_verified_at', { nullable: true }))
    .$call(instant(dialect, 'users', 'created_at', { defaultNow: true }))
    .$call(instant(dialect, 'users', 'updated_at', { defaultNow: true }))
    .addCheckConstraint('users_role', sql`role in ('Admin', 'Agent', 'Customer')`)
    .addCheckConstraint('users_contact', sql`email is not null or phone is not null`)
    .addCheckConstraint('users_email_lower', sql`email = lower(email)`)
    .addCheckConstraint('users_not_own_agent', sql`agent_id <> id`)
    .execute();
  await db.schema.createIndex('users_agent_id').on('users').column('agent_id').execute();
  await db.schema.createIndex('users_role').on('users').columns(['role', 'created_at']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .$call(instant(dialect, 'sessions', 'created_at', { defaultNow: true }))
    .$call(instant(dialect, 'sessions', 'last_seen_at', { defaultNow: true }))
    .$call(instant(dialect, 'sessions', 'expires_at'))
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('link_token_hash', 'text', (col) => col.unique())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .$call(instant(dialect, 'one_time_codes', 'expires_at'))
    .$call(instant(dialect, 'one_time_codes', 'sent_at'))
    .$call(instant(dialect, 'one_time_codes', 'consumed_at', { nullable: true }))
    .$call(instant(dialect, 'one_time_codes', 'created_at', { defaultNow: true }))
    .addCheckConstraint(
      'one_time_codes_purpose',
      sql`purpose in ('verifySignup', 'forgotPassVerify')`,
    )
    .addCheckConstraint('one_time_codes_attempts', sql`attempts >= 0`)
    .execute();
  await db.schema
    .createIndex('one_time_codes_user_purpose')
    .on('one_time_codes')
    .columns(['user_id', 'purpose', 'sent_at'])
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('image_id', 'text', (col) => col.references('images.id'))
    .$call(instant(dialect, 'categories', 'created_at', { defaultNow: true }))
    .$call(instant(dialect, 'categories', 'updated_at', { defaultNow: true }))
    .addCheckConstraint('categories_name_not_blank', sql`length(trim(name)) > 0`)
    .execute();
  await db.schema
    .createIndex('categories_name_unique')
    .on('categories')
    .unique()
    .expression(sql`lower(name)`)
    .execute();
  await db.schema.createIndex('categories_image_id').on('categories').column('image_id').execute();

  await db.schema
    .createTable('special_card')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('singleton', 'integer', (col) => col.notNull().defaultTo(1).unique())
    .addColumn('category1_id', 'text', (col) =>
      col.references('categories.id').onDelete('set null'),
    )
    .addColumn('category2_id', 'text', (col) =>
      col.references('categories.id').onDelete('set null'),
    )
    .addColumn('starting_price_paise', 'bigint', (col) => col.notNull())
    .addColumn('ending_price_paise', 'bigint', (col) => col.notNull())
    .$call(instant(dialect, 'special_card', 'updated_at', { defaultNow: true }))
    .addCheckConstraint('special_card_single_row', sql`singleton = 1`)
    .addCheckConstraint(
      'special_card_price_range',
      sql`starting_price_paise >= 0 and starting_price_paise <= ending_price_paise`,
    )
    .execute();
  await db.schema
    .createIndex('special_card_category1_id')
    .on('special_card')
    .column('category1_id')
    .execute();
  await db.schema
    .createIndex('special_card_category2_id')
    .on('special_card')
    .column('category2_id')
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('category_id', 'text', (col) => col.notNull().references('categories.id'))
    .addColumn('price_paise', 'bigint', (col) => col.notNull())
    .addColumn('agent_commission_bp', 'integer', (col) => col.notNull())
    .addColumn('display_discount', 'integer')
    .addColumn('sizes', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('inventory', 'integer', (col) => col.notNull())
    .addColumn('availability', 'text', (col) => col.notNull())
    .$call(flag('products', 'disabled'))
    .$call(instant(dialect, 'products', 'created_at', { defaultNow: true }))
    .$call(instant(dialect, 'products', 'updated_at', { defaultNow: true }))
    .addCheckConstraint('products_price', sql`price_paise >= 0`)
    .addCheckConstraint(
      'products_commission',
      sql`agent_commission_bp >= 0 and agent_commission_bp <= 10000`,
    )
    .addCheckConstraint(
      'products_discount',
      sql`display_discount is null or (display_discount >= 0 and display_discount <= 100)`,
    )
    .addCheckConstraint('products_inventory', sql`inventory >= 0`)
    .addCheckConstraint('products_availability', sql`availability in ('In stock', 'Out of stock')`)
    .addCheckConstraint('products_sizes_array', sql`sizes like '[%]'`)
    .execute();
  // Listing newest first, whole catalogue or by category (category_id first also serves the
  // foreign key); the price index serves the special card's price range.
  await db.schema
    .createIndex('products_listing')
    .on('products')
    .columns(['disabled', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('products_category_listing')
    .on('products')
    .columns(['category_id', 'disabled', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('products_price')
    .on('products')
    .columns(['disabled', 'price_paise'])
    .execute();

  await db.schema
    .createTable('product_images')
    .addColumn('product_id', 'text', (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('image_id', 'text', (col) => col.notNull().references('images.id'))
    .addPrimaryKeyConstraint('product_images_pk', ['product_id', 'position'])
    .addCheckConstraint('product_images_position', sql`position >= 0`)
    .execute();
  await db.schema
    .createIndex('product_images_image_id')
    .on('product_images')
    .column('image_id')
    .execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('size', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .$call(instant(dialect, 'cart_items', 'created_at', { defaultNow: true }))
    .$call(instant(dialect, 'cart_items', 'updated_at', { defaultNow: true }))
    .addUniqueConstraint('cart_items_line', ['user_id', 'product_id', 'size'])
    .addCheckConstraint('cart_items_quantity', sql`quantity >= 1`)
    .addCheckConstraint('cart_items_size', sql`size in ('', 'XS', 'S', 'M', 'L', 'XL', 'XXL')`)
    .execute();
  await db.schema
    .createIndex('cart_items_product_id')
    .on('cart_items')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('mobile_no', 'text', (col) => col.notNull())
    .addColumn('mobile_no2', 'text')
    .addColumn('house_no', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('pincode', 'text', (col) => col.notNull())
    .$call(flag('addresses', 'is_primary'))
    .$call(instant(dialect, 'addresses', 'created_at', { defaultNow: true }))
    .$call(instant(dialect, 'addresses', 'updated_at', { defaultNow: true }))
    .execute();
  await db.schema
    .createIndex('addresses_user_id')
    .on('addresses')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('addresses_one_primary')
    .on('addresses')
    .column('user_id')
    .unique()
    .where(sql<SqlBool>`is_primary = 1`)
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('agent_id', 'text', (col) => col.references('users.id'))
    .addColumn('shipping_method', 'text', (col) => col.notNull())
    .addColumn('shipping_address', 'text', (col) => col.notNull())
    .addColumn('total_paise', 'bigint', (col) => col.notNull())
    .addColumn('commission_paise', 'bigint', (col) => col.notNull())
    .$call(flag('orders', 'is_shipped'))
    .$call(instant(dialect, 'orders', 'shipped_at', { nullable: true }))
    .$call(instant(dialect, 'orders', 'created_at', { defaultNow: true }))
    .addColumn('idempotency_key', 'text')
    .addUniqueConstraint('orders_idempotency_key', ['user_id', 'idempotency_key'])
    .addCheckConstraint('orders_shipping_method', sql`shipping_method in ('Cash on delivery')`)
    .addCheckConstraint('orders_amounts', sql`total_paise >= 0 and commission_paise >= 0`)
    .addCheckConstraint(
      'orders_shipped_at',
      sql`(is_shipped = 1 and shipped_at is not null) or (is_shipped = 0 and shipped_at is null)`,
    )
    .execute();
  await db.schema
    .createIndex('orders_user_id')
    .on('orders')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_agent_id')
    .on('orders')
    .columns(['agent_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_shipped')
    .on('orders')
    .columns(['is_shipped', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_created_at')
    .on('orders')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('image_id', 'text', (col) => col.references('images.id'))
    .addColumn('size', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('unit_price_paise', 'bigint', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('agent_commission_bp', 'integer', (col) => col.notNull())
    .addColumn('commission_paise', 'bigint', (col) => col.notNull())
    .addCheckConstraint('order_items_quantity', sql`quantity >= 1`)
    .addCheckConstraint(
      'order_items_amounts',
      sql`unit_price_paise >= 0 and agent_commission_bp >= 0 and commission_paise >= 0`,
    )
    .execute();
  await db.schema
    .createIndex('order_items_order_id')
    .on('order_items')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('order_items_product_id')
    .on('order_items')
    .column('product_id')
    .execute();
  await db.schema
    .createIndex('order_items_image_id')
    .on('order_items')
    .column('image_id')
    .execute();

  await createProductSearch(db, dialect);
}

/**
 * Case-insensitive substring search over product names and category names (db/search.ts).
 * PostgreSQL: pg_trgm GIN index on lower(name); the few category names are scanned.
 * SQLite: an FTS5 trigram table holding each product's name and category name, kept in sync by
 * triggers. Its rows are keyed through `product_search_keys`, because the implicit rowid of
 * `products` (a text primary key) may change on VACUUM while an INTEGER PRIMARY KEY may not.
 */
async function createProductSearch(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index products_name_trgm on products using gin (lower(name) gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  await sql`create table product_search_keys (
    id integer primary key,
    product_id text not null unique
  )`.execute(db);
  await sql`create virtual table products_fts using fts5(name, category, tokenize = 'trigram')`.execute(
    db,
  );
  await sql`create trigger products_search_insert after insert on products begin
    insert into product_search_keys (product_id) values (new.id);
    insert into products_fts (rowid, name, category) values (
      (select id from product_search_keys where product_id = new.id),
      new.name,
      coalesce((select name from categories where id = new.category_id), '')
    );
  end`.execute(db);
  await sql`create trigger products_search_update after update of name, category_id on products
  begin
    update products_fts set
      name = new.name,
      category = coalesce((select name from categories where id = new.category_id), '')
    where rowid = (select id from product_search_keys where product_id = new.id);
  end`.execute(db);
  await sql`create trigger products_search_delete after delete on products begin
    delete from products_fts
    where rowid = (select id from product_search_keys where product_id = old.id);
    delete from product_search_keys where product_id = old.id;
  end`.execute(db);
  await sql`create trigger categories_search_rename after update of name on categories begin
    update products_fts set category = new.name
    where rowid in (
      select k.id from product_search_keys k join products p on p.id = k.product_id
      where p.category_id = new.id
    );
  end`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    await sql`drop trigger if exists categories_search_rename`.execute(db);
    await sql`drop table if exists products_fts`.execute(db);
    await sql`drop table if exists product_search_keys`.execute(db);
  }
  // pg_trgm stays installed: other databases or schemas may use it.
  for (const table of [
    'order_items',
    'orders',
    'addresses',
    'cart_items',
    'product_images',
    'products',
    'special_card',
    'categories',
    'one_time_codes',
    'sessions',
    'users',
    'images',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
