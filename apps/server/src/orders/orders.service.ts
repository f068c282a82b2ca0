import { paiseToRupees } from '@haat/contracts';
import type {
  CustomerOrderItem,
  Order as OrderContract,
  OrderEvent as OrderEventContract,
  OrderList,
} from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import type { AddressSnapshot, Order } from '../db/schema.ts';
import { imagePath } from '../media/image-path.ts';
import { selectOrderEvents } from './order-events.queries.ts';
import { selectItemsOf, selectOrdersPage } from './orders.queries.ts';
import type { OrderLine } from './orders.queries.ts';

export function toOrder(
  order: Order,
  items: readonly OrderLine[],
  events: OrderEventContract[] = [],
): OrderContract {
  const address = JSON.parse(order.shipping_address) as AddressSnapshot;
  return {
    _id: order.id,
    orderNumber: order.order_number,
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
    placedBy: order.placed_by,
    cashCollected:
      order.cash_collected_paise === null ? null : paiseToRupees(order.cash_collected_paise),
    invoiceNumber: order.invoice_number,
    events,
  };
}

/**
 * The order as the customer who placed it sees it: the agent's rate and cut taken out, as they
 * are for Agents and the Admin only (docs/security.md, "Who may call what").
 */
export function forCustomer<T extends OrderContract>(
  order: T,
): Omit<T, 'commission' | 'items'> & { items: CustomerOrderItem[] } {
  const { commission: _commission, items, ...rest } = order;
  return {
    ...rest,
    items: items.map(({ agentCommission: _rate, commission: _cut, ...item }) => item),
  };
}

/** Orders with their lines and timelines, in the given order, as the API shows them. */
export async function withItems(db: Db, orders: readonly Order[]): Promise<OrderContract[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [items, events] = await Promise.all([
    selectItemsOf(db.kysely, ids),
    selectOrderEvents(db.kysely, ids),
  ]);
  const byOrder = new Map<string, OrderLine[]>();
  for (const item of items) {
    const list = byOrder.get(item.order_id) ?? [];
    list.push(item);
    byOrder.set(item.order_id, list);
  }
  return orders.map((order) =>
    toOrder(order, byOrder.get(order.id) ?? [], events.get(order.id) ?? []),
  );
}

/** The user's orders, newest first, one page. */
export async function listMyOrders(
  db: Db,
  userId: string,
  page: { page: number; limit: number },
): Promise<OrderList> {
  const rows = await selectOrdersPage(db.kysely, userId, page);
  return {
    result: (await withItems(db, rows.slice(0, page.limit))).map(forCustomer),
    page: page.page,
    limit: page.limit,
    hasMore: rows.length > page.limit,
  };
}
