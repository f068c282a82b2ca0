import type { z } from 'zod';
import type {
  AddAddressBody,
  AddAddressResponse,
  MessageResponse,
  PlaceOrderBody,
  placeOrderResponseSchema,
  UserAddresses,
} from '@haat/contracts';
import { api } from '../../../lib/api';

export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** The checkout's calls of spec 7: addresses and placing the order. */
export const checkoutApi = api.enhanceEndpoints({ addTagTypes: ['Addresses'] }).injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<UserAddresses, string>({
      query: (userId) => ({ url: '/user-address', params: { UserId: userId } }),
      providesTags: ['Addresses'],
    }),

    addAddress: build.mutation<AddAddressResponse, AddAddressBody>({
      query: (body) => ({ url: '/add-address', method: 'POST', body }),
      invalidatesTags: ['Addresses'],
    }),

    deleteAddress: build.mutation<MessageResponse, { addressId: string; userId: string }>({
      query: ({ addressId, userId }) => ({
        url: `/delete-address/${encodeURIComponent(addressId)}`,
        method: 'DELETE',
        params: { _id: userId },
      }),
      invalidatesTags: ['Addresses'],
    }),

    placeOrder: build.mutation<
      PlaceOrderResponse,
      { body: PlaceOrderBody; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/place-order',
        method: 'POST',
        body,
        // The same key on a retry of this attempt returns the first order, never a second.
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useAddAddressMutation,
  useDeleteAddressMutation,
  usePlaceOrderMutation,
} = checkoutApi;
