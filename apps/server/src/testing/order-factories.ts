import { expect } from 'vitest';
import { makeAddress, type SignedIn } from './factories.ts';
import type { TestApp } from './test-app.ts';
import { uuidv7 } from 'uuidv7';
import { lineCommissionPaise } from '@haat/contracts';
import type { OrderStatus, Size } from '@haat/contracts';
import { recordOrderCommission } from '../ledger/ledger.queries.ts';
import type { AddressSnapshot, NewProduct, Order } from '../db/schema.ts';
import { makeProduct } from './catalog-factories.ts';
import type { CatalogueTarget } from './catalog-factories.ts';
import { nextOrderNumber } from '../orders/order-number.ts';

/** Each order made is one minute newer than the one before, unless `createdAt` is given. */
let clock = Date.parse('2026-03-01T00:00:00.000Z');

export const ORDER_ADDRESS: AddressSnapshot = {
  firstName: 'Asha',
  lastName: 'Verma',
  mobileNo: '9876501234',
  mobileNo2: null,
  houseNo: 'Flat 4B',
  street: 'MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

interface OrderLine {
  name?: string;
  pricePaise?: number;
  quantity?: number;
  commissionBp?: number;
  /** The size ordered; none unless given. */
  size?: Size | '';
}

/**
 * An order written straight to the tables (placing one goes through the cart; these tests are
 * about reading and marking orders). One new product per line; ₹500 × 1 at 10% by default.
 */
export async function makeOrder(
  t: CatalogueTarget,
  input: {
    userId: string;
    agentId?: string | null;
    lines?: OrderLine[];
    isShipped?: boolean;
    /** 'shipped' when `isShipped`, else 'placed', unless given. */
    status?: OrderStatus;
    /** Products for the lines instead of new ones (one per line, in order). */
    productIds?: string[];
    createdAt?: string;
    /** The delivery address; ORDER_ADDRESS unless given. */
    address?: AddressSnapshot;
  },
): Promise<Order> {
  clock += 60_000;
  const createdAt = input.createdAt ?? new Date(clock).toISOString();
  const id = uuidv7();
  const status = input.status ?? (input.isShipped ? 'shipped' : 'placed');
  const shipped = ['shipped', 'delivered', 'returned'].includes(status);
  // One after the other: each line's id is made in turn, so the lines keep the order given.
  const lines = [];
  for (const [index, line] of (input.lines ?? [{}]).entries()) {
    const pricePaise = line.pricePaise ?? 50_000;
    const quantity = line.quantity ?? 1;
    const commissionBp = line.commissionBp ?? 1_000;
    const given = input.productIds?.[index];
    const product = given
      ? { id: given, name: line.name ?? 'Product', images: [] as string[] }
      : await makeProduct(t, {
          price_paise: pricePaise,
          agent_commission_bp: commissionBp,
          ...(line.name ? { name: line.name } : {}),
        });
    lines.push({
      id: uuidv7(),
      order_id: id,
      product_id: product.id,
      name: product.name,
      image_id: product.images[0] ?? null,
      size: line.size ?? '',
      unit_price_paise: pricePaise,
      quantity,
      agent_commission_bp: commissionBp,
      commission_paise: input.agentId ? lineCommissionPaise(pricePaise, commissionBp, quantity) : 0,
    });
  }
  const order = await t.db.kysely
    .insertInto('orders')
    .values({
      id,
      user_id: input.userId,
      agent_id: input.agentId ?? null,
      shipping_method: 'Cash on delivery',
      shipping_address: JSON.stringify(input.address ?? ORDER_ADDRESS),
      ship_pincode: (input.address ?? ORDER_ADDRESS).pincode,
      total_paise: lines.reduce((sum, line) => sum + line.unit_price_paise * line.quantity, 0),
      commission_paise: lines.reduce((sum, line) => sum + line.commission_paise, 0),
      is_shipped: shipped ? 1 : 0,
      shipped_at: shipped ? createdAt : null,
      status,
      created_at: createdAt,
      idempotency_key: null,
      order_number: await nextOrderNumber(t.db, new Date(createdAt)),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await t.db.kysely.insertInto('order_items').values(lines).execute();
  // As placing does: the agent's commission is pending (ledger/).
  if (order.agent_id) {
    await recordOrderCommission(
      t.db.kysely,
      {
        agentId: order.agent_id,
        orderId: id,
        kind: 'accrued',
        amountPaise: Number(order.commission_paise),
      },
      createdAt,
    );
  }
  return order;
}

/**
 * An order placed by `buyer` as the shop's screens place it: a new product (₹100 unless told
 * otherwise) added to their cart, then the cart ordered to a new address of theirs.
 */
export async function placeOrderThroughCart(
  t: TestApp,
  buyer: SignedIn,
  product: Partial<NewProduct> = {},
): Promise<{ _id: string; orderNumber: string }> {
  const address = await makeAddress(t.db, buyer.user.id);
  const made = await makeProduct(t, { price_paise: 10_000, ...product });
  const headers = { cookie: buyer.cookie };
  await t.request({
    method: 'POST',
    url: '/api/add-to-cart',
    payload: { productId: made.id },
    headers,
  });
  const res = await t.request({
    method: 'POST',
    url: '/api/place-order',
    payload: { orderDetails: { shippingAddress: address.id, totalAmount: 100 } },
    headers,
  });
  expect(res.statusCode).toBe(201);
  return res.json().order as { _id: string; orderNumber: string };
}

let bulkSerial = 0;

/** An order `makeOrdersInBulk` wrote: what a test compares the lists and files with. */
export interface BulkOrder {
  id: string;
  userId: string;
  createdAt: string;
  pincode: string;
  orderNumber: string;
}

/**
 * `count` orders written at once, for tests that need more than a page or an export's batch:
 * spread over `userIds` in turn, one a minute from `start`, to pincodes 560001 and 560002 in
 * turn, numbered `HT-99-…`; each with one line of `productId` (₹500 × 1) when given.
 */
export async function makeOrdersInBulk(
  t: { db: TestApp['db'] },
  input: { userIds: readonly string[]; count: number; start: string; productId?: string },
): Promise<BulkOrder[]> {
  const orders: BulkOrder[] = Array.from({ length: input.count }, (_, i) => {
    bulkSerial += 1;
    return {
      id: uuidv7(),
      userId: input.userIds[i % input.userIds.length]!,
      createdAt: new Date(Date.parse(input.start) + i * 60_000).toISOString(),
      pincode: i % 2 === 0 ? '560001' : '560002',
      orderNumber: `HT-99-${String(bulkSerial).padStart(6, '0')}`,
    };
  });
  for (let at = 0; at < orders.length; at += 200) {
    const chunk = orders.slice(at, at + 200);
    await t.db.kysely
      .insertInto('orders')
      .values(
        chunk.map((order) => ({
          id: order.id,
          user_id: order.userId,
          agent_id: null,
          shipping_method: 'Cash on delivery' as const,
          shipping_address: JSON.stringify({ ...ORDER_ADDRESS, pincode: order.pincode }),
          ship_pincode: order.pincode,
          total_paise: 50_000,
          commission_paise: 0,
          shipped_at: null,
          created_at: order.createdAt,
          idempotency_key: null,
          order_number: order.orderNumber,
        })),
      )
      .execute();
    const productId = input.productId;
    if (productId) {
      await t.db.kysely
        .insertInto('order_items')
        .values(
          chunk.map((order) => ({
            id: uuidv7(),
            order_id: order.id,
            product_id: productId,
            name: 'Bulk kurta',
            image_id: null,
            size: '',
            unit_price_paise: 50_000,
            quantity: 1,
            agent_commission_bp: 0,
            commission_paise: 0,
          })),
        )
        .execute();
    }
  }
  return orders;
}

/** The newest first, as the lists and the exports give orders. */
export function newestFirst<O extends { createdAt: string; id: string }>(
  orders: readonly O[],
): O[] {
  return [...orders].sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
  );
}
