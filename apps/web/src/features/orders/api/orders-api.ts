import type { CustomerOrder, OrderList } from '@haat/contracts';
import { defineMutation, definePagedQuery } from '../../../lib/endpoints';

/** Orders per page of My Orders. */
export const MY_ORDERS_PAGE_SIZE = 10;

/** GET /my-orders (spec 7), newest first, a page at a time (DESIGN 4). */
export const useGetMyOrdersInfiniteQuery = definePagedQuery<OrderList, string>({
  query: (userId, page) => ({
    url: '/my-orders',
    params: { userId, page, limit: MY_ORDERS_PAGE_SIZE },
  }),
});

/** Issue 15: a customer may cancel their own order while it is placed or confirmed. */
export const useCancelOrderMutation = defineMutation<
  { message: string; order: CustomerOrder },
  string
>({
  query: (id) => ({
    url: `/orders/${encodeURIComponent(id)}/status`,
    method: 'PUT',
    body: { status: 'cancelled' },
  }),
});
