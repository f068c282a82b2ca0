import { z } from 'zod';
import { safeId } from './text.ts';
import { pageOf } from './paging.ts';
import { personSchema, userSchema } from './people.ts';
import { chosenSizeSchema, orderSchema, pageQuerySchema, quantitySchema } from './shopping.ts';

/**
 * The agents' calls (docs/product.md, "Calls" and "Agents"): the agent route guard's lookup, an
 * agent's customers with their figures, the agent's details and a customer's orders. Money is
 * rupees; every figure is a sum of the commission stored on order lines.
 */

const idSchema = safeId();

/** GET /agent/{id}: the user with role, for the agent route guard. */
export const agentLookupSchema = userSchema;
export type AgentLookup = z.infer<typeof agentLookupSchema>;

/** GET /agent-user: `agentId` may be left out by an agent (their own customers). */
export const agentUsersQuerySchema = pageQuerySchema.extend({ agentId: idSchema.optional() });
export type AgentUsersQuery = z.input<typeof agentUsersQuerySchema>;

export const agentCustomerSchema = personSchema.extend({ createdAt: z.string() });

/**
 * docs/product.md, "Entities and fields", the agent's customer entry: `orders` is the order count
 * ('Total purchase').
 */
export const agentUserEntrySchema = z.object({
  user: agentCustomerSchema,
  /** Orders the customer placed as this agent's customer. */
  orders: z.number().int(),
  /** Rupees those orders came to (the admin's 'expenditure'). */
  totalAmount: z.number(),
  /** Rupees the agent earned on them. */
  totalCommission: z.number(),
});
export type AgentUserEntry = z.infer<typeof agentUserEntrySchema>;

export const agentUsersListSchema = pageOf(agentUserEntrySchema);
export type AgentUsersList = z.infer<typeof agentUsersListSchema>;

/** GET /get-agent?id */
export const getAgentQuerySchema = z.object({ id: idSchema });

export const agentDetailsSchema = agentLookupSchema.extend({
  createdAt: z.string(),
  /** Rupees earned on all the agent's orders. */
  totalCommission: z.number(),
  customerCount: z.number().int(),
  orderCount: z.number().int(),
});
export type AgentDetails = z.infer<typeof agentDetailsSchema>;

/** GET /user-orders?userId&page&limit */
export const userOrdersQuerySchema = pageQuerySchema.extend({ userId: idSchema });
export type UserOrdersQuery = z.input<typeof userOrdersQuerySchema>;

export const userOrdersSchema = z.object({
  user: agentCustomerSchema.extend({ agentId: z.string().nullable() }),
  /** Rupees earned on all the listed orders, every page together. */
  totalCommission: z.number(),
  /** Every page together. */
  orderCount: z.number().int(),
  ...pageOf(orderSchema).shape,
});
export type UserOrders = z.infer<typeof userOrdersSchema>;

/** Lines one agent order holds at most, as a cart does. */
export const MAX_AGENT_ORDER_LINES = 100;

/**
 * POST /agent-orders: an agent orders for a customer of theirs (docs/decisions/236-agent-orders.md):
 * the lines the agent picked and one of the customer's saved addresses.
 */
export const agentOrderBodySchema = z.object({
  customerId: safeId({ error: /*i18n*/ 'Choose the customer' }),
  items: z
    .array(
      z.object({
        productId: safeId({ error: /*i18n*/ 'Product is required' }),
        size: chosenSizeSchema,
        quantity: quantitySchema.default(1),
      }),
      { error: /*i18n*/ 'Add at least one product' },
    )
    .min(1, /*i18n*/ 'Add at least one product')
    .max(MAX_AGENT_ORDER_LINES, `An order holds at most ${MAX_AGENT_ORDER_LINES} lines`),
  addressId: safeId({ error: /*i18n*/ 'Choose an address' }),
});
export type AgentOrderBody = z.input<typeof agentOrderBodySchema>;

export const agentOrderResponseSchema = z.object({ message: z.string(), order: orderSchema });
export type AgentOrderResponse = z.infer<typeof agentOrderResponseSchema>;
