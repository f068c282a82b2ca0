import type { agentOrderBodySchema, Order, SessionUser } from '@haat/contracts';
import type { z } from 'zod';
import { findCustomerRow } from './agents.queries.ts';
import { toSessionUser } from '../auth/auth.service.ts';
import { Conflict, Forbidden } from '../errors.ts';
import { placeOrder } from '../orders/place-order.service.ts';
import type { PlaceOrderContext } from '../orders/place-order.service.ts';

export const NOT_YOUR_CUSTOMER = 'This is not one of your customers.';

/**
 * An agent places a cash-on-delivery order for a customer of theirs
 * (docs/decisions/236-agent-orders.md): the order is the customer's and the agent's exactly as
 * if the customer had placed it (the same placeOrder: stock, prices, idempotency, limits,
 * commission, the order's messages), with `placed_by` the agent. The lines are the agent's
 * pick, so the customer's own cart is left as it is; the address must be one of theirs.
 */
export async function placeAgentOrder(
  ctx: PlaceOrderContext,
  agent: SessionUser,
  body: z.output<typeof agentOrderBodySchema>,
  idempotencyKey: string | null,
): Promise<{ order: Order; created: boolean }> {
  const customer = await findCustomerRow(ctx.db.kysely, body.customerId);
  // Someone else's customer and no customer at all answer alike: nothing about others leaks.
  if (!customer || customer.agent_id !== agent._id) throw new Forbidden(NOT_YOUR_CUSTOMER);
  if (customer.deleted_at) throw new Conflict('This customer has deleted their account.');
  return placeOrder(
    ctx,
    toSessionUser(customer),
    {
      shippingAddress: body.addressId,
      shippingMethod: 'Cash on delivery',
      totalAmount: null,
      lines: body.items,
      placedBy: agent._id,
    },
    idempotencyKey,
    null,
  );
}
