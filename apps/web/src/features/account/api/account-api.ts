import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AddressInput, Me, SessionUser } from '@haat/contracts';
import { callMutation, callQuery, invalidateCalls } from '../../../lib/api-query';
import { callApi } from '../../../lib/fetch-json';
import { currentUser, startSession } from '../../../lib/session';

// My account's calls (docs/product.md, "My account"), keyed by call name
// (docs/decisions/125-query-keys-by-call-name.md): the address book's answers are the
// checkout's too, so a change here shows there at once.

const ADDRESSES = 'addresses.list';
const SESSIONS = 'account.sessions.list';

export const accountQueries = {
  me: () => callQuery('account.me.get'),
  sessions: () => queryOptions({ ...callQuery(SESSIONS), refetchOnMount: 'always' }),
  addresses: (userId: string) => callQuery(ADDRESSES, { query: { UserId: userId } }),
};

/** The signed-in user follows the profile: the header greets the new name at once. */
export function followProfile(client: QueryClient, me: Me): void {
  const user = currentUser(client);
  if (!user) return;
  const next: SessionUser = {
    ...user,
    firstName: me.firstName,
    lastName: me.lastName,
    email: me.email,
    phone: me.phone,
  };
  startSession(client, next);
  client.setQueryData(accountQueries.me().queryKey, me);
}

export const accountMutations = {
  updateNames: () =>
    mutationOptions({
      mutationFn: (body: { firstName: string; lastName: string; orderSms?: boolean }) =>
        callApi('account.me.update', { body }),
      onSuccess: (me, _body, _result, { client }) => followProfile(client, me),
    }),
  startContact: () =>
    callMutation('account.contact.start', (body: { email: string } | { phone: string }) => ({
      body,
    })),
  verifyContact: () =>
    mutationOptions({
      mutationFn: (otp: string) => callApi('account.contact.verify', { body: { otp } }),
      onSuccess: (me, _otp, _result, { client }) => followProfile(client, me),
    }),
  changePassword: () =>
    callMutation(
      'account.password.change',
      (body: { currentPassword: string; newPassword: string }) => ({ body }),
      () => [SESSIONS],
    ),
  endSession: () =>
    callMutation(
      'account.sessions.end',
      (id: string) => ({ params: { id } }),
      () => [SESSIONS],
    ),
  endOtherSessions: () =>
    callMutation(
      'account.sessions.endOthers',
      () => ({}),
      () => [SESSIONS],
    ),
  addAddress: () =>
    callMutation(
      'addresses.add',
      (address: AddressInput) => ({ body: { address } }),
      () => [ADDRESSES],
    ),
  updateAddress: () =>
    callMutation(
      'addresses.update',
      ({ addressId, address }: { addressId: string; address: AddressInput }) => ({
        params: { addressId },
        body: { address },
      }),
      () => [ADDRESSES],
    ),
  makePrimary: () =>
    callMutation(
      'addresses.makePrimary',
      (addressId: string) => ({ params: { addressId } }),
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
  deleteAccount: () =>
    callMutation('account.delete', (body: { password?: string; otp?: string }) => ({ body })),
};

/** Every answer about the account, asked again after a change of contact. */
export function invalidateAccount(client: QueryClient): void {
  invalidateCalls(client, 'account.me.get', SESSIONS);
}

/** Everything Haat holds about the account, saved as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await callApi('account.export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'haat-my-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
