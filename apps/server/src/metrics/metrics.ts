import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/connect.ts';
import { selectOutboxBacklog } from './metrics.queries.ts';

/**
 * One app's Prometheus metrics (docs/decisions/186-metrics.md), in a registry of its own (tests
 * build many apps in one process). Labels are routes as declared, statuses and order states,
 * never a phone number, email, user id or raw URL.
 */
export interface Metrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  rateLimitRefusals: Counter<'route'>;
  ordersPlaced: Counter;
  orderMoves: Counter<'from' | 'to'>;
}

export function createMetrics({ db, now }: { db: Db; now: () => Date }): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'haat' });
  // Process figures: CPU, memory, heap, handles, and the event loop's lag.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requestDuration = new Histogram({
    name: 'haat_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rateLimitRefusals = new Counter({
    name: 'haat_rate_limit_refusals_total',
    help: 'Requests refused with 429 (too many attempts), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'haat_orders_placed_total',
    help: 'Orders placed through this process',
    registers: [registry],
  });
  const orderMoves = new Counter({
    name: 'haat_order_moves_total',
    help: 'Orders moved from one state to another through this process',
    labelNames: ['from', 'to'] as const,
    registers: [registry],
  });
  // Read at scrape time: the outbox is shared by every process, the pool is this process's.
  // Read at scrape time (two small aggregate reads over the outbox's status index).
  const readBacklog = async () => {
    const at = now();
    return { at: at.getTime(), ...(await selectOutboxBacklog(db.kysely, at.toISOString())) };
  };
  new Gauge({
    name: 'haat_outbox_pending',
    help: 'Mails in the outbox waiting to be sent (all processes)',
    registers: [registry],
    async collect() {
      this.set((await readBacklog()).pending);
    },
  });
  new Gauge({
    name: 'haat_outbox_oldest_due_age_seconds',
    help: 'How long the longest-due pending mail has been due (0 when none is due)',
    registers: [registry],
    async collect() {
      const { at, oldestDue } = await readBacklog();
      this.set(Math.max(0, (at - (oldestDue ? Date.parse(oldestDue) : at)) / 1000));
    },
  });
  if (db.poolStats) {
    const stats = db.poolStats;
    new Gauge({
      name: 'haat_db_pool_connections',
      help: "This process's database connections: in use, idle, and requests waiting for one",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { total, idle, waiting } = stats();
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  return { registry, requestDuration, rateLimitRefusals, ordersPlaced, orderMoves };
}
