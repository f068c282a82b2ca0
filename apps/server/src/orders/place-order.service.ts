import { uuidv7 } from 'uuidv7';
import {
  COD_MESSAGES,
  formatRupees,
  lineCommissionPaise,
  paiseToRupees,
  rupeesToPaise,
} from '@haat/contracts';
import type { Localized, Order, SessionUser, ShippingMethod, Size } from '@haat/contracts';
import { sentence } from '../i18n/messages.ts';
import { STOCK_COLUMNS } from '../catalog/size-stock.ts';
import type { StockColumns } from '../catalog/size-stock.ts';
import { ADDRESS_NOT_FOUND, toSnapshot } from '../addresses/addresses.service.ts';
import type { Db, DbExecutor } from '../db/connect.ts';
import type { NewOrder, NewOrderItem, Order as OrderRow, OrderItem } from '../db/schema.ts';
import type { EventBus, Unit } from '../events/event-bus.ts';
import { codServesGiven } from '../cod/cod.service.ts';
import { Conflict, NotFound, Unprocessable } from '../errors.ts';
import { recordOrderCommission } from '../ledger/ledger.queries.ts';
import {
  claimCustomer,
  findOrderByKey,
  insertNumberedOrder,
  insertOrder,
  insertOrderItems,
  selectOrderAddress,
  selectAgentOf,
  selectStockState,
  takeCart,
  takeStock,
} from './orders.queries.ts';
import { toOrder, withItems } from './orders.service.ts';
import {
  ensureOrderNumberSequence,
  nextOrderNumber,
  orderNumberPrefix,
  orderNumberSequence,
  orderYear,
} from './order-number.ts';

export interface PlaceOrderContext {
  db: Db;
  now: () => Date;
  /** Told of the order (its confirmation mail listens) and of the products it took stock of. */
  events: EventBus;
}

export interface PlaceOrderInput {
  shippingAddress: string;
  shippingMethod: ShippingMethod;
  /** Rupees, as the customer saw the total; null when nobody was shown one (agent orders). */
  totalAmount: number | null;
  /**
   * The lines to order instead of the customer's cart (an agent's order for the customer,
   * docs/decisions/236-agent-orders.md); the cart is then left as it is.
   */
  lines?: ReadonlyArray<{ productId: string; size: Size | ''; quantity: number }>;
  /** The agent who places the order for the customer. */
  placedBy?: string | null;
}

interface PricedLine {
  productId: string;
  name: string;
  /** The product's first picture, kept with the line. */
  imageId: string | null;
  size: string;
  quantity: number;
  unitPricePaise: number;
  commissionBp: number;
}

/**
 * Places a cash-on-delivery order from the customer's cart in one transaction (docs/product.md,
 * "Orders"): every line takes its stock with a conditional decrement (never below zero, whatever
 * the concurrency), prices and commission come from the products as they are now, the address and
 * lines are snapshotted, and the cart is emptied. A repeated Idempotency-Key returns the first
 * order instead of placing a second one.
 */
export async function placeOrder(
  ctx: PlaceOrderContext,
  user: SessionUser,
  input: PlaceOrderInput,
  idempotencyKey: string | null,
  referredBy: string | null,
): Promise<{ order: Order; created: boolean }> {
  // A repeated Idempotency-Key is found when the attempt fails (the orders table holds each
  // key once per customer), so a first attempt costs no lookup.
  // The address and its pincode's cash-on-delivery state in one read.
  const found = await selectOrderAddress(ctx.db.kysely, user._id, input.shippingAddress);
  if (!found) throw new NotFound(ADDRESS_NOT_FOUND);
  const address = toSnapshot(found);
  // Cash on delivery only where the courier collects it (docs/product.md, "Cash on delivery
  // by pincode"): refused before anything is written.
  const codRow =
    found.cod_listed === null || found.cod_blocked === null
      ? null
      : { listed: found.cod_listed, blocked: found.cod_blocked };
  if (!codServesGiven(codRow, Boolean(found.cod_list_imported))) {
    const message = COD_MESSAGES.notServedSentence(address.pincode);
    throw new Unprocessable(message, { shippingAddress: message });
  }
  const at = ctx.now();
  const now = at.toISOString();
  const orderId = uuidv7();
  // The year's number sequence, made by its first order (once per process after that).
  if (ctx.db.dialect === 'postgres') await ensureOrderNumberSequence(ctx.db, orderYear(at));

  let placed;
  try {
    placed = await ctx.events.transaction(ctx.db, async ({ trx, publish }) => {
      const lines = await takeStockOfCart(trx, user._id, now, input.lines);
      const agentId = await orderAgent({ trx, publish }, user, referredBy, now);
      const total = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
      if (input.totalAmount !== null && rupeesToPaise(input.totalAmount) !== total) {
        throw new Conflict(
          sentence(
            /*i18n*/ 'Prices in your cart have changed. The total is now {total}; please check your cart and order again.',
            { total: formatRupees(paiseToRupees(total)) },
          ),
          { totalAmount: String(paiseToRupees(total)) },
        );
      }
      const items: NewOrderItem[] = lines.map((line) => ({
        id: uuidv7(),
        order_id: orderId,
        product_id: line.productId,
        name: line.name,
        image_id: line.imageId,
        size: line.size as NewOrderItem['size'],
        unit_price_paise: line.unitPricePaise,
        quantity: line.quantity,
        agent_commission_bp: line.commissionBp,
        // Nobody earns commission on an order without an agent.
        commission_paise: agentId
          ? lineCommissionPaise(line.unitPricePaise, line.commissionBp, line.quantity)
          : 0,
      }));
      const commission = items.reduce((sum, item) => sum + Number(item.commission_paise), 0);
      const { order, orderItems } = await insertPlacedOrder(ctx.db, trx, at, items, {
        id: orderId,
        user_id: user._id,
        agent_id: agentId,
        shipping_method: input.shippingMethod,
        shipping_address: JSON.stringify(address),
        ship_pincode: address.pincode,
        total_paise: total,
        commission_paise: commission,
        created_at: now,
        idempotency_key: idempotencyKey,
        placed_by: input.placedBy ?? null,
      });
      await publish('product.changed', {
        productIds: lines.map((line) => line.productId),
        stockOnly: true,
      });
      // In the order of their ids, as a stored order is read back.
      orderItems.sort((a, b) => compare(a.id, b.id));
      const placedOrder = toOrder(order, orderItems);
      await publish('order.placed', {
        order: placedOrder,
        customer: { id: user._id, firstName: user.firstName, email: user.email },
      });
      return placedOrder;
    });
  } catch (error) {
    // The key was used before, or raced in from a second request at once (its insert collided,
    // or the first order already took the cart): the first order stands.
    if (idempotencyKey) {
      const earlier = await findOrderByKey(ctx.db.kysely, user._id, idempotencyKey);
      if (earlier) {
        return { order: (await withItems(ctx.db, [earlier]))[0]!, created: false };
      }
    }
    throw error;
  }

  return { order: placed, created: true };
}

/**
 * Numbers the order and writes it, its lines and the agent's accrued commission (issue 15,
 * ledger/). PostgreSQL does it in one statement (insertNumberedOrder), the number from the
 * year's sequence; SQLite, where the one writer waits for nobody, in one statement per table.
 */
async function insertPlacedOrder(
  db: Db,
  trx: DbExecutor,
  at: Date,
  items: NewOrderItem[],
  values: Omit<NewOrder, 'order_number'> & { id: string; created_at: string },
): Promise<{ order: OrderRow; orderItems: OrderItem[] }> {
  if (db.dialect === 'postgres') {
    const year = orderYear(at);
    const order = await insertNumberedOrder(
      trx,
      { sequence: orderNumberSequence(year), numberPrefix: orderNumberPrefix(year) },
      values,
      items,
      uuidv7(),
    );
    // The lines as inserted: nothing in them is the database's own but the invoice's columns.
    const orderItems = items.map((item) => ({ ...item, hsn: null, gst_rate: null }) as OrderItem);
    return { order, orderItems };
  }
  const order = await insertOrder(trx, {
    ...values,
    order_number: await nextOrderNumber(db, at, trx),
  });
  const orderItems = await insertOrderItems(trx, items);
  if (order.agent_id) {
    await recordOrderCommission(
      trx,
      {
        agentId: order.agent_id,
        orderId: order.id,
        kind: 'accrued',
        amountPaise: Number(order.commission_paise),
      },
      values.created_at,
    );
  }
  return { order, orderItems };
}

/**
 * Empties the cart and decrements the stock of each of its lines, in product order so that
 * two orders never wait on each other's rows in opposite orders. The cart is read by deleting
 * it: an item added meanwhile stays for the next order, and a refusal rolls the delete back.
 * A line whose product is disabled, out of stock or short makes the whole order a 409 that
 * names each such line.
 */
async function takeStockOfCart(
  trx: DbExecutor,
  userId: string,
  now: string,
  given?: PlaceOrderInput['lines'],
): Promise<PricedLine[]> {
  const cart = given ? mergeLines(given) : await takeCart(trx, userId);
  if (cart.length === 0) throw new Conflict(/*i18n*/ 'Your cart is empty.');
  cart.sort((a, b) => compare(a.product_id, b.product_id) || compare(a.size, b.size));

  const priced: PricedLine[] = [];
  const problems: Localized[] = [];
  for (const line of cart) {
    const taken = await takeStock(trx, line.product_id, line.size, line.quantity, now);
    if (taken) {
      priced.push({
        productId: line.product_id,
        name: taken.name,
        imageId: taken.image_id,
        size: line.size,
        quantity: line.quantity,
        unitPricePaise: Number(taken.price_paise),
        commissionBp: taken.agent_commission_bp,
      });
      continue;
    }
    const product = await selectStockState(trx, line.product_id);
    const sellable = product.disabled === 0 && product.availability === 'In stock';
    const left = stockLeft(product, line.size);
    const values = { name: product.name, size: line.size || 'none' };
    problems.push(
      sellable && left !== null && left > 0
        ? sentence(
            /*i18n*/ '{name}{size, select, none {} other { (size {size})}}: only {left} left',
            {
              ...values,
              left,
            },
          )
        : sentence(
            /*i18n*/ '{name}{size, select, none {} other { (size {size})}}: no longer available',
            values,
          ),
    );
  }
  if (problems.length > 0) {
    throw new Conflict(
      sentence(/*i18n*/ 'Some items in your cart cannot be ordered: {problems}.', { problems }),
    );
  }
  return priced;
}

/** Given lines as cart rows, one per product and size (the same one twice adds up). */
function mergeLines(lines: NonNullable<PlaceOrderInput['lines']>) {
  const merged = new Map<string, { product_id: string; size: Size | ''; quantity: number }>();
  for (const line of lines) {
    const key = `${line.productId}/${line.size}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { product_id: line.productId, size: line.size, quantity: line.quantity });
  }
  return [...merged.values()];
}

/**
 * The customer's agent; a customer without one who came through an agent's shared link
 * becomes that agent's customer now (docs/product.md, "Agents"). The session read the user's row at
 * the start of this request, so only a change needs the database.
 */
async function orderAgent(
  { trx, publish }: Unit,
  user: SessionUser,
  referredBy: string | null,
  now: string,
): Promise<string | null> {
  if (user.agentId) return user.agentId;
  if (!referredBy || referredBy === user._id || user.role !== 'Customer') return null;
  if (await claimCustomer(trx, user._id, referredBy, now)) {
    await publish('user.changed', { userId: user._id, change: 'agent' });
    return referredBy;
  }
  // An agent was given to them since the request began: that one stands.
  return selectAgentOf(trx, user._id);
}

/**
 * What is left for a line: its size's stock, or the product's for a line without a size; null
 * when the product no longer sells the line that way (the size was dropped, or sizes added).
 */
function stockLeft(
  product: { inventory: number; sizes: string } & StockColumns,
  size: Size | '',
): number | null {
  if (size) return product[STOCK_COLUMNS[size]];
  return product.sizes === '[]' ? product.inventory : null;
}

/** Orders strings by code unit, as the databases' binary collation does for ids. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
