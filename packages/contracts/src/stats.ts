import { z } from 'zod';
import { daySchema } from './days.ts';
import { ORDER_STATUSES } from './order-status.ts';

/*
 * The business at a glance (issue 25, docs/product.md "Admin: dashboard"): the Admin's
 * dashboard and the agent's own figures. Money in rupees, rates 0–1, every figure a number.
 * Which timestamp each figure reads is docs/decisions/252-stats-figures-and-their-times.md.
 */

/** The longest period one stats answer covers: a year, leap day included. */
export const STATS_MAX_DAYS = 366;

/** How many rows each top-10 table holds. */
export const STATS_TOP = 10;

/** GET /admin-stats and GET /agent-stats: India days, both inclusive. */
export const statsQuerySchema = z.object({
  from: daySchema('From'),
  to: daySchema('To'),
});
export type StatsQuery = z.input<typeof statsQuerySchema>;

export const STATS_MESSAGES = {
  fromAfterTo: 'From must be on or before To',
  tooLong: `The period can be at most ${STATS_MAX_DAYS} days`,
} as const;

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

/* ---- Days of a period (India dates, YYYY-MM-DD) ---- */

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return dayOf(dayMs(day) + days * DAY_MS);
}

/** Days from `from` to `to`, both counted (1 for a single day). */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
}

/** The period of the same length that ends the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = daysInPeriod(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** The Monday of the week of `day`. */
export function weekStartOf(day: string): string {
  const weekday = new Date(dayMs(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The UTC instant at which an India day begins (India is UTC+05:30 all year). */
export function indiaDayStartUtc(day: string): string {
  return new Date(dayMs(day) - 330 * 60_000).toISOString();
}

/** The periods the dashboards offer, ending today in India. */
export const STATS_PRESETS = ['today', '7d', '30d', 'month'] as const;
export type StatsPreset = (typeof STATS_PRESETS)[number];

export const STATS_PRESET_LABELS: Readonly<Record<StatsPreset, string>> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  month: 'This month',
};

export function presetPeriod(preset: StatsPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}
