import type { EventBus } from '../events/event-bus.ts';
import type { AdminStatsMemo } from './admin-stats-memo.ts';

/**
 * The Admin's remembered dashboard answers give way, once committed, to an order placed or
 * moved and to a product's change (its stock: the low-stock table), before the request that did
 * it is answered, and in every other server process too when Redis carries the events.
 */
export function subscribeAdminStats(events: EventBus, memo: AdminStatsMemo): void {
  const forget = () => memo.forget();
  events.everyProcess('order.placed', 'admin stats', () => null, forget);
  events.everyProcess('order.moved', 'admin stats', () => null, forget);
  events.everyProcess('product.changed', 'admin stats', () => null, forget);
}
