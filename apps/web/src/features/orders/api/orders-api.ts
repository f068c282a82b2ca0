import type { Order, OrderList } from '@haat/contracts';
import { api } from '../../../lib/api';

/** Orders per page of My Orders. */
export const MY_ORDERS_PAGE_SIZE = 10;

/** GET /my-orders (spec 7), newest first, a page at a time (DESIGN 4). */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.infiniteQuery<OrderList, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPage.hasMore ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg: userId, pageParam }) => ({
        url: '/my-orders',
        params: { userId, page: pageParam, limit: MY_ORDERS_PAGE_SIZE },
      }),
    }),
    // Issue 15: a customer may cancel their own order while it is placed or confirmed.
    cancelOrder: build.mutation<{ message: string; order: Order }, string>({
      query: (id) => ({
        url: `/orders/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: { status: 'cancelled' },
      }),
    }),
  }),
});

export const { useGetMyOrdersInfiniteQuery, useCancelOrderMutation } = ordersApi;
