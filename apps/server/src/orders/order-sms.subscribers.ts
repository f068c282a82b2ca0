import { formatRupees, paiseToRupees, ROUTES } from '@haat/contracts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { EventBus } from '../events/event-bus.ts';
import { enqueueSms } from '../mail/outbox.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { SmsKind } from '../sms/messenger.ts';
import { placedOrderContacts } from './order-contacts.ts';
import { selectOrderCommission, selectSmsContact } from './order-status.queries.ts';

/**
 * The SMS about an order (docs/decisions/235-order-sms.md): each move that mails an email
 * customer (placed, confirmed, shipped with its tracking, delivered, cancelled) sends a phone-only
 * customer a short SMS, unless they switched order SMS off on My account; the customer's agent,
 * when they have a phone, hears of placed and delivered. Written to the outbox inside the
 * transaction that placed or moved the order, as the mails are (docs/architecture.md,
 * "Mail outbox"), then the worker is told to send.
 */
export function subscribeOrderSms(
  events: EventBus,
  outbox: MailOutbox,
  options: { publicUrl: string },
): void {
  const ordersUrl = `${options.publicUrl}${ROUTES.myOrders}`;
  const agentUrl = `${options.publicUrl}${ROUTES.agentUsers}`;

  events.inTransaction('order.placed', async (placed, trx) => {
    const { order, customer } = placed;
    const at = new Date(order.createdAt);
    // The customer and their agent in one read, shared with the confirmation mail.
    const contacts = await placedOrderContacts(trx, placed);
    const person = contacts.find((contact) => contact.id === customer.id);
    const amount = formatRupees(order.totalAmount);
    if (person && wantsOrderSms(person)) {
      await enqueueSms(
        trx,
        {
          to: person.phone!,
          kind: 'orderPlaced',
          lang: person.lang,
          variables: { number: order.orderNumber, amount, url: ordersUrl },
        },
        at,
      );
    }
    const agent = order.agentId
      ? contacts.find((contact) => contact.id === order.agentId)
      : undefined;
    if (agent?.phone && person) {
      await enqueueSms(
        trx,
        {
          to: agent.phone,
          kind: 'agentOrderPlaced',
          lang: agent.lang,
          variables: {
            number: order.orderNumber,
            name: `${person.first_name} ${person.last_name}`.trim(),
            amount,
            url: agentUrl,
          },
        },
        at,
      );
    }
  });
  events.afterCommit('order.placed', () => outbox.kick());

  events.inTransaction('order.moved', async (move, trx) => {
    const kind = customerKind(move);
    if (!kind) return;
    const at = new Date(move.at);
    const person = await selectSmsContact(trx, move.customerId);
    if (person && wantsOrderSms(person)) {
      await enqueueSms(
        trx,
        {
          to: person.phone!,
          kind,
          lang: person.lang,
          variables: {
            number: move.orderNumber,
            url: ordersUrl,
            ...(kind === 'orderShipped'
              ? { courier: move.courier ?? 'courier', tracking: move.trackingNumber ?? '-' }
              : {}),
          },
        },
        at,
      );
    }
    if (move.to !== 'delivered' || !move.agentId || !person) return;
    const agent = await selectSmsContact(trx, move.agentId);
    if (!agent?.phone) return;
    const commission = await selectOrderCommission(trx, move.orderId);
    await enqueueSms(
      trx,
      {
        to: agent.phone,
        kind: 'agentOrderDelivered',
        lang: agent.lang,
        variables: {
          number: move.orderNumber,
          name: `${person.first_name} ${person.last_name}`.trim(),
          commission: formatRupees(paiseToRupees(commission)),
          url: agentUrl,
        },
      },
      at,
    );
  });
  events.afterCommit('order.moved', (move) => {
    if (customerKind(move)) outbox.kick();
  });
}

/** Phone-only customers who left order SMS on; email customers get the mails instead. */
function wantsOrderSms(person: { email: string | null; phone: string | null; order_sms: number }) {
  return !person.email && Boolean(person.phone) && person.order_sms === 1;
}

/** The moves the customer hears of, as by mail (order-mails.subscribers.ts). */
function customerKind(move: DomainEvents['order.moved']): SmsKind | null {
  if (!move.notifyCustomer) return null;
  switch (move.to) {
    case 'confirmed':
      return 'orderConfirmed';
    case 'shipped':
      return 'orderShipped';
    case 'delivered':
      return 'orderDelivered';
    case 'cancelled':
      return 'orderCancelled';
    default:
      return null;
  }
}
