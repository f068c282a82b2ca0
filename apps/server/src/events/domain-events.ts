import type { Order, OrderStatus } from '@haat/contracts';

/**
 * What the services announce, by name (docs/architecture.md, "Event bus"). A payload says what
 * happened, never what anyone should do about it, and is plain data (what JSON carries), so
 * that a transport can later hand the events to the other server processes.
 */
export interface DomainEvents {
  /** A customer placed an order; its stock was taken (a `product.changed` names the products). */
  'order.placed': {
    order: Order;
    customer: { id: string; firstName: string; email: string | null };
  };
  /** An order moved from one state to the next (docs/product.md, "Order life"). */
  'order.moved': {
    orderId: string;
    orderNumber: string;
    customerId: string;
    agentId: string | null;
    from: OrderStatus;
    to: OrderStatus;
    /** When it moved (ISO). */
    at: string;
    /** False for the admin's shipped badge: a click that is easily undone tells nobody. */
    notifyCustomer: boolean;
    totalPaise: number;
    courier: string | null;
    trackingNumber: string | null;
    cashCollectedPaise: number | null;
  };
  /**
   * Products were added, edited or deleted, or their stock was taken or put back (`stockOnly`:
   * an order took or gave back stock; nothing else of the products changed).
   */
  'product.changed': { productIds: string[]; stockOnly?: true };
  /** A category was added, renamed, given another image or deleted. */
  'category.changed': { categoryId: string };
  /** The special card got other categories or prices. */
  'specialCard.changed': { cardId: string };
  /**
   * A user was added, or got another role or an agent, or changed their names or password or
   * deleted their account (docs/product.md, "My account"). `addedBy`: the Admin or Agent who added
   * the account (POST /add-user), absent when the person signed up.
   */
  'user.changed': {
    userId: string;
    change: 'added' | 'role' | 'agent' | 'profile' | 'password' | 'deleted';
    addedBy?: string;
  };
  /**
   * A person confirmed a new email or phone number with its code (docs/product.md, "My
   * account"): `previous` is the one it replaced, null when there was none.
   */
  'user.contactChanged': {
    userId: string;
    firstName: string;
    kind: 'email' | 'phone';
    previous: string | null;
    current: string;
  };
}

export type EventName = keyof DomainEvents;
