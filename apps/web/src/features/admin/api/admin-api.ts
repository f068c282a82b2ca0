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
import { api } from '../../../lib/api';

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

const adminTags = api.enhanceEndpoints({
  addTagTypes: ['AdminUsers', 'AdminOrders', 'AdminCategories', 'AdminCard'],
});

/** The admin dashboard's calls (spec 7), loaded with the dashboard's pages only. */
export const adminApi = adminTags.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserList, UserListArgs>({
      query: ({ page, search }) => ({
        url: '/get-all-users',
        params: { page, limit: ADMIN_ROWS, search: search || undefined },
      }),
      providesTags: ['AdminUsers'],
    }),
    updateRole: build.mutation<UserResponse, { id: string; role: AssignableRole }>({
      query: ({ id, role }) => ({
        url: `/update-role/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { role },
      }),
    }),
    addUser: build.mutation<UserResponse, AddUserBody>({
      query: (body) => ({ url: '/add-user', method: 'POST', body }),
      invalidatesTags: ['AdminUsers'],
    }),

    getAdminCategories: build.query<Category[], void>({
      query: () => '/todos',
      providesTags: ['AdminCategories'],
    }),
    addCategory: build.mutation<Category, CategoryBody>({
      query: (body) => ({ url: '/todos', method: 'POST', body }),
      invalidatesTags: ['AdminCategories'],
    }),
    updateCategory: build.mutation<Category, { id: string; body: CategoryBody }>({
      query: ({ id, body }) => ({ url: `/todos/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['AdminCategories', 'AdminCard'],
    }),
    deleteCategory: build.mutation<void, string>({
      query: (id) => ({ url: `/todos/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminCategories', 'AdminCard'],
    }),
    getAdminCard: build.query<SpecialCard, void>({
      query: () => '/get-card-details',
      providesTags: ['AdminCard'],
    }),
    updateCard: build.mutation<SpecialCard, { id: string; body: SpecialCardBody }>({
      query: ({ id, body }) => ({
        url: `/update-special-card/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['AdminCard'],
    }),

    getAdminProduct: build.query<Product, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
    addProduct: build.mutation<ProductResponse, ProductBody>({
      query: (body) => ({ url: '/add-product', method: 'POST', body }),
    }),
    updateProduct: build.mutation<ProductResponse, { id: string; body: ProductBody }>({
      query: ({ id, body }) => ({
        url: `/update-product/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
    }),
    deleteProduct: build.mutation<ProductResponse, string>({
      query: (id) => ({ url: `/product-delete/${encodeURIComponent(id)}`, method: 'PUT' }),
    }),

    getAllOrders: build.query<AdminOrderList, OrderListArgs>({
      query: ({ page, shipped, status }) => ({
        url: '/get-all-orders',
        params: { page, limit: ADMIN_ROWS, shipped, status },
      }),
      providesTags: ['AdminOrders'],
    }),
    toggleShipped: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: '/update-order', method: 'PUT', body: { _id: id } }),
      invalidatesTags: ['AdminOrders'],
    }),
    getOrder: build.query<OrderDetail, string>({
      query: (id) => `/orders/${encodeURIComponent(id)}`,
      providesTags: ['AdminOrders'],
    }),
    // Issue 15: the cash-on-delivery moves and the figures above the orders table.
    changeOrderStatus: build.mutation<
      { message: string; order: Order },
      { id: string; body: UpdateOrderStatusBody }
    >({
      query: ({ id, body }) => ({
        url: `/orders/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['AdminOrders'],
    }),
    getOrderFigures: build.query<OrderFigures, void>({
      query: () => '/order-figures',
      providesTags: ['AdminOrders'],
    }),
  }),
});

export const {
  useGetUsersQuery,
  useUpdateRoleMutation,
  useAddUserMutation,
  useGetAdminCategoriesQuery,
  useAddCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useGetAdminCardQuery,
  useUpdateCardMutation,
  useGetAdminProductQuery,
  useAddProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useGetAllOrdersQuery,
  useToggleShippedMutation,
  useGetOrderQuery,
  useChangeOrderStatusMutation,
  useGetOrderFiguresQuery,
} = adminApi;
