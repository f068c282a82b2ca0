import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { selectSmsContacts } from './order-status.queries.ts';

type Contacts = Awaited<ReturnType<typeof selectSmsContacts>>;

/** By event: the one read of its people, whichever subscriber asked first. */
const read = new WeakMap<DomainEvents['order.placed'], Promise<Contacts>>();

/**
 * The placed order's customer and agent (their contacts, languages and SMS switch), read once
 * per event inside the placing transaction and shared by the confirmation mail's and the SMS'
 * subscribers: each round trip there is one the order's stock rows stay locked for.
 */
export function placedOrderContacts(
  trx: Transaction<Database>,
  event: DomainEvents['order.placed'],
): Promise<Contacts> {
  let contacts = read.get(event);
  if (!contacts) {
    const { order, customer } = event;
    contacts = selectSmsContacts(trx, order.agentId ? [customer.id, order.agentId] : [customer.id]);
    read.set(event, contacts);
  }
  return contacts;
}
