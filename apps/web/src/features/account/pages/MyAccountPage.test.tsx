import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Address, DeviceSession, Me } from '@haat/contracts';
import { currentUser } from '../../../lib/session';
import { makeUser } from '../../../testing/factories';
import { errorAnswer, fakeApi, type ApiHandlers } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render';
import { accountRoutes } from '../routes';

const asha = makeUser();
const me: Me = { ...asha, createdAt: '2026-11-01T10:00:00.000Z', orderSms: true };

function address(overrides: Partial<Address>): Address {
  return {
    _id: 'home',
    firstName: 'Asha',
    lastName: 'Verma',
    mobileNo: '9876501234',
    mobileNo2: null,
    houseNo: 'Flat 4B',
    street: 'MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    isPrimary: true,
    ...overrides,
  };
}

const SESSIONS: DeviceSession[] = [
  { id: 's1', device: 'Chrome on Android', lastSeenAt: '2026-11-25T10:00:00.000Z', current: true },
  {
    id: 's2',
    device: 'Firefox on Windows',
    lastSeenAt: '2026-11-24T09:00:00.000Z',
    current: false,
  },
];

/** My account with a stand-in server; `handlers` add to or replace the page's reads. */
function renderAccount(handlers: ApiHandlers = {}, addresses = [address({})]) {
  let book = addresses;
  const api = fakeApi({
    'GET /api/me': () => me,
    'GET /api/user-address': () => ({ ...asha, addresses: book }),
    'GET /api/me/sessions': () => SESSIONS,
    ...handlers,
  });
  const view = renderRoutes(accountRoutes, {
    route: '/my-account',
    user: asha,
    withToasts: true,
    standIns: { '/': 'Home page' },
  });
  return { ...view, ...api, setBook: (next: Address[]) => (book = next) };
}

describe('MyAccountPage (docs/product.md, My account)', () => {
  it('a phone-only customer switches order SMS off', async () => {
    const phoneOnly: Me = { ...me, email: null, phone: '9876543210' };
    const api = renderAccount({
      'GET /api/me': () => phoneOnly,
      'PUT /api/me': () => ({ ...phoneOnly, orderSms: false }),
    });
    const box = await screen.findByRole('checkbox', { name: /Order updates by SMS/ });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(api.callsTo('PUT /api/me')[0]?.body).toEqual({
      firstName: phoneOnly.firstName,
      lastName: phoneOnly.lastName,
      orderSms: false,
    });
  });

  it('an email customer has no order SMS switch', async () => {
    renderAccount();
    await screen.findByRole('heading', { name: 'Profile' });
    expect(screen.queryByRole('checkbox', { name: /Order updates by SMS/ })).toBeNull();
  });

  it('shows every section and saves a new name, which the signed-in user follows', async () => {
    const { callsTo, queryClient } = renderAccount({
      'PUT /api/me': ({ body }) => ({ ...me, ...(body as object) }),
    });
    for (const name of ['Profile', 'Addresses', 'Password', 'Devices', 'My data']) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    expect(document.title).toBe('My Account · Haat');
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('asha@example.in');
    expect(profile).toHaveTextContent('Not added yet');

    const first = within(profile).getByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Aasha');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(currentUser(queryClient)?.firstName).toBe('Aasha'));
    expect(callsTo('PUT /api/me')[0]!.body).toEqual({ firstName: 'Aasha', lastName: 'Verma' });
  });

  it("shows the server's reasons under the name fields", async () => {
    renderAccount({
      'PUT /api/me': () =>
        errorAnswer(400, 'firstName: First name is required', {
          firstName: 'First name is required',
        }),
    });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    await userEvent.clear(within(profile).getByLabelText('First name'));
    await userEvent.click(within(profile).getByRole('button', { name: 'Save name' }));
    expect(await within(profile).findByText('First name is required')).toBeInTheDocument();
  });

  it('changes the email only after the code is confirmed', async () => {
    const { callsTo } = renderAccount({
      'POST /api/me/contact': () =>
        Response.json(
          { message: 'We sent a 6-digit code to new@example.in.', sentTo: 'new@example.in' },
          { status: 202 },
        ),
      'POST /api/me/contact/verify': () => ({ ...me, email: 'new@example.in' }),
    });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    await userEvent.click(within(profile).getByRole('button', { name: 'Change email' }));
    await userEvent.type(within(profile).getByLabelText('New email'), 'new@example.in');
    await userEvent.click(within(profile).getByRole('button', { name: 'Send code' }));
    expect(await within(profile).findByText('new@example.in')).toBeInTheDocument();
    expect(profile).toHaveTextContent('asha@example.in');
    await userEvent.type(within(profile).getByLabelText('Code'), '123456');
    await userEvent.click(within(profile).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo('POST /api/me/contact/verify')).toHaveLength(1));
    expect(callsTo('POST /api/me/contact')[0]!.body).toEqual({ email: 'new@example.in' });
    expect(callsTo('POST /api/me/contact/verify')[0]!.body).toEqual({ otp: '123456' });
  });

  it('makes another address primary, and the list follows the server', async () => {
    const office = address({ _id: 'office', houseNo: 'Office 2', isPrimary: false });
    const { callsTo, setBook } = renderAccount(
      {
        'PUT /api/addresses/office/primary': () => {
          setBook([{ ...office, isPrimary: true }, address({ isPrimary: false })]);
          return { message: 'This is now your primary address.', address: office };
        },
      },
      [address({}), office],
    );
    const section = await screen.findByRole('region', { name: 'Addresses' });
    await within(section).findByRole('article', { name: 'Office 2, MG Road' });
    expect(
      within(section).queryByRole('button', { name: 'Make Flat 4B, MG Road primary' }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Make Office 2, MG Road primary' }),
    );
    await waitFor(() => {
      const cards = within(section).getAllByRole('article');
      expect(cards[0]).toHaveAccessibleName('Office 2, MG Road');
      expect(cards[0]).toHaveTextContent('Primary');
    });
    expect(callsTo('PUT /api/addresses/office/primary')).toHaveLength(1);
  });

  it('edits an address: its own pincode keeps the saved city, a new one fills city and state', async () => {
    const { callsTo } = renderAccount({
      'GET /api/pincode/411001': () => ({
        pincode: '411001',
        city: 'Pune City',
        state: 'Maharashtra',
      }),
      'GET /api/pincode/682011': () => ({ pincode: '682011', city: 'Ernakulam', state: 'Kerala' }),
      'PUT /api/update-address/home': ({ body }) => ({
        message: 'Address updated',
        address: address((body as { address: Partial<Address> }).address),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Flat 4B, MG Road' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Address' });
    const pincode = within(dialog).getByLabelText('Pincode');
    await waitFor(() => expect(pincode).toHaveAccessibleDescription('Pune City, Maharashtra'));
    expect(within(dialog).getByLabelText('City')).toHaveValue('Pune');

    await userEvent.clear(pincode);
    await userEvent.type(pincode, '682011');
    await waitFor(() => expect(within(dialog).getByLabelText('City')).toHaveValue('Ernakulam'));
    expect(within(dialog).getByLabelText('State')).toHaveValue('Kerala');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('PUT /api/update-address/home')[0]!.body).toEqual({
      address: {
        firstName: 'Asha',
        lastName: 'Verma',
        mobileNo: '9876501234',
        // The contracts' schema sends an empty second number as null, as the checkout does.
        mobileNo2: null,
        houseNo: 'Flat 4B',
        street: 'MG Road',
        city: 'Ernakulam',
        state: 'Kerala',
        pincode: '682011',
      },
    });
  });

  it('says a wrong current password under its field', async () => {
    renderAccount({
      'PUT /api/me/password': () =>
        errorAnswer(400, 'Your current password is wrong.', {
          currentPassword: 'Your current password is wrong.',
        }),
    });
    const section = await screen.findByRole('region', { name: 'Password' });
    await userEvent.type(within(section).getByLabelText('Current password'), 'guess-1234');
    await userEvent.type(within(section).getByLabelText('New password'), 'Tamarind-Rain-77');
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Your current password is wrong.')).toBeInTheDocument();
  });

  it('marks this device and signs another out', async () => {
    const { callsTo } = renderAccount({
      'DELETE /api/me/sessions/s2': () => ({ message: 'Signed out of that device.' }),
    });
    const section = await screen.findByRole('region', { name: 'Devices' });
    const items = await within(section).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on AndroidThis device');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(items[1]!).getByRole('button', { name: /^Sign out Firefox/ }));
    await waitFor(() => expect(callsTo('DELETE /api/me/sessions/s2')).toHaveLength(1));
    expect(
      within(section).getByRole('button', { name: 'Sign out all other devices' }),
    ).toBeVisible();
  });

  it('says which order holds the deletion back, and signs out once deleted', async () => {
    let open = true;
    const { queryClient } = renderAccount({
      'DELETE /api/me': () =>
        open
          ? errorAnswer(
              409,
              'Your order HT-26-000012 is shipped. You can delete your account once it is delivered, returned or cancelled.',
            )
          : { message: 'Your account has been deleted.' },
    });
    const section = await screen.findByRole('region', { name: 'My data' });
    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'Correct-Horse-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('HT-26-000012 is shipped');
    open = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(currentUser(queryClient)).toBeNull();
  });
});
