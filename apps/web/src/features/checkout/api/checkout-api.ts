import { queryOptions } from '@tanstack/react-query';
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
import { apiMutation, apiQuery } from '../../../lib/api-query';

export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

// The checkout's calls (docs/product.md, "Calls"): addresses and placing the order.

const ADDRESSES = '/user-address';

export const checkoutQueries = {
  /** City and state of a 6-digit pincode, from India Post's data; 404 for an unknown one. */
  pincodePlace: (pincode: string) =>
    queryOptions({
      ...apiQuery<PincodePlace>(`/pincode/${encodeURIComponent(pincode)}`),
      // A pincode's place does not change while someone types an address.
      staleTime: Infinity,
    }),
  addresses: (userId: string) => apiQuery<UserAddresses>(ADDRESSES, { UserId: userId }),
};

export const checkoutMutations = {
  addAddress: () =>
    apiMutation<AddAddressResponse, AddAddressBody>(
      (body) => ({ url: '/add-address', method: 'POST', body }),
      () => [ADDRESSES],
    ),
  deleteAddress: () =>
    apiMutation<MessageResponse, { addressId: string; userId: string }>(
      ({ addressId, userId }) => ({
        url: `/delete-address/${encodeURIComponent(addressId)}`,
        method: 'DELETE',
        params: { _id: userId },
      }),
      () => [ADDRESSES],
    ),
  placeOrder: () =>
    apiMutation<PlaceOrderResponse, { body: PlaceOrderBody; idempotencyKey: string }>(
      ({ body, idempotencyKey }) => ({
        url: '/place-order',
        method: 'POST',
        body,
        // The same key on a retry of this attempt returns the first order, never a second.
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    ),
};
