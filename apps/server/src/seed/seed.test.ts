import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineCommissionPaise } from '@haat/contracts';
import { verifyPassword } from '../auth/password.ts';
import { createTestDb, testDialect } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { productSearchCondition } from '../db/search.ts';
import type { AddressSnapshot } from '../db/schema.ts';
import { DEMO_ACCOUNTS, demoAccountsStillThere, ensureAdmin, seedDemoData } from './seed.ts';

async function count(db: TestDb, table: 'users' | 'products' | 'categories' | 'images' | 'orders') {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('seedDemoData', () => {
  let db: TestDb;
  const lines: string[] = [];
  let result: Awaited<ReturnType<typeof seedDemoData>>;

  beforeAll(async () => {
    db = await createTestDb();
    result = await seedDemoData(db, (line) => lines.push(line));
  });
  afterAll(async () => {
    await db.close();
  });

  it('fills an empty database with the demo shop and reports it', async () => {
    expect(result.seeded).toBe(true);
    expect(result.counts).toMatchObject({ categories: 6, products: 54, users: 5, orders: 4 });
    expect(await count(db, 'categories')).toBe(6);
    expect(await count(db, 'products')).toBe(54);
    expect(await count(db, 'users')).toBe(5);
    expect(await count(db, 'orders')).toBe(4);
    expect(await count(db, 'images')).toBe(result.counts.images);
    expect(result.counts.images).toBeGreaterThanOrEqual(54 + 6);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Seeded demo data in \d+ ms: 6 categories, 54 products/);
  });

  it('gives every category an image and every product 1 to 3 images', async () => {
    const categories = await db.kysely.selectFrom('categories').select('image_id').execute();
    expect(categories.every((category) => category.image_id)).toBe(true);
    const perProduct = await db.kysely
      .selectFrom('products')
      .leftJoin('product_images', 'product_images.product_id', 'products.id')
      .select((eb) => ['products.id', eb.fn.count<number>('product_images.image_id').as('n')])
      .groupBy('products.id')
      .execute();
    expect(perProduct).toHaveLength(54);
    for (const product of perProduct) expect(Number(product.n)).toBeGreaterThanOrEqual(1);
    for (const product of perProduct) expect(Number(product.n)).toBeLessThanOrEqual(3);
  });

  it('makes a believable catalogue: prices, commissions, sizes and stock', async () => {
    const products = await db.kysely
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select([
        'products.price_paise',
        'products.agent_commission_bp',
        'products.sizes',
        'products.inventory',
        'products.availability',
        'categories.name as category',
      ])
      .execute();
    const perCategory = new Map<string, number>();
    for (const product of products) {
      perCategory.set(product.category, (perCategory.get(product.category) ?? 0) + 1);
      expect(product.price_paise).toBeGreaterThanOrEqual(9_900);
      expect(product.price_paise).toBeLessThanOrEqual(499_900);
      expect(product.agent_commission_bp).toBeGreaterThanOrEqual(200);
      expect(product.agent_commission_bp).toBeLessThanOrEqual(1500);
      expect(product.availability).toBe(product.inventory > 0 ? 'In stock' : 'Out of stock');
      const sizes = JSON.parse(product.sizes) as string[];
      if (!product.category.includes('Clothing')) expect(sizes).toEqual([]);
    }
    expect([...perCategory.values()].every((n) => n >= 8)).toBe(true);
    expect(products.filter((product) => product.inventory === 0).length).toBeGreaterThan(0);
    expect(products.some((product) => JSON.parse(product.sizes).length > 0)).toBe(true);
  });

  it('creates verified accounts that sign in with the documented passwords', async () => {
    const users = await db.kysely
      .selectFrom('users')
      .select(['email', 'phone', 'role', 'agent_id', 'email_verified_at', 'password_hash', 'id'])
      .execute();
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((row) => row.email === account.login || row.phone === account.login);
      expect(user?.role).toBe(account.role);
      expect(user?.email_verified_at).toBeTruthy();
      expect(await verifyPassword(user!.password_hash, account.password)).toBe(true);
    }
    const agent = users.find((user) => user.role === 'Agent')!;
    const customers = users.filter((user) => user.role === 'Customer');
    expect(customers.filter((user) => user.agent_id === agent.id)).toHaveLength(2);
    expect(customers.some((user) => user.agent_id === agent.id && user.email === null)).toBe(true);
    expect(customers.filter((user) => user.agent_id === null)).toHaveLength(1);
    expect(result.accounts).toEqual(DEMO_ACCOUNTS);
  });

  it('saves the shop settings and gives shipped orders a courier, tracking and invoice number', async () => {
    const settings = await db.kysely.selectFrom('shop_settings').selectAll().executeTakeFirst();
    expect(settings).toMatchObject({ gstin: '27AAPFU0939F1ZV', invoice_prefix: 'HT' });
    const shipped = await db.kysely
      .selectFrom('orders')
      .select([
        'status',
        'courier',
        'tracking_number',
        'invoice_number',
        'invoice_date',
        'shipped_at',
      ])
      .where('is_shipped', '=', 1)
      .orderBy('shipped_at')
      .execute();
    expect(shipped).toHaveLength(2);
    for (const order of shipped) {
      expect(order.status).toBe('shipped');
      expect(order.courier).toBeTruthy();
      expect(order.tracking_number).toMatch(/^(\d{13}|[A-Z]{2}\d{9}IN)$/);
      expect(order.invoice_date).toBe(order.shipped_at);
    }
    // Gap-free from 1 in shipping order, unless the two shipments straddle 1 April.
    const serials = shipped.map((order) => order.invoice_number!.split('/'));
    for (const [prefix, year] of serials) {
      expect(prefix).toBe('HT');
      expect(year).toMatch(/^\d{2}-\d{2}$/);
    }
    if (serials[0]![1] === serials[1]![1]) {
      expect(serials.map((parts) => parts[2])).toEqual(['00001', '00002']);
    }
    const counters = await db.kysely.selectFrom('invoice_counters').selectAll().execute();
    expect(counters.reduce((sum, row) => sum + row.last_serial, 0)).toBe(2);
  });

  it('gives customers a primary address and past orders with snapshots and commission', async () => {
    const primaries = await db.kysely
      .selectFrom('addresses')
      .where('is_primary', '=', 1)
      .select('user_id')
      .execute();
    expect(primaries).toHaveLength(3);

    const orders = await db.kysely.selectFrom('orders').selectAll().execute();
    const items = await db.kysely.selectFrom('order_items').selectAll().execute();
    const agentOrders = orders.filter((order) => order.agent_id !== null);
    expect(agentOrders.length).toBeGreaterThanOrEqual(2);
    for (const order of orders) {
      const lines = items.filter((item) => item.order_id === order.id);
      expect(lines.length).toBeGreaterThan(0);
      const total = lines.reduce((sum, item) => sum + item.unit_price_paise * item.quantity, 0);
      expect(order.total_paise).toBe(total);
      const commission = order.agent_id
        ? lines.reduce(
            (sum, item) =>
              sum +
              lineCommissionPaise(item.unit_price_paise, item.agent_commission_bp, item.quantity),
            0,
          )
        : 0;
      expect(order.commission_paise).toBe(commission);
      expect(order.commission_paise).toBe(
        lines.reduce((sum, item) => sum + item.commission_paise, 0),
      );
      const address = JSON.parse(order.shipping_address) as AddressSnapshot;
      expect(address.pincode).toMatch(/^\d{6}$/);
      expect(order.is_shipped === 1).toBe(order.shipped_at !== null);
    }
    expect(agentOrders.some((order) => order.commission_paise > 0)).toBe(true);
  });

  it('points the special card at two seeded categories', async () => {
    const card = await db.kysely
      .selectFrom('special_card')
      .innerJoin('categories as one', 'one.id', 'special_card.category1_id')
      .innerJoin('categories as two', 'two.id', 'special_card.category2_id')
      .select([
        'one.name as first',
        'two.name as second',
        'starting_price_paise',
        'ending_price_paise',
      ])
      .executeTakeFirstOrThrow();
    expect(card.first).not.toBe(card.second);
    expect(card.starting_price_paise).toBeLessThan(card.ending_price_paise);
  });

  it('indexes the seeded products for search', async () => {
    const rows = await db.kysely
      .selectFrom('products')
      .select('name')
      .where(await productSearchCondition(db, 'kolhapuri'))
      .execute();
    expect(rows.map((row) => row.name)).toEqual(['Handmade Kolhapuri Leather Chappals']);
  });

  it('does nothing the second time', async () => {
    const again: string[] = [];
    const second = await seedDemoData(db, (line) => again.push(line));
    expect(second).toMatchObject({ seeded: false, accounts: [] });
    expect(again).toEqual([]);
    expect(await count(db, 'products')).toBe(54);
    expect(await count(db, 'users')).toBe(5);
  });

  it('shows the demo accounts again on a later start while the demo admin exists', async () => {
    expect(await demoAccountsStillThere(db)).toEqual(DEMO_ACCOUNTS);
  });
});

describe('seedDemoData on a database in use', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('leaves a database with users alone', async () => {
    await ensureAdmin(db, 'owner@example.test', 'Owner-pass-2026');
    const result = await seedDemoData(db, () => undefined);
    expect(result.seeded).toBe(false);
    expect(await count(db, 'products')).toBe(0);
    expect(await count(db, 'users')).toBe(1);
    expect(await demoAccountsStillThere(db)).toEqual([]);
  });
});

describe('ensureAdmin', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  const admins = (email: string) =>
    db.kysely
      .selectFrom('users')
      .select(['role', 'email_verified_at', 'password_hash', 'agent_id'])
      .where('email', '=', email)
      .execute();

  it('creates a verified admin once, then leaves it unchanged', async () => {
    expect(await ensureAdmin(db, ' Boss@Example.test ', 'Boss-pass-2026')).toBe('created');
    expect(await ensureAdmin(db, 'boss@example.test', 'Another-pass-2026')).toBe('unchanged');
    const rows = await admins('boss@example.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('Admin');
    expect(rows[0]!.email_verified_at).toBeTruthy();
    expect(await verifyPassword(rows[0]!.password_hash, 'Boss-pass-2026')).toBe(true);
  });

  it('promotes an existing customer with that email to a verified admin', async () => {
    const agentId = '01900000-0000-7000-8000-000000000001';
    await db.kysely
      .insertInto('users')
      .values([
        {
          id: agentId,
          first_name: 'A',
          last_name: 'Gent',
          email: 'agent@example.test',
          password_hash: 'x',
          role: 'Agent',
        },
        {
          id: '01900000-0000-7000-8000-000000000002',
          first_name: 'Sunita',
          last_name: 'Rao',
          email: 'sunita@example.test',
          password_hash: 'kept',
          role: 'Customer',
          agent_id: agentId,
        },
      ])
      .execute();
    expect(await ensureAdmin(db, 'sunita@example.test', 'Whatever-2026')).toBe('promoted');
    expect(await admins('sunita@example.test')).toEqual([
      {
        role: 'Admin',
        email_verified_at: expect.any(String),
        password_hash: 'kept',
        agent_id: null,
      },
    ]);
  });

  it('refuses a short password for a new admin', async () => {
    await expect(ensureAdmin(db, 'short@example.test', 'short')).rejects.toThrow(/ADMIN_PASSWORD/);
  });

  it('creates exactly one admin when several processes start at once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => ensureAdmin(db, 'race@example.test', 'Race-pass-2026')),
    );
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(await admins('race@example.test')).toHaveLength(1);
  });
});

describe.runIf(testDialect() === 'postgres')('seedDemoData, concurrently on PostgreSQL', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('seeds once when several processes start on one empty database', async () => {
    const results = await Promise.all([1, 2].map(() => seedDemoData(db, () => undefined)));
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    expect(await count(db, 'products')).toBe(54);
    const { rows } = await sql<{ n: number }>`select count(*) as n from categories`.execute(
      db.kysely,
    );
    expect(Number(rows[0]!.n)).toBe(6);
  }, 60_000);
});
