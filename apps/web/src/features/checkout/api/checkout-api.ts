import type { AddAddressBody, CallAnswer, PlaceOrderBody } from '@haat/contracts';
import { callMutation, callQuery } from '../../../lib/api-query';

export type PlaceOrderResponse = CallAnswer<'orders.place'>;

// The checkout's calls (docs/product.md, "Calls"): addresses and placing the order.

const ADDRESSES = 'addresses.list';

export const checkoutQueries = {
  addresses: (userId: string) => callQuery(ADDRESSES, { query: { UserId: userId } }),
};

export const checkoutMutations = {
  addAddress: () =>
    callMutation(
      'addresses.add',
      (body: AddAddressBody) => ({ body }),
      () => [ADDRESSES],
    ),
  deleteAddress: () =>
    callMutation(
      'addresses.delete',
      ({ addressId, userId }: { addressId: string; userId: string }) => ({
        params: { addressId },
        query: { _id: userId },
      }),
      () => [ADDRESSES],
    ),
  placeOrder: () =>
    callMutation(
      'orders.place',
      ({ body, idempotencyKey }: { body: PlaceOrderBody; idempotencyKey: string }) => ({
        body,
        // The same key on a retry of this attempt returns the first order, never a second.
        headers: { 'idempotency-key': idempotencyKey },
      }),
    ),
};
