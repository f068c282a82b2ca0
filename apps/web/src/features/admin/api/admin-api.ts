import type {
  AddUserBody,
  AdminOrderList,
  Category,
  CategoryBody,
  Order,
  OrderDetail,
  OrderFigures,
  OrderStatus,
  UpdateOrderStatusBody,
  Product,
  ProductBody,
  ProductResponse,
  SpecialCard,
  SpecialCardBody,
  UserList,
  UserResponse,
  AssignableRole,
} from '@haat/contracts';
import { defineMutation, defineQuery } from '../../../lib/endpoints';

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

/** The admin dashboard's calls (spec 7), loaded with the dashboard's pages only. */
export const useGetUsersQuery = defineQuery<UserList, UserListArgs>({
  query: ({ page, search }) => ({
    url: '/get-all-users',
    params: { page, limit: ADMIN_ROWS, search: search || undefined },
  }),
  tags: ['AdminUsers'],
});

export const useUpdateRoleMutation = defineMutation<
  UserResponse,
  { id: string; role: AssignableRole }
>({
  query: ({ id, role }) => ({
    url: `/update-role/${encodeURIComponent(id)}`,
    method: 'PUT',
    body: { role },
  }),
});

export const useAddUserMutation = defineMutation<UserResponse, AddUserBody>({
  query: (body) => ({ url: '/add-user', method: 'POST', body }),
  invalidates: ['AdminUsers'],
});

export const useGetAdminCategoriesQuery = defineQuery<Category[], void>({
  query: () => '/todos',
  tags: ['AdminCategories'],
});

export const useAddCategoryMutation = defineMutation<Category, CategoryBody>({
  query: (body) => ({ url: '/todos', method: 'POST', body }),
  invalidates: ['AdminCategories'],
});

export const useUpdateCategoryMutation = defineMutation<
  Category,
  { id: string; body: CategoryBody }
>({
  query: ({ id, body }) => ({ url: `/todos/${encodeURIComponent(id)}`, method: 'PUT', body }),
  invalidates: ['AdminCategories', 'AdminCard'],
});

export const useDeleteCategoryMutation = defineMutation<void, string>({
  query: (id) => ({ url: `/todos/${encodeURIComponent(id)}`, method: 'DELETE' }),
  invalidates: ['AdminCategories', 'AdminCard'],
});

export const useGetAdminCardQuery = defineQuery<SpecialCard, void>({
  query: () => '/get-card-details',
  tags: ['AdminCard'],
});

export const useUpdateCardMutation = defineMutation<
  SpecialCard,
  { id: string; body: SpecialCardBody }
>({
  query: ({ id, body }) => ({
    url: `/update-special-card/${encodeURIComponent(id)}`,
    method: 'PUT',
    body,
  }),
  invalidates: ['AdminCard'],
});

export const useGetAdminProductQuery = defineQuery<Product, string>({
  query: (id) => `/products/${encodeURIComponent(id)}`,
  dropWhenUnused: true,
});

export const useAddProductMutation = defineMutation<ProductResponse, ProductBody>({
  query: (body) => ({ url: '/add-product', method: 'POST', body }),
});

export const useUpdateProductMutation = defineMutation<
  ProductResponse,
  { id: string; body: ProductBody }
>({
  query: ({ id, body }) => ({
    url: `/update-product/${encodeURIComponent(id)}`,
    method: 'PUT',
    body,
  }),
});

export const useDeleteProductMutation = defineMutation<ProductResponse, string>({
  query: (id) => ({ url: `/product-delete/${encodeURIComponent(id)}`, method: 'PUT' }),
});

export const useGetAllOrdersQuery = defineQuery<AdminOrderList, OrderListArgs>({
  query: ({ page, shipped, status }) => ({
    url: '/get-all-orders',
    params: { page, limit: ADMIN_ROWS, shipped, status },
  }),
  tags: ['AdminOrders'],
});

export const useGetOrderQuery = defineQuery<OrderDetail, string>({
  query: (id) => `/orders/${encodeURIComponent(id)}`,
  tags: ['AdminOrders'],
});

// Issue 15: the cash-on-delivery moves and the figures above the orders table.
export const useChangeOrderStatusMutation = defineMutation<
  { message: string; order: Order },
  { id: string; body: UpdateOrderStatusBody }
>({
  query: ({ id, body }) => ({
    url: `/orders/${encodeURIComponent(id)}/status`,
    method: 'PUT',
    body,
  }),
  invalidates: ['AdminOrders'],
});

export const useGetOrderFiguresQuery = defineQuery<OrderFigures, void>({
  query: () => '/order-figures',
  tags: ['AdminOrders'],
});
