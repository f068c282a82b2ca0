import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type {
  AddUserBody,
  AssignableRole,
  BulkStatusBody,
  CallAnswer,
  CategoryBody,
  OrderDetail,
  OrderStatus,
  ProductBody,
  SpecialCardBody,
  UpdateOrderStatusBody,
} from '@haat/contracts';
import { PAGE_SIZE } from '@haat/contracts';
import { callMutation, callQuery, invalidateCalls, type CallKey } from '../../../lib/api-query';
import { callApi, callApiWith } from '../../../lib/fetch-json';

type UserList = CallAnswer<'users.list'>;

export interface UserListArgs {
  page: number;
  search: string;
}

/** The orders table's filters as the screen keeps them (docs/product.md, "Admin: orders"). */
export interface OrderFilterArgs {
  status?: OrderStatus;
  /** India days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  agentId?: string;
  pincode?: string;
  q?: string;
}

export interface OrderListArgs extends OrderFilterArgs {
  page: number;
  shipped?: boolean;
  sort?: 'newest' | 'oldest';
  limit?: number;
}

/** Rows per page of the Users and orders tables. */
export const ADMIN_ROWS = 20;

// The admin's changes invalidate by the declared calls' names. The storefront keys its
// answers by the same names, so a changed category or card shows there too.
const USERS = 'users.list';
const CATEGORIES = 'catalog.categories.list';
const CARD = 'catalog.specialCard.get';
const PRODUCTS = 'catalog.products.list';
const ORDERS = 'orders.all.list';
const FIGURES = 'orders.figures.get';

/** A yes/no of a query as the call takes it (and as the address always spelled it). */
const flag = (value: boolean | undefined) =>
  value === undefined ? undefined : (`${value}` as const);

/** The answers about one product or one order, whatever else they were asked with. */
const productKey = (id: string) => ['catalog.products.get', { params: { id } }] as const;
const orderKey = (id: string) => ['orders.get', { params: { id } }] as const;

/** The admin dashboard's calls (docs/product.md, "Admin dashboard"), loaded with its pages only. */
export const adminQueries = {
  users: ({ page, search }: UserListArgs) =>
    queryOptions({
      ...callQuery(USERS, { query: { page, limit: ADMIN_ROWS, search: search || undefined } }),
      // The table stays while the next page loads.
      placeholderData: keepPreviousData,
    }),
  categories: () => callQuery(CATEGORIES),
  card: () => callQuery(CARD),
  product: (id: string) =>
    queryOptions({
      ...callQuery('catalog.products.get', { params: { id } }),
      // Dropped when the form goes, so the next edit starts from the product as it is now.
      gcTime: 0,
    }),
  orders: ({ page, shipped, limit = ADMIN_ROWS, ...filters }: OrderListArgs) =>
    queryOptions({
      ...callQuery(ORDERS, { query: { page, limit, shipped: flag(shipped), ...filters } }),
      placeholderData: keepPreviousData,
    }),
  order: (id: string) =>
    queryOptions({
      queryKey: ['orders.get', { params: { id } }] as CallKey,
      // The call answers each caller their own view of the order; the Admin's is the staff one,
      // with the agent and the commission (docs/product.md, "Admin: orders").
      queryFn: async ({ signal }) =>
        (await callApiWith('orders.get', { signal }, { params: { id } })) as OrderDetail,
    }),
  orderFigures: () => callQuery(FIGURES),
  /**
   * The agents the orders filter offers by name: the users list, agents only, one page of the
   * most the call gives. A role change invalidates it with every users list.
   */
  agentChoices: () =>
    queryOptions({
      ...callQuery(USERS, { query: { role: 'Agent', page: 1, limit: PAGE_SIZE.max } }),
      staleTime: 5 * 60_000,
    }),
};

/** Every list of users holding `id` shows it with `role`. */
function showRole(users: UserList, id: string, role: AssignableRole): UserList {
  return {
    ...users,
    result: users.result.map((user) => (user._id === id ? { ...user, role } : user)),
  };
}

const updateRoleKey = ['users.role.change'] as const;

export const adminMutations = {
  /**
   * The switch flips at once, in every list of users on screen, and flips back if the server
   * refuses (docs/product.md, "Admin: users"). The lists are read again once the last flip
   * has its answer.
   */
  updateRole: () =>
    mutationOptions({
      mutationKey: updateRoleKey,
      mutationFn: ({ id, role }: { id: string; role: AssignableRole }) =>
        callApi('users.role.change', { params: { id }, body: { role } }),
      onMutate: async ({ id, role }, { client }) => {
        await client.cancelQueries({ queryKey: [USERS] });
        const before = client.getQueriesData<UserList>({ queryKey: [USERS] });
        client.setQueriesData<UserList>({ queryKey: [USERS] }, (users) =>
          users ? showRole(users, id, role) : users,
        );
        return { before };
      },
      onError: (_error, _variables, onMutateResult, { client }) => {
        for (const [key, users] of onMutateResult?.before ?? []) client.setQueryData(key, users);
      },
      onSettled: (_answer, _error, _variables, _onMutateResult, { client }) => {
        if (client.isMutating({ mutationKey: updateRoleKey }) === 1) invalidateCalls(client, USERS);
      },
    }),
  addUser: () =>
    callMutation(
      'users.add',
      (body: AddUserBody) => ({ body }),
      () => [USERS],
    ),
  addCategory: () =>
    callMutation(
      'catalog.categories.create',
      (body: CategoryBody) => ({ body }),
      () => [CATEGORIES],
    ),
  updateCategory: () =>
    callMutation(
      'catalog.categories.update',
      ({ id, body }: { id: string; body: CategoryBody }) => ({ params: { id }, body }),
      () => [CATEGORIES, CARD],
    ),
  deleteCategory: () =>
    callMutation(
      'catalog.categories.delete',
      (id: string) => ({ params: { id } }),
      () => [CATEGORIES, CARD],
    ),
  /**
   * The card adjuster: the card shows its new values at once and its old ones again if the
   * server refuses; then it is read again, here and on the storefront.
   */
  updateCard: () =>
    mutationOptions({
      mutationFn: ({ id, body }: { id: string; body: SpecialCardBody }) =>
        callApi('catalog.specialCard.update', { params: { id }, body }),
      onMutate: async ({ body }, { client }) => {
        const key = adminQueries.card().queryKey;
        await client.cancelQueries({ queryKey: key });
        const before = client.getQueryData(key);
        if (before) client.setQueryData(key, { ...before, ...body });
        return { before };
      },
      onError: (_error, _variables, onMutateResult, { client }) => {
        if (onMutateResult?.before) {
          client.setQueryData(adminQueries.card().queryKey, onMutateResult.before);
        }
      },
      onSettled: (_answer, _error, _variables, _onMutateResult, { client }) =>
        invalidateCalls(client, CARD),
    }),
  addProduct: () =>
    callMutation(
      'catalog.products.create',
      (body: ProductBody) => ({ body }),
      () => [PRODUCTS],
    ),
  updateProduct: () =>
    callMutation(
      'catalog.products.update',
      ({ id, body }: { id: string; body: ProductBody }) => ({ params: { id }, body }),
      ({ id }) => [PRODUCTS, productKey(id)],
    ),
  deleteProduct: () =>
    callMutation(
      'catalog.products.delete',
      (id: string) => ({ params: { id } }),
      (id) => [PRODUCTS, productKey(id)],
    ),
  // Issue 23: many orders at once, each through the one-order move.
  bulkMove: () =>
    callMutation(
      'orders.status.bulkMove',
      (body: BulkStatusBody) => ({ body }),
      () => [ORDERS, FIGURES, 'orders.get'],
    ),
  // Issue 15: the cash-on-delivery moves and the figures above the orders table.
  changeOrderStatus: () =>
    callMutation(
      'orders.status.move',
      ({ id, body }: { id: string; body: UpdateOrderStatusBody }) => ({ params: { id }, body }),
      ({ id }) => [ORDERS, FIGURES, orderKey(id)],
    ),
};
