import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS as HOME, signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function addAddress(as: SignedIn, address: object) {
  return t.request({
    method: 'POST',
    url: '/api/add-address',
    payload: { userId: 'ignored', address },
    headers: { cookie: as.cookie },
  });
}
function addresses(as: SignedIn, query = `?UserId=${as.user.id}`) {
  return t.request({
    method: 'GET',
    url: `/api/user-address${query}`,
    headers: { cookie: as.cookie },
  });
}

describe('addresses', () => {
  it('the first address is primary and listed first; later ones are not', async () => {
    const asha = await signInAs(t, 'Customer');
    const first = await addAddress(asha, HOME);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Address added successfully',
      address: { ...HOME, mobileNo2: null, isPrimary: true },
    });
    await addAddress(asha, { ...HOME, houseNo: 'Office, 2nd floor', mobileNo2: '9123456780' });
    const res = await addresses(asha);
    expect(res.json()).toMatchObject({
      firstName: 'Asha',
      email: asha.user.email,
      addresses: [
        { isPrimary: true, houseNo: HOME.houseNo },
        { isPrimary: false, mobileNo2: '9123456780' },
      ],
    });
  });

  it("gives the first specification's messages for missing and malformed fields", async () => {
    const asha = await signInAs(t, 'Customer');
    const res = await addAddress(asha, {
      firstName: '',
      mobileNo: '98765',
      mobileNo2: '12',
      pincode: '4110',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields;
    expect(fields['address.firstName']).toBe('FirstName is required');
    expect(fields['address.lastName']).toBe('LastName is required');
    expect(fields['address.mobileNo']).toBe('Mobile No must be exactly 10 digits');
    expect(fields['address.mobileNo2']).toBe('Alternate Mobile No must be exactly 10 digits');
    expect(fields['address.pincode']).toBe('Pincode must be exactly 6 digits');
    expect((await addresses(asha)).json().addresses).toEqual([]);
  });

  it('never deletes the primary address, and deletes the others', async () => {
    const asha = await signInAs(t, 'Customer');
    const primary = (await addAddress(asha, HOME)).json().address;
    const office = (await addAddress(asha, { ...HOME, houseNo: 'Office' })).json().address;
    const del = (id: string) =>
      t.request({
        method: 'DELETE',
        url: `/api/delete-address/${id}?_id=${asha.user.id}`,
        headers: { cookie: asha.cookie },
      });
    const refused = await del(primary._id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'You cannot delete your primary address. To make changes, please update it from your profile.',
    );
    expect((await del(office._id)).statusCode).toBe(200);
    expect((await addresses(asha)).json().addresses.map((a: { _id: string }) => a._id)).toEqual([
      primary._id,
    ]);
  });

  it("keeps another customer's addresses out of reach", async () => {
    const asha = await signInAs(t, 'Customer');
    const ravi = await signInAs(t, 'Customer');
    const raviHome = (await addAddress(ravi, HOME)).json().address;
    expect((await addresses(asha, `?UserId=${ravi.user.id}`)).statusCode).toBe(403);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/delete-address/${raviHome._id}`,
      headers: { cookie: asha.cookie },
    });
    expect(del.statusCode).toBe(404);
    expect((await addresses(ravi)).json().addresses).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/user-address' })).statusCode).toBe(401);
  });
});
