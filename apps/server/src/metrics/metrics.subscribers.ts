import type { EventBus } from '../events/event-bus.ts';
import type { Metrics } from './metrics.ts';

/**
 * Orders placed and moved count once committed, in the process that did it (after-commit, not
 * every-process: each process counts its own and Prometheus sums them).
 */
export function subscribeMetrics(events: EventBus, metrics: Metrics): void {
  events.afterCommit('order.placed', () => metrics.ordersPlaced.inc());
  events.afterCommit('order.moved', ({ from, to }) => metrics.orderMoves.inc({ from, to }));
}
