import type { Kysely } from 'kysely';
import type { Order as OrderContract, OrderEvent as OrderEventContract } from '@haat/contracts';
import { paiseToRupees } from '@haat/contracts';
import type { AddressSnapshot, Database, Order, OrderItem } from '../db/schema.ts';
import { imagePath } from '../media/image-path.ts';
import { selectOrderEvents } from '../order-status/order-events.queries.ts';

/** Orders with their lines, in the given order of ids, as the API shows them. */
export async function loadOrders(
  db: Kysely<Database>,
  orders: readonly Order[],
): Promise<OrderContract[]> {
  if (orders.length === 0) return [];
  const [items, events] = await Promise.all([
    db
      .selectFrom('order_items')
      .selectAll()
      .where(
        'order_id',
        'in',
        orders.map((order) => order.id),
      )
      .orderBy('order_id')
      .orderBy('id')
      .execute(),
    selectOrderEvents(
      db,
      orders.map((order) => order.id),
    ),
  ]);
  const byOrder = new Map<string, OrderItem[]>();
  for (const item of items) {
    const list = byOrder.get(item.order_id) ?? [];
    list.push(item);
    byOrder.set(item.order_id, list);
  }
  return orders.map((order) =>
    toOrder(order, byOrder.get(order.id) ?? [], events.get(order.id) ?? []),
  );
}

export function toOrder(
  order: Order,
  items: readonly OrderItem[],
  events: OrderEventContract[] = [],
): OrderContract {
  const address = JSON.parse(order.shipping_address) as AddressSnapshot;
  return {
    _id: order.id,
    userId: order.user_id,
    agentId: order.agent_id,
    items: items.map((item) => ({
      productId: item.product_id,
      productName: item.name,
      images: item.image_id ? [imagePath(item.image_id)] : [],
      price: paiseToRupees(item.unit_price_paise),
      quantity: item.quantity,
      size: item.size,
      agentCommission: item.agent_commission_bp / 100,
      commission: paiseToRupees(item.commission_paise),
    })),
    shippingMethod: order.shipping_method,
    shippingAddress: address,
    totalAmount: paiseToRupees(order.total_paise),
    isShipped: order.is_shipped === 1,
    createdAt: order.created_at,
    commission: paiseToRupees(order.commission_paise),
    status: order.status,
    courier: order.courier,
    trackingNumber: order.tracking_number,
    cashCollected:
      order.cash_collected_paise === null ? null : paiseToRupees(order.cash_collected_paise),
    events,
  };
}

export function findOrderByKey(db: Kysely<Database>, userId: string, key: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}
