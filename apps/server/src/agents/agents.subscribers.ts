import type { EventBus } from '../events/event-bus.ts';
import type { AgentEarnings } from './agent-earnings.ts';

/**
 * An agent's remembered order count and commission give way, once committed, to an order of
 * theirs that was placed or moved, before the request that did it is answered, and in every
 * other server process too when Redis carries the events (only the agent's id travels).
 */
export function subscribeAgentEarnings(events: EventBus, earnings: AgentEarnings): void {
  const forget = (agentId: string | null) => {
    if (agentId) earnings.changed(agentId);
  };
  events.everyProcess('order.placed', 'agent earnings', ({ order }) => order.agentId, forget);
  events.everyProcess('order.moved', 'agent earnings', ({ agentId }) => agentId, forget);
}
