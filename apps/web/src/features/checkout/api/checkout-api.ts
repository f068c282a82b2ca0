import type { z } from 'zod';
import type {
  AddAddressBody,
  AddAddressResponse,
  MessageResponse,
  PincodePlace,
  PlaceOrderBody,
  placeOrderResponseSchema,
  UserAddresses,
} from '@haat/contracts';
import { defineLookup, defineMutation, defineQuery } from '../../../lib/endpoints';

export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

// The checkout's calls of spec 7: addresses and placing the order.

/** City and state of a 6-digit pincode, from India Post's data; 404 for an unknown one. */
export const useLookUpPincodePlace = defineLookup<PincodePlace, string>({
  query: (pincode) => `/pincode/${encodeURIComponent(pincode)}`,
});

export const useGetAddressesQuery = defineQuery<UserAddresses, string>({
  query: (userId) => ({ url: '/user-address', params: { UserId: userId } }),
  tags: ['Addresses'],
});

export const useAddAddressMutation = defineMutation<AddAddressResponse, AddAddressBody>({
  query: (body) => ({ url: '/add-address', method: 'POST', body }),
  invalidates: ['Addresses'],
});

export const useDeleteAddressMutation = defineMutation<
  MessageResponse,
  { addressId: string; userId: string }
>({
  query: ({ addressId, userId }) => ({
    url: `/delete-address/${encodeURIComponent(addressId)}`,
    method: 'DELETE',
    params: { _id: userId },
  }),
  invalidates: ['Addresses'],
});

export const usePlaceOrderMutation = defineMutation<
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
});
