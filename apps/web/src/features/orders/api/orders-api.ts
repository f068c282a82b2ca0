import { infiniteQueryOptions } from '@tanstack/react-query';
import { callMutation, callPages } from '../../../lib/api-query';

/** Orders per page of My Orders. */
export const MY_ORDERS_PAGE_SIZE = 10;

export const ordersQueries = {
  /**
   * orders.mine.list, newest first, a page at a time (docs/product.md, "My Orders"); asked
   * for again whenever the page opens, as an order placed a moment ago must be there.
   */
  mine: (userId: string) =>
    infiniteQueryOptions({
      ...callPages('orders.mine.list', { userId, limit: MY_ORDERS_PAGE_SIZE }),
      refetchOnMount: 'always',
    }),
};

export const ordersMutations = {
  /** Issue 15: a customer may cancel their own order while it is placed or confirmed. */
  cancel: () =>
    callMutation('orders.status.move', (id: string) => ({
      params: { id },
      body: { status: 'cancelled' as const },
    })),
};
