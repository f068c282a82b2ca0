import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Order, OrderList } from '@haat/contracts';
import { apiMutation, apiPages } from '../../../lib/api-query';

/** Orders per page of My Orders. */
export const MY_ORDERS_PAGE_SIZE = 10;

const MY_ORDERS = '/my-orders';

export const ordersQueries = {
  /**
   * GET /my-orders, newest first, a page at a time (docs/product.md, "My Orders"); asked
   * for again whenever the page opens, as an order placed a moment ago must be there.
   */
  mine: (userId: string) =>
    infiniteQueryOptions({
      ...apiPages<OrderList>(MY_ORDERS, { userId, limit: MY_ORDERS_PAGE_SIZE }),
      refetchOnMount: 'always',
    }),
};

export const ordersMutations = {
  /** Issue 15: a customer may cancel their own order while it is placed or confirmed. */
  cancel: () =>
    apiMutation<{ message: string; order: Order }, string>((id) => ({
      url: `/orders/${encodeURIComponent(id)}/status`,
      method: 'PUT',
      body: { status: 'cancelled' },
    })),
};
