import { z } from 'zod';
import { daySchema } from './days.ts';
import { SIZES } from './constants.ts';
import { ORDER_STATUSES } from './order-status.ts';

/*
 * The business at a glance (issue 25, docs/product.md "Admin: dashboard"): the Admin's
 * dashboard and the agent's own figures. Money in rupees, rates 0–1, every figure a number.
 * Which timestamp each figure reads is docs/decisions/252-stats-figures-and-their-times.md.
 */

/** GET /admin-stats and GET /agent-stats: India days, both inclusive. */
export const statsQuerySchema = z.object({
  from: daySchema('From'),
  to: daySchema('To'),
});
export type StatsQuery = z.input<typeof statsQuerySchema>;

const byStatusSchema = z.object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number().int()])) as {
    [S in (typeof ORDER_STATUSES)[number]]: z.ZodNumber;
  },
);
export type StatusCounts = z.infer<typeof byStatusSchema>;

export const adminStatsSchema = z.object({
  /** Rupees of orders placed in the period, cancelled ones excluded. */
  sales: z.number(),
  /** Orders placed in the period, cancelled ones excluded. */
  orders: z.number().int(),
  averageOrderValue: z.number(),
  /** Rupees collected on orders delivered in the period (by the delivery's time). */
  delivered: z.number(),
  /** Rupees still with couriers now: shipped orders not yet delivered or returned. */
  cashToCollect: z.number(),
  /** returned ÷ (delivered + returned), moves made in the period; 0 when there were none. */
  rtoRate: z.number(),
  /** Commission on orders placed in the period, cancelled and returned ones excluded. */
  commissionAccrued: z.number(),
  /** Earned and not yet paid, across agents, now. */
  unpaidBalance: z.number(),
  /** The same figures over the period of the same length just before. */
  previous: z.object({
    sales: z.number(),
    orders: z.number().int(),
    averageOrderValue: z.number(),
    rtoRate: z.number(),
  }),
  /** Every India day of the period, in order, with the orders placed that day by present state. */
  daily: z.array(
    z.object({
      date: z.string(),
      sales: z.number(),
      orders: z.number().int(),
      byStatus: byStatusSchema,
    }),
  ),
  /** Orders placed in the period, by their present state. */
  byStatus: byStatusSchema,
  /** Every week (Monday, India time) touching the period, with the moves made in it. */
  weekly: z.array(
    z.object({
      weekStart: z.string(),
      delivered: z.number().int(),
      returned: z.number().int(),
      rtoRate: z.number(),
    }),
  ),
  topProducts: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      units: z.number().int(),
      sales: z.number(),
    }),
  ),
  topAgents: z.array(
    z.object({
      agentId: z.string(),
      name: z.string(),
      orders: z.number().int(),
      sales: z.number(),
      rtoRate: z.number(),
    }),
  ),
  topPincodes: z.object({
    byOrders: z.array(
      z.object({ pincode: z.string(), orders: z.number().int(), sales: z.number() }),
    ),
    byRtoRate: z.array(
      z.object({
        pincode: z.string(),
        delivered: z.number().int(),
        returned: z.number().int(),
        rtoRate: z.number(),
      }),
    ),
  }),
  lowStock: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      sku: z.string(),
      lowest: z.number().int(),
      /** The size that has `lowest` left; null for a product without sizes. */
      size: z.enum(SIZES).nullable(),
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const agentStatsSchema = z.object({
  /** The agent's orders placed in the period, cancelled ones excluded. */
  orders: z.number().int(),
  sales: z.number(),
  /** Commission on those orders, returned ones excluded too (pending + earned). */
  commission: z.number(),
  rtoRate: z.number(),
  weekly: z.array(
    z.object({ weekStart: z.string(), commission: z.number(), orders: z.number().int() }),
  ),
  byStatus: byStatusSchema,
});
export type AgentStats = z.infer<typeof agentStatsSchema>;
