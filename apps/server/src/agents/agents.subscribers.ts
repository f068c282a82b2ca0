import type { EventBus } from '../events/event-bus.ts';
import type { AgentEarnings } from './agent-earnings.ts';

/**
 * An agent's remembered order count and commission give way, once committed, to an order of
 * theirs that was placed or moved, before the request that did it is answered.
 */
export function subscribeAgentEarnings(events: EventBus, earnings: AgentEarnings): void {
  events.afterCommit('order.placed', ({ order }) => {
    if (order.agentId) earnings.changed(order.agentId);
  });
  events.afterCommit('order.moved', ({ agentId }) => {
    if (agentId) earnings.changed(agentId);
  });
}
