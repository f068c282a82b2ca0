import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { createTestDb } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { migrations } from './migrations/index.ts';
import type { NewProduct, NewUser } from './schema.ts';

const TABLES = [
  'addresses',
  'cart_items',
  'categories',
  'images',
  'one_time_codes',
  'order_items',
  'orders',
  'outbox',
  'product_images',
  'products',
  'sessions',
  'special_card',
  'users',
];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function appTables(db: TestDb): Promise<string[]> {
  const tables = await db.kysely.introspection.getTables();
  return tables
    .map((table) => table.name)
    .filter((name) => TABLES.includes(name))
    .sort();
}

describe('initial migration', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb({ fromScratch: true });
  });
  afterAll(async () => {
    await db.close();
  });

  it('creates every table of the data model on a fresh database', async () => {
    expect(await appTables(db)).toEqual(TABLES);
  });

  it('goes down to an empty schema and up again', async () => {
    const migrator = new Migrator({
      db: db.kysely,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await appTables(db)).toEqual([]);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await appTables(db)).toEqual(TABLES);
  });
});

describe('constraints', () => {
  let db: TestDb;
  let categoryId: string;
  beforeAll(async () => {
    db = await createTestDb({ fromScratch: true });
    categoryId = uuidv7();
    await db.kysely.insertInto('categories').values({ id: categoryId, name: 'Footwear' }).execute();
  });
  afterAll(async () => {
    await db.close();
  });

  const user = (overrides: Partial<NewUser> = {}): NewUser => ({
    id: uuidv7(),
    first_name: 'Asha',
    last_name: 'Rao',
    email: `${uuidv7()}@example.test`,
    password_hash: 'x',
    role: 'Customer',
    ...overrides,
  });
  const product = (overrides: Partial<NewProduct> = {}): NewProduct => ({
    id: uuidv7(),
    sku: `SKU-${uuidv7()}`,
    name: 'Kolhapuri Chappals',
    description: 'Leather',
    details: 'Handmade',
    category_id: categoryId,
    price_paise: 69_900,
    agent_commission_bp: 1000,
    display_discount: null,
    inventory: 5,
    availability: 'In stock',
    ...overrides,
  });

  it('fills created_at with the current instant in ISO-8601 UTC', async () => {
    const id = uuidv7();
    const before = new Date(Date.now() - 1000).toISOString();
    await db.kysely.insertInto('users').values(user({ id })).execute();
    const row = await db.kysely
      .selectFrom('users')
      .select(['created_at', 'updated_at', 'email_verified_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.created_at).toMatch(ISO);
    expect(row.created_at > before).toBe(true);
    expect(row.updated_at).toMatch(ISO);
    expect(row.email_verified_at).toBeNull();
  });

  it('refuses an instant that is not ISO-8601 UTC text', async () => {
    const insert = (value: string) =>
      db.kysely
        .insertInto('users')
        .values(user({ email_verified_at: value }))
        .execute();
    await expect(insert('2026-11-21T17:00:00.000+05:30')).rejects.toThrow();
    await expect(insert('2026-11-21 11:30:00')).rejects.toThrow();
    await expect(insert(new Date().toISOString())).resolves.toBeDefined();
  });

  it('keeps emails unique and lower-case, and needs an email or a phone', async () => {
    await db.kysely
      .insertInto('users')
      .values(user({ email: 'same@example.test' }))
      .execute();
    await expect(
      db.kysely
        .insertInto('users')
        .values(user({ email: 'same@example.test' }))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db.kysely
        .insertInto('users')
        .values(user({ email: 'Upper@Example.test' }))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db.kysely
        .insertInto('users')
        .values(user({ email: null, phone: null }))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db.kysely
        .insertInto('users')
        .values(user({ role: 'Owner' as 'Admin' }))
        .execute(),
    ).rejects.toThrow();
  });

  it('never lets inventory go below zero', async () => {
    const id = uuidv7();
    await db.kysely
      .insertInto('products')
      .values(product({ id, inventory: 1 }))
      .execute();
    await expect(
      db.kysely
        .updateTable('products')
        .set({ inventory: sql<number>`inventory - 2` })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow();
    await expect(
      db.kysely
        .insertInto('products')
        .values(product({ availability: 'Soon' as 'In stock' }))
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps one cart line per user, product and size, with a quantity of at least 1', async () => {
    const userId = uuidv7();
    const productId = uuidv7();
    await db.kysely
      .insertInto('users')
      .values(user({ id: userId }))
      .execute();
    await db.kysely
      .insertInto('products')
      .values(product({ id: productId }))
      .execute();
    const line = (size: 'M' | '', quantity = 1) =>
      db.kysely
        .insertInto('cart_items')
        .values({ id: uuidv7(), user_id: userId, product_id: productId, size, quantity })
        .execute();
    await line('M');
    await line('');
    await expect(line('M')).rejects.toThrow();
    await expect(line('')).rejects.toThrow();
    await expect(
      db.kysely
        .insertInto('cart_items')
        .values({ id: uuidv7(), user_id: userId, product_id: productId, size: 'S', quantity: 0 })
        .execute(),
    ).rejects.toThrow();
  });

  it('allows one primary address per user', async () => {
    const userId = uuidv7();
    await db.kysely
      .insertInto('users')
      .values(user({ id: userId }))
      .execute();
    const address = (isPrimary: 0 | 1) =>
      db.kysely
        .insertInto('addresses')
        .values({
          id: uuidv7(),
          user_id: userId,
          first_name: 'Asha',
          last_name: 'Rao',
          mobile_no: '9876543210',
          house_no: '12',
          street: 'MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
          is_primary: isPrimary,
        })
        .execute();
    await address(1);
    await address(0);
    await address(0);
    await expect(address(1)).rejects.toThrow();
  });

  it('keeps an idempotency key unique per user and shipped_at in step with is_shipped', async () => {
    const userId = uuidv7();
    const otherId = uuidv7();
    await db.kysely
      .insertInto('users')
      .values([user({ id: userId }), user({ id: otherId })])
      .execute();
    let numbered = 0;
    const order = (
      userIdOf: string,
      key: string | null,
      shipped: 0 | 1 = 0,
      at: string | null = null,
    ) =>
      db.kysely
        .insertInto('orders')
        .values({
          id: uuidv7(),
          order_number: `HT-26-${String(++numbered).padStart(6, '0')}`,
          user_id: userIdOf,
          agent_id: null,
          shipping_method: 'Cash on delivery',
          shipping_address: '{}',
          total_paise: 100,
          commission_paise: 0,
          idempotency_key: key,
          is_shipped: shipped,
          shipped_at: at,
        })
        .execute();
    await order(userId, 'key-1');
    await order(otherId, 'key-1');
    await order(userId, null);
    await order(userId, null);
    await expect(order(userId, 'key-1')).rejects.toThrow();
    await expect(order(userId, null, 1, null)).rejects.toThrow();
    await expect(order(userId, null, 0, new Date().toISOString())).rejects.toThrow();
    await order(userId, null, 1, new Date().toISOString());
  });

  it('keeps a single special card row', async () => {
    const card = () =>
      db.kysely
        .insertInto('special_card')
        .values({
          id: uuidv7(),
          category1_id: categoryId,
          category2_id: null,
          starting_price_paise: 1000,
          ending_price_paise: 5000,
        })
        .execute();
    await card();
    await expect(card()).rejects.toThrow();
  });
});
