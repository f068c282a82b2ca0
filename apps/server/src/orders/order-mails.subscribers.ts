import { formatRupees, paiseToRupees } from '@haat/contracts';
import type { Language, Order } from '@haat/contracts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { EventBus } from '../events/event-bus.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { orderConfirmationMail, orderStatusMail } from '../mail/templates.ts';
import { placedOrderContacts } from './order-contacts.ts';
import { selectCustomer } from './order-status.queries.ts';

/**
 * The customer's mails about their order. Each is written to the outbox inside the
 * transaction that placed or moved the order, so it exists exactly when what it reports does
 * (docs/architecture.md, "Mail outbox"); once that has committed, the worker is told to send.
 */
export function subscribeOrderMails(events: EventBus, outbox: MailOutbox): void {
  events.inTransaction('order.placed', async (placed, trx) => {
    const { order, customer } = placed;
    if (!customer.email) return;
    const contacts = await placedOrderContacts(trx, placed);
    const language = contacts.find((contact) => contact.id === customer.id)?.lang ?? 'en';
    const mail = confirmationMail(customer.email, customer.firstName, order, language);
    await enqueueMail(trx, mail, new Date(order.createdAt));
  });
  events.afterCommit('order.placed', () => outbox.kick());

  events.inTransaction('order.moved', async (move, trx) => {
    const status = mailedStatus(move);
    if (!status) return;
    // Customers without an email are called instead.
    const customer = await selectCustomer(trx, move.customerId);
    if (!customer?.email) return;
    const mail = orderStatusMail(
      customer.email,
      {
        firstName: customer.first_name,
        orderNumber: move.orderNumber,
        status,
        total: formatRupees(paiseToRupees(move.totalPaise)),
        courier: move.courier,
        trackingNumber: move.trackingNumber,
        cashCollected:
          move.cashCollectedPaise === null
            ? null
            : formatRupees(paiseToRupees(move.cashCollectedPaise)),
      },
      customer.lang,
    );
    await enqueueMail(trx, mail, new Date(move.at));
  });
  events.afterCommit('order.moved', (move) => {
    if (mailedStatus(move)) outbox.kick();
  });
}

/** The moves the customer hears of: confirmed, shipped, delivered and cancelled. */
function mailedStatus(move: DomainEvents['order.moved']) {
  if (!move.notifyCustomer) return null;
  const status = move.to;
  return status === 'confirmed' ||
    status === 'shipped' ||
    status === 'delivered' ||
    status === 'cancelled'
    ? status
    : null;
}

function confirmationMail(email: string, firstName: string, order: Order, language: Language) {
  const a = order.shippingAddress;
  return orderConfirmationMail(
    email,
    {
      firstName,
      orderNumber: order.orderNumber,
      lines: order.items.map((item) => ({
        name: item.productName,
        size: item.size,
        quantity: item.quantity,
        lineTotal: formatRupees(item.price * item.quantity),
      })),
      total: formatRupees(order.totalAmount),
      address: `${a.firstName} ${a.lastName}, ${a.houseNo}, ${a.street}, ${a.city}, ${a.state} ${a.pincode}`,
    },
    language,
  );
}
