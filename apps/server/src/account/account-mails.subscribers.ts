import type { EventBus } from '../events/event-bus.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { emailChangedMail } from '../mail/templates.ts';
import { selectUser } from '../users/users.queries.ts';

/**
 * When an account's email changes, the old address is told, in the transaction of the change
 * (docs/architecture.md, "Event bus"), so a takeover of the email does not go unseen
 * (docs/product.md, "My account").
 */
export function subscribeAccountMails(
  events: EventBus,
  outbox: MailOutbox,
  options: { now: () => Date },
): void {
  events.inTransaction('user.contactChanged', async (event, trx) => {
    if (event.kind !== 'email' || !event.previous) return;
    const language = (await selectUser(trx, event.userId))?.lang ?? 'en';
    await enqueueMail(
      trx,
      emailChangedMail(event.previous, event.firstName, event.current, language),
      options.now(),
    );
  });
  events.afterCommit('user.contactChanged', (event) => {
    if (event.kind === 'email' && event.previous) outbox.kick();
  });
}
