import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { CALL_PATHS, type Me, type SessionUser } from '@haat/contracts';
import { callApi } from '../../../lib/fetch-json';
import { currentUser, startSession } from '../../../lib/session';

// My account's calls (docs/product.md, "My account").

/**
 * The address book's answers are keyed by their path under `/api` as the checkout keys them
 * (lib/api-query), so a change here shows at the checkout at once.
 */
const ADDRESSES = CALL_PATHS['addresses.list'].path.slice('/api'.length);

export const accountQueries = {
  me: () => queryOptions({ queryKey: ['account', 'me'], queryFn: () => callApi('account.me.get') }),
  sessions: () =>
    queryOptions({
      queryKey: ['account', 'sessions'],
      queryFn: () => callApi('account.sessions.list'),
      refetchOnMount: 'always',
    }),
  addresses: (userId: string) =>
    queryOptions({
      queryKey: [ADDRESSES, { UserId: userId }],
      queryFn: () => callApi('addresses.list', { query: { UserId: userId } }),
    }),
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

function invalidateAddresses(client: QueryClient) {
  void client.invalidateQueries({ queryKey: [ADDRESSES] });
}

export const accountMutations = {
  updateNames: () =>
    mutationOptions({
      mutationFn: (body: { firstName: string; lastName: string }) =>
        callApi('account.me.update', { body }),
      onSuccess: (me, _body, _result, { client }) => followProfile(client, me),
    }),
  startContact: () =>
    mutationOptions({
      mutationFn: (body: { email: string } | { phone: string }) =>
        callApi('account.contact.start', { body }),
    }),
  verifyContact: () =>
    mutationOptions({
      mutationFn: (otp: string) => callApi('account.contact.verify', { body: { otp } }),
      onSuccess: (me, _otp, _result, { client }) => followProfile(client, me),
    }),
  changePassword: () =>
    mutationOptions({
      mutationFn: (body: { currentPassword: string; newPassword: string }) =>
        callApi('account.password.change', { body }),
      onSettled: (_answer, _error, _body, _result, { client }) =>
        void client.invalidateQueries({ queryKey: accountQueries.sessions().queryKey }),
    }),
  endSession: () =>
    mutationOptions({
      mutationFn: (id: string) => callApi('account.sessions.end', { params: { id } }),
      onSettled: (_answer, _error, _id, _result, { client }) =>
        void client.invalidateQueries({ queryKey: accountQueries.sessions().queryKey }),
    }),
  endOtherSessions: () =>
    mutationOptions({
      mutationFn: () => callApi('account.sessions.endOthers'),
      onSettled: (_answer, _error, _vars, _result, { client }) =>
        void client.invalidateQueries({ queryKey: accountQueries.sessions().queryKey }),
    }),
  addAddress: () =>
    mutationOptions({
      mutationFn: (address: AddressForm) => callApi('addresses.add', { body: { address } }),
      onSettled: (_answer, _error, _vars, _result, { client }) => invalidateAddresses(client),
    }),
  updateAddress: () =>
    mutationOptions({
      mutationFn: ({ addressId, address }: { addressId: string; address: AddressForm }) =>
        callApi('addresses.update', { params: { addressId }, body: { address } }),
      onSettled: (_answer, _error, _vars, _result, { client }) => invalidateAddresses(client),
    }),
  makePrimary: () =>
    mutationOptions({
      mutationFn: (addressId: string) =>
        callApi('addresses.makePrimary', { params: { addressId } }),
      onSettled: (_answer, _error, _vars, _result, { client }) => invalidateAddresses(client),
    }),
  deleteAddress: () =>
    mutationOptions({
      mutationFn: ({ addressId, userId }: { addressId: string; userId: string }) =>
        callApi('addresses.delete', { params: { addressId }, query: { _id: userId } }),
      onSettled: (_answer, _error, _vars, _result, { client }) => invalidateAddresses(client),
    }),
  deleteAccount: () =>
    mutationOptions({
      mutationFn: (body: { password?: string; otp?: string }) =>
        callApi('account.delete', { body }),
    }),
};

/** What the address form sends: every field as typed (the server trims and checks). */
export interface AddressForm {
  firstName: string;
  lastName: string;
  mobileNo: string;
  mobileNo2: string;
  houseNo: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
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
