import type { EventBus } from '../events/event-bus.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { welcomeMail } from '../mail/templates.ts';
import { selectUser } from './users.queries.ts';

/**
 * The welcome mail of a customer an agent added: written to the outbox inside the transaction
 * that created the account, so a process killed after the answer cannot lose it, and sent by
 * the worker, so the answer never waits on the mail server
 * (docs/decisions/137-mail-never-holds-a-request.md). It names the agent, never the password.
 */
export function subscribeUserMails(
  events: EventBus,
  outbox: MailOutbox,
  options: { publicUrl: string; now: () => Date },
): void {
  events.inTransaction('user.changed', async (event, trx) => {
    if (event.change !== 'added' || !event.addedBy) return;
    const [user, agent] = await Promise.all([
      selectUser(trx, event.userId),
      selectUser(trx, event.addedBy),
    ]);
    if (!user?.email || user.role !== 'Customer' || agent?.role !== 'Agent') return;
    const agentName = `${agent.first_name} ${agent.last_name}`;
    const mail = welcomeMail(user.email, user.first_name, agentName, options.publicUrl, user.lang);
    await enqueueMail(trx, mail, options.now());
  });
  events.afterCommit('user.changed', (event) => {
    if (event.change === 'added' && event.addedBy) outbox.kick();
  });
}
