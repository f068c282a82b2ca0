import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer } from '../../../testing/fake-api';
import { makeAddress, makeCartItem } from '../../../testing/shopping-factories';
import { renderCheckout } from '../test-utils';

const primary = makeAddress({ _id: 'home', isPrimary: true });

async function openDialog() {
  await userEvent.click(
    await screen.findByRole('button', { name: '+ Add to Address' }, { timeout: 5000 }),
  );
  return screen.getByRole('dialog', { name: 'Add New Address' });
}

async function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}

const office = {
  'First name': 'Ravi',
  'Last name': 'Kumar',
  'Mobile no': '98450 67890',
  'Second mobile no (optional)': '',
  'House/flat': '3rd Floor, Prestige Tower',
  Street: 'MG Road',
  City: 'Bengaluru',
  State: 'Karnataka',
  Pincode: '560001',
};

/** Typing the office's pincode looks it up, as the form fills city and state from it. */
const officePincode = {
  'GET /api/pincode/560001': () => ({ pincode: '560001', city: 'Bengaluru', state: 'Karnataka' }),
};

describe('Add New Address dialog (docs/product.md, Addresses)', () => {
  it('opens from + Add to Address with every field, Cancel and Save Address', async () => {
    renderCheckout({ addresses: [primary], lines: [makeCartItem()] });
    const dialog = await openDialog();

    for (const label of Object.keys(office)) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    // The customer's own name is filled in to start with.
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Asha');
    expect(within(dialog).getByRole('button', { name: 'Save Address' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says '{Field} is required' for every field but the second mobile number", async () => {
    const { callsTo } = renderCheckout({ addresses: [primary], lines: [makeCartItem()] });
    const dialog = await openDialog();
    await fill(dialog, { 'First name': '', 'Last name': '' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));

    for (const message of [
      'FirstName is required',
      'LastName is required',
      'Mobile number is required',
      'House / flat is required',
      'Street is required',
      'City is required',
      'State is required',
      'Pincode is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('First name')).toHaveAccessibleDescription(
      'FirstName is required',
    );
    expect(within(dialog).queryByText(/Alternate Mobile No/)).not.toBeInTheDocument();
    expect(callsTo('POST /api/add-address')).toHaveLength(0);
  });

  it('wants 10-digit mobile numbers and a 6-digit pincode', async () => {
    renderCheckout({ addresses: [primary], lines: [makeCartItem()] });
    const dialog = await openDialog();
    await fill(dialog, {
      ...office,
      'Mobile no': '98450',
      'Second mobile no (optional)': '12345',
      Pincode: '5600',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));

    expect(await within(dialog).findByText('Mobile No must be exactly 10 digits')).toBeVisible();
    expect(within(dialog).getByText('Alternate Mobile No must be exactly 10 digits')).toBeVisible();
    expect(within(dialog).getByText('Pincode must be exactly 6 digits')).toBeVisible();
  });

  it('saves the address, says so, closes and chooses it for the order', async () => {
    const added = makeAddress({
      _id: 'office',
      firstName: 'Ravi',
      lastName: 'Kumar',
      mobileNo: '9845067890',
      houseNo: '3rd Floor, Prestige Tower',
      street: 'MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      isPrimary: false,
    });
    const { callsTo, server } = renderCheckout({
      addresses: [primary],
      lines: [makeCartItem()],
      handlers: {
        ...officePincode,
        'POST /api/add-address': () => {
          server.addresses.push(added);
          return Response.json(
            { message: 'Address added successfully', address: added },
            { status: 201 },
          );
        },
      },
    });
    const dialog = await openDialog();
    await fill(dialog, office);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Address added successfully')).toBeInTheDocument();
    expect(callsTo('POST /api/add-address')[0]?.body).toEqual({
      address: {
        firstName: 'Ravi',
        lastName: 'Kumar',
        // Spaces people type in numbers are dropped; an empty second number is none.
        mobileNo: '9845067890',
        mobileNo2: null,
        houseNo: '3rd Floor, Prestige Tower',
        street: 'MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('radio', { name: /Ravi Kumar/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Asha Verma/ })).not.toBeChecked();
  });

  it("warns with the server's message and marks the field it refused", async () => {
    renderCheckout({
      addresses: [primary],
      lines: [makeCartItem()],
      handlers: {
        ...officePincode,
        'POST /api/add-address': () =>
          errorAnswer(400, 'City is required', { 'address.city': 'City is required' }),
      },
    });
    const dialog = await openDialog();
    await fill(dialog, office);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));

    expect(await within(dialog).findByText('City is required')).toBeInTheDocument();
    expect(await screen.findAllByText('City is required')).toHaveLength(2);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("says 'Error adding address' when the server gives no reason", async () => {
    renderCheckout({
      addresses: [primary],
      lines: [makeCartItem()],
      handlers: {
        ...officePincode,
        'POST /api/add-address': () => new Response('oops', { status: 502 }),
      },
    });
    const dialog = await openDialog();
    await fill(dialog, office);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Error adding address')).toBeInTheDocument();
  });

  it('keeps only digits in the numbers and fills city and state from the pincode', async () => {
    renderCheckout({
      addresses: [primary],
      lines: [makeCartItem()],
      handlers: {
        'GET /api/pincode/411001': () => ({
          pincode: '411001',
          city: 'Pune',
          state: 'Maharashtra',
        }),
        'GET /api/pincode/999999': () => errorAnswer(404, 'We do not know this pincode.'),
      },
    });
    const dialog = await openDialog();
    const mobile = within(dialog).getByLabelText('Mobile no');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    await userEvent.type(mobile, '+91 98450-678901');
    expect(mobile).toHaveValue('9845067890');

    const pincode = within(dialog).getByLabelText('Pincode');
    expect(pincode).toHaveAttribute('autocomplete', 'postal-code');
    expect(within(dialog).getByLabelText('House/flat')).toHaveAttribute(
      'autocomplete',
      'address-line1',
    );
    await userEvent.type(pincode, '411 001x');
    expect(pincode).toHaveValue('411001');
    await waitFor(() => expect(within(dialog).getByLabelText('City')).toHaveValue('Pune'));
    expect(within(dialog).getByLabelText('State')).toHaveValue('Maharashtra');
    expect(pincode).toHaveAccessibleDescription('Pune, Maharashtra');

    // A city the customer typed stays; one filled in before is replaced.
    await userEvent.clear(within(dialog).getByLabelText('City'));
    await userEvent.type(within(dialog).getByLabelText('City'), 'Hadapsar');
    await userEvent.clear(pincode);
    await userEvent.type(pincode, '999999');
    await waitFor(() =>
      expect(pincode).toHaveAccessibleDescription(
        'We do not know this pincode; please type the city and state.',
      ),
    );
    expect(within(dialog).getByLabelText('City')).toHaveValue('Hadapsar');
  });

  it('says at once when cash on delivery does not go to the typed pincode', async () => {
    renderCheckout({
      addresses: [primary],
      lines: [makeCartItem()],
      handlers: {
        'GET /api/pincode/500001': () => ({
          pincode: '500001',
          city: 'Hyderabad',
          state: 'Telangana',
          cod: false,
        }),
      },
    });
    const dialog = await openDialog();
    const pincode = within(dialog).getByLabelText('Pincode');
    await userEvent.type(pincode, '500001');
    await waitFor(() =>
      expect(pincode).toHaveAccessibleDescription(
        'Cash on delivery is not available for 500001 yet',
      ),
    );
    expect(within(dialog).getByLabelText('City')).toHaveValue('Hyderabad');
  });
});
