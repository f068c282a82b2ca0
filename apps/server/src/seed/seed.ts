import { sql } from 'kysely';
import { uuidv7 } from 'uuidv7';
import {
  DEFAULT_GST_RATE,
  DEFAULT_LABEL_LAYOUT,
  PASSWORD_MIN_LENGTH,
  lineCommissionPaise,
  percentToBasisPoints,
  rupeesToPaise,
} from '@haat/contracts';
import type { Role, Size, SizeStock } from '@haat/contracts';
import { stockColumns } from '../catalog/size-stock.ts';
import { hashPassword } from '../auth/password.ts';
import { processImage } from '../media/image-processing.ts';
import type { ProcessedImage } from '../media/image-processing.ts';
import { storeImage } from '../media/media.queries.ts';
import { nextOrderNumber } from '../orders/order-number.ts';
import { issueInvoice } from '../orders/invoice-number.ts';
import { saveShopSettings } from '../settings/settings.queries.ts';
import type { Db, DbExecutor } from '../db/connect.ts';
import type { AddressSnapshot, NewAddress, NewOrderItem, NewUser } from '../db/schema.ts';
import { DEMO_CATALOGUE, demoTax } from './demo-catalogue.ts';
import { renderDemoImage } from './demo-images.ts';
import { recordOrderCommission } from '../ledger/ledger.queries.ts';

export interface DemoAccount {
  role: Role;
  name: string;
  /** What to type into the sign-in identifier field: an email or a phone number. */
  login: string;
  password: string;
}

export interface SeedResult {
  /** False when the database already had users or products and was left alone. */
  seeded: boolean;
  counts: { categories: number; products: number; images: number; users: number; orders: number };
  /** The accounts created, with their passwords; empty when nothing was seeded. */
  accounts: readonly DemoAccount[];
}

interface DemoPerson {
  key: 'admin' | 'agent' | 'priya' | 'rahul' | 'ananya';
  role: Role;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  password: string;
  /** Added by the demo agent. */
  ofAgent: boolean;
  address?: Omit<AddressSnapshot, 'firstName' | 'lastName'>;
}

const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    key: 'admin',
    role: 'Admin',
    firstName: 'Admin',
    lastName: 'Haat',
    email: 'admin@haat.test',
    phone: null,
    password: 'Haat-admin-2026',
    ofAgent: false,
  },
  {
    key: 'agent',
    role: 'Agent',
    firstName: 'Arjun',
    lastName: 'Mehta',
    email: 'agent@haat.test',
    // The agent hears of their customers' orders by SMS (docs/decisions/235-order-sms.md).
    phone: '9812345670',
    password: 'Haat-agent-2026',
    ofAgent: false,
  },
  {
    key: 'priya',
    role: 'Customer',
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'priya@haat.test',
    phone: null,
    password: 'Haat-customer-2026',
    ofAgent: true,
    address: {
      mobileNo: '9822012345',
      mobileNo2: null,
      houseNo: 'Flat 402, Shanti Residency',
      street: 'Karve Road, Kothrud',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411038',
    },
  },
  {
    key: 'rahul',
    role: 'Customer',
    firstName: 'Rahul',
    lastName: 'Verma',
    email: null,
    phone: '9876543210',
    password: 'Haat-customer-2026',
    ofAgent: true,
    address: {
      mobileNo: '9876543210',
      mobileNo2: '9811098110',
      houseNo: 'House 17, Gali No. 4',
      street: 'Lajpat Nagar II',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110024',
    },
  },
  {
    key: 'ananya',
    role: 'Customer',
    firstName: 'Ananya',
    lastName: 'Iyer',
    email: 'customer@haat.test',
    phone: null,
    password: 'Haat-customer-2026',
    ofAgent: false,
    address: {
      mobileNo: '9845067890',
      mobileNo2: null,
      houseNo: '12/3, 2nd Cross',
      street: '100 Feet Road, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
    },
  },
];

/** The demo accounts and their passwords, as `npm start` prints them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_PEOPLE.map((person) => ({
  role: person.role,
  name: `${person.firstName} ${person.lastName}`,
  login: person.email ?? person.phone ?? '',
  password: person.password,
}));

interface SeededProduct {
  id: string;
  name: string;
  price_paise: number;
  agent_commission_bp: number;
  firstImageId: string;
}

interface DemoOrder {
  customer: DemoPerson['key'];
  daysAgo: number;
  /** A shipped order's day, courier and the courier's tracking number. */
  shipped?: { daysAgo: number; courier: string; trackingNumber: string };
  lines: readonly { product: string; quantity: number; size?: Size }[];
}

const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    customer: 'priya',
    daysAgo: 12,
    // A Delhivery waybill: 13 digits.
    shipped: { daysAgo: 10, courier: 'Delhivery', trackingNumber: '1490811002015' },
    lines: [
      { product: 'Lucknowi Chikankari Cotton Kurti', quantity: 2, size: 'M' },
      { product: 'Pure Copper Water Bottle, 1 L', quantity: 1 },
    ],
  },
  {
    customer: 'priya',
    daysAgo: 2,
    lines: [
      { product: 'Banarasi Art Silk Saree with Blouse Piece', quantity: 1 },
      { product: 'Kumkumadi Tailam Face Oil, 30 ml', quantity: 1 },
    ],
  },
  {
    customer: 'rahul',
    daysAgo: 5,
    lines: [
      { product: "Men's Lightweight Mesh Running Shoes", quantity: 1 },
      { product: 'Pique Cotton Polo T-Shirt', quantity: 2, size: 'L' },
      { product: 'Wireless Bluetooth Earbuds with Charging Case', quantity: 1 },
    ],
  },
  {
    customer: 'ananya',
    daysAgo: 7,
    // India Post's Speed Post (UPU S10): two letters, eight digits, their check digit, IN.
    shipped: { daysAgo: 5, courier: 'India Post', trackingNumber: 'EK482913056IN' },
    lines: [{ product: 'Stainless Steel Pressure Cooker, 5 L', quantity: 1 }],
  },
];

const DEMO_CART: readonly {
  customer: DemoPerson['key'];
  product: string;
  quantity: number;
  size?: Size;
}[] = [
  { customer: 'ananya', product: 'Anarkali Kurta Set with Dupatta', quantity: 1, size: 'M' },
  { customer: 'ananya', product: 'Herbal Kajal, Smudge-Proof', quantity: 2 },
];

/** Every demo product with its category's position, in catalogue order. */
const DEMO_PRODUCTS = DEMO_CATALOGUE.flatMap((category, c) =>
  category.products.map((product, p) => ({ product, glyph: category.glyph, c, p })),
);

const NOT_SEEDED: SeedResult = {
  seeded: false,
  counts: { categories: 0, products: 0, images: 0, users: 0, orders: 0 },
  accounts: [],
};

/** Advisory lock key held by the seeding transaction on PostgreSQL (any unused number). */
const SEED_LOCK = 20_261_121;

/**
 * Fills an empty database (no users and no products) with a demo shop: 6 categories, 54
 * products with generated pictures, the special card, an admin, an agent with two customers,
 * a direct customer, addresses, past orders and a cart. Does nothing to any other database.
 * Safe when several processes start at once: one seeds, the others find it done.
 */
export async function seedDemoData(db: Db, log: (line: string) => void): Promise<SeedResult> {
  if (!(await isEmpty(db.kysely))) return NOT_SEEDED;
  const started = Date.now();
  // Pictures and password hashes are prepared outside the transaction; they only cost CPU.
  const prepared = await prepareSeed();

  const counts = await db.kysely.transaction().execute(async (trx) => {
    await lockForSeeding(trx, db.dialect);
    if (!(await isEmpty(trx))) return null;
    const at = clockAgo(Date.now());
    const images = new Set<string>();
    const store = async (image: ProcessedImage) => {
      images.add(await storeImage(trx, image));
      return image.id;
    };
    const categoryIds = await insertCategories(trx, prepared.categoryImages, store, at);
    await insertSpecialCard(trx, categoryIds);
    const products = await insertProducts(trx, categoryIds, prepared.productImages, store, at);
    const people = await insertPeople(trx, prepared.passwordHashes, at);
    await insertShopSettings(trx, at);
    await insertOrders(db, trx, people, products, at);
    await insertCart(trx, people, products);
    return {
      categories: categoryIds.length,
      products: products.length,
      images: images.size,
      users: DEMO_PEOPLE.length,
      orders: DEMO_ORDERS.length,
    };
  });

  if (!counts) return NOT_SEEDED;
  log(
    `Seeded demo data in ${Date.now() - started} ms: ${counts.categories} categories, ` +
      `${counts.products} products, ${counts.images} images, ${counts.users} users, ` +
      `${counts.orders} orders.`,
  );
  return { seeded: true, counts, accounts: DEMO_ACCOUNTS };
}

/** An ISO time that many days (and hours) before the seed's moment. */
type Ago = (days: number, hours?: number) => string;
type StoreImage = (image: ProcessedImage) => Promise<string>;

function clockAgo(now: number): Ago {
  return (days, hours = 0) => new Date(now - days * 86_400_000 - hours * 3_600_000).toISOString();
}

/** The category and product pictures, rendered and re-encoded, and the password hashes. */
async function prepareSeed() {
  const [categoryImages, productImages, passwordHashes] = await Promise.all([
    Promise.all(
      DEMO_CATALOGUE.map(async (category, c) =>
        processImage(await renderDemoImage(category.glyph, c * 60, 0)),
      ),
    ),
    Promise.all(
      DEMO_PRODUCTS.map(({ glyph }, g) => {
        // Distinct colours per product: hues a golden angle apart.
        const hue = (g * 137.508) % 360;
        return Promise.all(
          Array.from({ length: 1 + (g % 3) }, async (_, variant) =>
            processImage(await renderDemoImage(glyph, hue, variant)),
          ),
        );
      }),
    ),
    Promise.all(DEMO_PEOPLE.map((person) => hashPassword(person.password))),
  ]);
  return { categoryImages, productImages, passwordHashes };
}

/** The categories with their pictures; answers their ids in catalogue order. */
async function insertCategories(
  trx: DbExecutor,
  categoryImages: readonly ProcessedImage[],
  store: StoreImage,
  ago: Ago,
): Promise<string[]> {
  const categoryIds: string[] = [];
  for (const [c, category] of DEMO_CATALOGUE.entries()) {
    const id = uuidv7();
    categoryIds.push(id);
    const imageId = await store(categoryImages[c]!);
    await trx
      .insertInto('categories')
      .values({ id, name: category.name, image_id: imageId, created_at: ago(60) })
      .execute();
  }
  return categoryIds;
}

async function insertSpecialCard(trx: DbExecutor, categoryIds: readonly string[]): Promise<void> {
  await trx
    .insertInto('special_card')
    .values({
      id: uuidv7(),
      category1_id: categoryIds[1]!,
      category2_id: categoryIds[2]!,
      starting_price_paise: rupeesToPaise(499),
      ending_price_paise: rupeesToPaise(1999),
    })
    .execute();
}

async function insertProducts(
  trx: DbExecutor,
  categoryIds: readonly string[],
  productImages: readonly (readonly ProcessedImage[])[],
  store: StoreImage,
  ago: Ago,
): Promise<SeededProduct[]> {
  const products: SeededProduct[] = [];
  for (const [g, { product, c, p }] of DEMO_PRODUCTS.entries()) {
    const imageIds: string[] = [];
    for (const image of productImages[g]!) imageIds.push(await store(image));
    // Newest first, the home page shows the categories interleaved.
    const createdAt = ago(0, (p * DEMO_CATALOGUE.length + c) * 11 + 1);
    const row = {
      id: uuidv7(),
      name: product.name,
      description: product.description,
      details: product.details,
      category_id: categoryIds[c]!,
      price_paise: rupeesToPaise(product.price),
      agent_commission_bp: percentToBasisPoints(product.commission),
      display_discount: product.discount ?? null,
      sizes: JSON.stringify(product.sizes ?? []),
      inventory: product.inventory,
      ...stockColumns(demoSizeStock(product.inventory, product.sizes ?? [], g)),
      sku: `HAAT-DEMO-${String(g + 1).padStart(3, '0')}`,
      ...gstColumns(demoTax(DEMO_CATALOGUE[c]!.name, product)),
      availability: product.inventory > 0 ? ('In stock' as const) : ('Out of stock' as const),
      created_at: createdAt,
      updated_at: createdAt,
    };
    await trx.insertInto('products').values(row).execute();
    await trx
      .insertInto('product_images')
      .values(
        imageIds.map((imageId, position) => ({
          product_id: row.id,
          position,
          image_id: imageId,
        })),
      )
      .execute();
    products.push({ ...row, firstImageId: imageIds[0]! });
  }
  return products;
}

function gstColumns(tax: { hsn: string; gstRate: number }) {
  return { hsn: tax.hsn, gst_rate: tax.gstRate };
}

function productNamed(products: readonly SeededProduct[], name: string): SeededProduct {
  const product = products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`demo data names an unknown product: ${name}`);
  return product;
}

/** Who was seeded: each person's user id and the address their orders were sent to. */
interface SeededPeople {
  userIds: Map<DemoPerson['key'], string>;
  agentId: string;
  snapshots: Map<DemoPerson['key'], AddressSnapshot>;
}

/** The demo users (the customers of the agent point at the agent) and their addresses. */
async function insertPeople(
  trx: DbExecutor,
  passwordHashes: readonly string[],
  ago: Ago,
): Promise<SeededPeople> {
  const userIds = new Map<DemoPerson['key'], string>();
  for (const person of DEMO_PEOPLE) userIds.set(person.key, uuidv7());
  const agentId = userIds.get('agent')!;
  const users: NewUser[] = DEMO_PEOPLE.map((person, i) => ({
    id: userIds.get(person.key)!,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    phone: person.phone,
    password_hash: passwordHashes[i]!,
    role: person.role,
    agent_id: person.ofAgent ? agentId : null,
    email_verified_at: ago(30 - i),
    created_at: ago(30 - i),
    updated_at: ago(30 - i),
  }));
  await trx.insertInto('users').values(users).execute();

  const snapshots = new Map<DemoPerson['key'], AddressSnapshot>();
  const addresses: NewAddress[] = [];
  for (const person of DEMO_PEOPLE) {
    if (!person.address) continue;
    const snapshot = {
      firstName: person.firstName,
      lastName: person.lastName,
      ...person.address,
    };
    snapshots.set(person.key, snapshot);
    addresses.push({
      id: uuidv7(),
      user_id: userIds.get(person.key)!,
      first_name: snapshot.firstName,
      last_name: snapshot.lastName,
      mobile_no: snapshot.mobileNo,
      mobile_no2: snapshot.mobileNo2,
      house_no: snapshot.houseNo,
      street: snapshot.street,
      city: snapshot.city,
      state: snapshot.state,
      pincode: snapshot.pincode,
      is_primary: 1,
      created_at: ago(25),
      updated_at: ago(25),
    });
  }
  await trx.insertInto('addresses').values(addresses).execute();
  return { userIds, agentId, snapshots };
}

/**
 * The demo shop's settings, saved as the Admin would save them, so its shipped orders carry
 * invoices and its labels a return address (docs/decisions/222-seed-shipped-orders.md).
 */
async function insertShopSettings(trx: DbExecutor, ago: Ago): Promise<void> {
  await saveShopSettings(trx, {
    legal_name: 'Haat Retail LLP',
    address: '12 MG Road, Camp, Pune',
    state: 'Maharashtra',
    pincode: '411001',
    // A real-shaped GSTIN of Maharashtra (27) whose check character is right.
    gstin: '27AAPFU0939F1ZV',
    invoice_prefix: 'HT',
    support_phone: '9822012345',
    return_address: 'Godown 3, Bhosari MIDC, Pune 411026',
    default_gst_rate: DEFAULT_GST_RATE,
    label_layout: DEFAULT_LABEL_LAYOUT,
    updated_at: ago(30),
  });
}

/** Past orders, priced and with commission as placing them would have done. */
async function insertOrders(
  db: Db,
  trx: DbExecutor,
  people: SeededPeople,
  products: readonly SeededProduct[],
  ago: Ago,
): Promise<void> {
  // Oldest first, so the order numbers run in the order the orders were placed.
  for (const order of [...DEMO_ORDERS].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const person = DEMO_PEOPLE.find((candidate) => candidate.key === order.customer)!;
    const orderId = uuidv7();
    const orderAgent = person.ofAgent ? people.agentId : null;
    const items: NewOrderItem[] = order.lines.map((line) => {
      const product = productNamed(products, line.product);
      return {
        id: uuidv7(),
        order_id: orderId,
        product_id: product.id,
        name: product.name,
        image_id: product.firstImageId,
        size: line.size ?? '',
        unit_price_paise: product.price_paise,
        quantity: line.quantity,
        agent_commission_bp: product.agent_commission_bp,
        commission_paise: orderAgent
          ? lineCommissionPaise(product.price_paise, product.agent_commission_bp, line.quantity)
          : 0,
      };
    });
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const inserted = await trx
      .insertInto('orders')
      .values({
        id: orderId,
        order_number: await nextOrderNumber(db, new Date(ago(order.daysAgo)), trx),
        user_id: people.userIds.get(person.key)!,
        agent_id: orderAgent,
        shipping_method: 'Cash on delivery',
        shipping_address: JSON.stringify(people.snapshots.get(person.key)),
        ship_pincode: people.snapshots.get(person.key)?.pincode ?? null,
        total_paise: sum(items.map((item) => item.unit_price_paise * item.quantity)),
        commission_paise: sum(items.map((item) => item.commission_paise)),
        is_shipped: order.shipped ? 1 : 0,
        shipped_at: order.shipped ? ago(order.shipped.daysAgo) : null,
        status: order.shipped ? 'shipped' : 'placed',
        courier: order.shipped?.courier ?? null,
        tracking_number: order.shipped?.trackingNumber ?? null,
        created_at: ago(order.daysAgo),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.insertInto('order_items').values(items).execute();
    // Issued as shipping issues it: the year's next number from the counter, so the demo's
    // invoices are HT/YY-YY/00001, 00002 in shipping order and a real shipment continues them.
    if (order.shipped) await issueInvoice(trx, inserted, ago(order.shipped.daysAgo));
    // As placing does: the agent's commission is pending until delivery (issue 15).
    if (orderAgent) {
      await recordOrderCommission(
        trx,
        {
          agentId: orderAgent,
          orderId,
          kind: 'accrued',
          amountPaise: sum(items.map((item) => Number(item.commission_paise))),
        },
        ago(order.daysAgo),
      );
    }
  }
}

async function insertCart(
  trx: DbExecutor,
  people: SeededPeople,
  products: readonly SeededProduct[],
): Promise<void> {
  await trx
    .insertInto('cart_items')
    .values(
      DEMO_CART.map((line) => ({
        id: uuidv7(),
        user_id: people.userIds.get(line.customer)!,
        product_id: productNamed(products, line.product).id,
        size: line.size ?? '',
        quantity: line.quantity,
      })),
    )
    .execute();
}

/**
 * Makes sure an Admin with this email exists and can sign in: creates a verified Admin with
 * this password, or turns the existing user with this email into a verified Admin (their
 * password is left alone, so a changed password survives restarts). Safe when several
 * processes start at once.
 */
export async function ensureAdmin(
  db: Db,
  email: string,
  password: string,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const normalized = email.trim().toLowerCase();
  const existing = await db.kysely
    .selectFrom('users')
    .select('id')
    .where('email', '=', normalized)
    .executeTakeFirst();
  if (!existing) {
    if (password.length < PASSWORD_MIN_LENGTH) {
      throw new Error(`ADMIN_PASSWORD must have at least ${PASSWORD_MIN_LENGTH} characters`);
    }
    const now = new Date().toISOString();
    const inserted = await db.kysely
      .insertInto('users')
      .values({
        id: uuidv7(),
        first_name: 'Admin',
        last_name: 'Haat',
        email: normalized,
        phone: null,
        password_hash: await hashPassword(password),
        role: 'Admin',
        agent_id: null,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return 'created';
    // Another process created it in the meantime: fall through and check its role.
  }
  const now = new Date().toISOString();
  const updated = await db.kysely
    .updateTable('users')
    .set({
      role: 'Admin',
      agent_id: null,
      email_verified_at: sql<string>`coalesce(email_verified_at, ${now})`,
      updated_at: now,
    })
    .where('email', '=', normalized)
    .where((eb) =>
      eb.or([
        eb('role', '<>', 'Admin'),
        eb('email_verified_at', 'is', null),
        eb('agent_id', 'is not', null),
      ]),
    )
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0 ? 'promoted' : 'unchanged';
}

/** On later starts, the demo accounts are shown again while the demo admin still exists. */
export async function demoAccountsStillThere(db: Db): Promise<readonly DemoAccount[]> {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'Admin');
  if (!admin) return [];
  const found = await db.kysely
    .selectFrom('users')
    .select('id')
    .where('email', '=', admin.login)
    .executeTakeFirst();
  return found ? DEMO_ACCOUNTS : [];
}

async function isEmpty(db: DbExecutor): Promise<boolean> {
  const [user, product] = await Promise.all([
    db.selectFrom('users').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('products').select('id').limit(1).executeTakeFirst(),
  ]);
  return !user && !product;
}

/**
 * Serialises concurrent seeders so that the emptiness check and the inserts are one step.
 * PostgreSQL: a transaction-scoped advisory lock. SQLite: a write statement that changes
 * nothing takes the database's write lock now (waiting out the busy timeout) rather than at
 * the first insert, where a second deferred transaction would fail instead of waiting.
 */
async function lockForSeeding(trx: DbExecutor, dialect: Db['dialect']): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
  } else {
    await sql`delete from special_card where 1 = 0`.execute(trx);
  }
}

/** How much of each size a demo shop keeps: more of the middle sizes. */
const SIZE_WEIGHTS: Record<Size, number> = { XS: 1, S: 2, M: 3, L: 3, XL: 2, XXL: 1 };

/**
 * A demo product's stock spread over its sizes (null without sizes), the sum its inventory;
 * every third product has sold out of its largest size and every fourth of its smallest, so
 * the shop shows sizes crossed out.
 */
export function demoSizeStock(
  inventory: number,
  sizes: readonly Size[],
  index: number,
): SizeStock | null {
  if (sizes.length === 0) return null;
  const weights = sizes.map((size, at) => {
    if (index % 3 === 0 && at === sizes.length - 1) return 0;
    if (index % 4 === 1 && at === 0) return 0;
    return SIZE_WEIGHTS[size];
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const counts = weights.map((weight) => Math.floor((inventory * weight) / total));
  const heaviest = weights.indexOf(Math.max(...weights));
  counts[heaviest]! += inventory - counts.reduce((sum, count) => sum + count, 0);
  return Object.fromEntries(sizes.map((size, at) => [size, counts[at]!]));
}
