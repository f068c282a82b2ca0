import { safeId } from '@haat/contracts';
import type {
  Address,
  AddressInput,
  agentOrderBodySchema,
  Order,
  SessionUser,
  UserAddresses,
} from '@haat/contracts';
import type { z } from 'zod';
import { findCustomerRow } from './agents.queries.ts';
import { addAddress, listAddresses } from '../addresses/addresses.service.ts';
import type { Db } from '../db/connect.ts';
import { toSessionUser } from '../auth/auth.service.ts';
import { Conflict, Forbidden } from '../errors.ts';
import { placeOrder } from '../orders/place-order.service.ts';
import type { PlaceOrderContext } from '../orders/place-order.service.ts';

export const NOT_YOUR_CUSTOMER = /*i18n*/ 'This is not one of your customers.';

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
  const customer = await findOwnCustomer(ctx.db, agent, body.customerId);
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

/**
 * The agent's own, live customer, or 403: someone else's customer, no customer at all and an id
 * that is not one answer alike, so nothing about others leaks.
 */
export async function findOwnCustomer(db: Db, agent: SessionUser, customerId: unknown) {
  const id = safeId().safeParse(customerId);
  const customer = id.success ? await findCustomerRow(db.kysely, id.data) : undefined;
  if (!customer || customer.agent_id !== agent._id) throw new Forbidden(NOT_YOUR_CUSTOMER);
  if (customer.deleted_at) throw new Conflict(/*i18n*/ 'This customer has deleted their account.');
  return customer;
}

/** The addresses an agent may send their customer's order to: the customer's own, as they see them. */
export async function agentCustomerAddresses(
  db: Db,
  agent: SessionUser,
  customerId: string,
): Promise<UserAddresses> {
  const customer = await findOwnCustomer(db, agent, customerId);
  return listAddresses(db, customer.id);
}

/** The agent adds an address to their customer's book, with the customer's own rules and limit. */
export async function addAgentCustomerAddress(
  db: Db,
  agent: SessionUser,
  customerId: string,
  input: AddressInput & { mobileNo2: string | null },
  now: Date,
): Promise<Address> {
  const customer = await findOwnCustomer(db, agent, customerId);
  return addAddress(db, customer.id, input, now);
}
