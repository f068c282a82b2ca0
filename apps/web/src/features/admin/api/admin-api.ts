import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type {
  AddUserBody,
  AdminOrderList,
  AdminUser,
  AssignableRole,
  Category,
  CategoryBody,
  Order,
  OrderDetail,
  OrderFigures,
  OrderStatus,
  Product,
  ProductBody,
  ProductResponse,
  SpecialCard,
  SpecialCardBody,
  UpdateOrderStatusBody,
  UserList,
  UserResponse,
} from '@haat/contracts';
import { apiMutation, apiQuery, invalidatePaths } from '../../../lib/api-query';
import { sendJson } from '../../../lib/fetch-json';

export interface UserListArgs {
  page: number;
  search: string;
}

export interface OrderListArgs {
  page: number;
  shipped?: boolean;
  status?: OrderStatus;
}

/** Rows per page of the Users and orders tables. */
export const ADMIN_ROWS = 20;

// The paths the admin's changes invalidate. The storefront keys its answers by the same
// paths, so a changed category or card shows there too.
const USERS = '/get-all-users';
const CATEGORIES = '/todos';
const CARD = '/get-card-details';
const PRODUCTS = '/all-products';
const ORDERS = '/get-all-orders';
const FIGURES = '/order-figures';

const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;
const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** The admin dashboard's calls (docs/product.md, "Admin dashboard"), loaded with its pages only. */
export const adminQueries = {
  users: ({ page, search }: UserListArgs) =>
    queryOptions({
      ...apiQuery<UserList>(USERS, { page, limit: ADMIN_ROWS, search: search || undefined }),
      // The table stays while the next page loads.
      placeholderData: keepPreviousData,
    }),
  categories: () => apiQuery<Category[]>(CATEGORIES),
  card: () => apiQuery<SpecialCard>(CARD),
  product: (id: string) =>
    queryOptions({
      ...apiQuery<Product>(productPath(id)),
      // Dropped when the form goes, so the next edit starts from the product as it is now.
      gcTime: 0,
    }),
  orders: ({ page, shipped, status }: OrderListArgs) =>
    queryOptions({
      ...apiQuery<AdminOrderList>(ORDERS, { page, limit: ADMIN_ROWS, shipped, status }),
      placeholderData: keepPreviousData,
    }),
  order: (id: string) => apiQuery<OrderDetail>(orderPath(id)),
  orderFigures: () => apiQuery<OrderFigures>(FIGURES),
};

/** Every list of users holding `id` shows it with `role`. */
function showRole(users: UserList, id: string, role: AssignableRole): UserList {
  return {
    ...users,
    result: users.result.map((user): AdminUser => (user._id === id ? { ...user, role } : user)),
  };
}

const updateRoleKey = ['update-role'] as const;

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
        sendJson<UserResponse>({
          url: `/update-role/${encodeURIComponent(id)}`,
          method: 'PUT',
          body: { role },
        }),
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
        if (client.isMutating({ mutationKey: updateRoleKey }) === 1) invalidatePaths(client, USERS);
      },
    }),
  addUser: () =>
    apiMutation<UserResponse, AddUserBody>(
      (body) => ({ url: '/add-user', method: 'POST', body }),
      () => [USERS],
    ),
  addCategory: () =>
    apiMutation<Category, CategoryBody>(
      (body) => ({ url: CATEGORIES, method: 'POST', body }),
      () => [CATEGORIES],
    ),
  updateCategory: () =>
    apiMutation<Category, { id: string; body: CategoryBody }>(
      ({ id, body }) => ({ url: `${CATEGORIES}/${encodeURIComponent(id)}`, method: 'PUT', body }),
      () => [CATEGORIES, CARD],
    ),
  deleteCategory: () =>
    apiMutation<void, string>(
      (id) => ({ url: `${CATEGORIES}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      () => [CATEGORIES, CARD],
    ),
  /**
   * The card adjuster: the card shows its new values at once and its old ones again if the
   * server refuses; then it is read again, here and on the storefront.
   */
  updateCard: () =>
    mutationOptions({
      mutationFn: ({ id, body }: { id: string; body: SpecialCardBody }) =>
        sendJson<SpecialCard>({
          url: `/update-special-card/${encodeURIComponent(id)}`,
          method: 'PUT',
          body,
        }),
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
        invalidatePaths(client, CARD),
    }),
  addProduct: () =>
    apiMutation<ProductResponse, ProductBody>(
      (body) => ({ url: '/add-product', method: 'POST', body }),
      () => [PRODUCTS],
    ),
  updateProduct: () =>
    apiMutation<ProductResponse, { id: string; body: ProductBody }>(
      ({ id, body }) => ({ url: `/update-product/${encodeURIComponent(id)}`, method: 'PUT', body }),
      ({ id }) => [PRODUCTS, productPath(id)],
    ),
  deleteProduct: () =>
    apiMutation<ProductResponse, string>(
      (id) => ({ url: `/product-delete/${encodeURIComponent(id)}`, method: 'PUT' }),
      (id) => [PRODUCTS, productPath(id)],
    ),
  // Issue 15: the cash-on-delivery moves and the figures above the orders table.
  changeOrderStatus: () =>
    apiMutation<{ message: string; order: Order }, { id: string; body: UpdateOrderStatusBody }>(
      ({ id, body }) => ({ url: `${orderPath(id)}/status`, method: 'PUT', body }),
      ({ id }) => [ORDERS, FIGURES, orderPath(id)],
    ),
};
