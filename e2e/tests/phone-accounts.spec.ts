import path from 'node:path';
import { readSmsFiles } from '@haat/testing/sms-gateway';
import type { GatewaySms } from '@haat/testing/sms-gateway';
import crypto from 'node:crypto';
import { expect, signedInApi, signInThroughPage, test, toast, typeCode } from '../support/fixtures';

/**
 * Phone numbers as accounts (docs/product.md, "Phone accounts and SMS"): the shop sends its SMS
 * to the gateway stand-in the runner started (playwright.config.ts), which files them.
 */
const smsDir = () => path.join(process.env.HAAT_E2E_DIR!, 'sms');

/** The newest SMS of this kind to the number, waiting for it; `after`: newer than that many. */
async function smsTo(phone: string, flow: string, after = 0): Promise<GatewaySms> {
  let found: GatewaySms | undefined;
  await expect
    .poll(() => {
      const all = readSmsFiles(smsDir()).filter(
        (s) => s.mobiles === `91${phone}` && s.flowId === `flow${flow}`,
      );
      found = all.length > after ? all.at(-1) : undefined;
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

function newPhone(): string {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

test.describe('phone accounts (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a new customer signs up with a mobile number, verifies by SMS and signs in with a code', async ({
    page,
  }) => {
    const phone = newPhone();
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Ravi');
    await page.getByLabel('Last name').fill('Kumar');
    await page.getByLabel('Mobile number').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    await page.getByLabel('Password', { exact: true }).fill('Mango-Tree-91');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/otp-verify$/);
    await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
    const code = (await smsTo(phone, 'signupCode')).variables.code!;
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expect(page).toHaveURL(/\/sign-in/);

    await page.getByLabel('Email or phone number').fill(phone);
    await page.getByRole('button', { name: 'Get a code' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with a code' })).toBeVisible();
    const signInCode = (await smsTo(phone, 'signInCode')).variables.code!;
    await page.getByLabel('Sign-in code').fill(signInCode);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(toast(page, 'SignIn successful!')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Hello, Ravi')).toBeVisible();
  });

  test('a phone customer resets a forgotten password by SMS code', async ({ page }) => {
    const phone = newPhone();
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Meena');
    await page.getByLabel('Last name').fill('Devi');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill('Mango-Tree-91');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/otp-verify$/);

    await page.goto('/forgot-password');
    await page.getByLabel('Email or mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page).toHaveURL(/\/otp-verify$/);
    const code = (await smsTo(phone, 'resetCode')).variables.code!;
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expect(page).toHaveURL(/\/reset-password/);
    await page.getByLabel('New password', { exact: true }).fill('Tamarind-Rain-77');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(toast(page, 'Password has been reset')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByLabel('Email or phone number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill('Tamarind-Rain-77');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByText('Hello, Meena')).toBeVisible();
  });

  test('an agent orders for their customer, who gets the SMS and sees it in My Orders', async ({
    page,
    baseURL,
    agentAccount,
    phoneCustomer,
  }) => {
    const customerApi = await signedInApi(baseURL!, phoneCustomer.contact, phoneCustomer.password);
    const added = await customerApi.post('/api/add-address', {
      data: {
        address: {
          firstName: 'Rahul',
          lastName: 'Sharma',
          mobileNo: phoneCustomer.contact,
          mobileNo2: '',
          houseNo: 'House 9',
          street: 'MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
        },
      },
    });
    expect(added.ok()).toBe(true);
    const { address } = (await added.json()) as { address: { _id: string } };
    await customerApi.dispose();

    const agentApi = await signedInApi(baseURL!, agentAccount.contact, agentAccount.password);
    const list = await agentApi.get('/api/all-products', { params: { page: 1, limit: 20 } });
    const { result } = (await list.json()) as { result: { _id: string }[] };
    let placed: { _id: string; orderNumber: string; placedBy: string; userId: string } | null =
      null;
    for (const { _id } of result) {
      const product = (await (await agentApi.get(`/api/products/${_id}`)).json()) as {
        inventory: number;
        size: string[];
      };
      if (product.inventory < 5) continue;
      const res = await agentApi.post('/api/agent-orders', {
        headers: { 'idempotency-key': crypto.randomUUID() },
        data: {
          customerId: phoneCustomer._id,
          items: [{ productId: _id, size: product.size[0] ?? '', quantity: 1 }],
          addressId: address._id,
        },
      });
      expect(res.status()).toBe(201);
      placed = ((await res.json()) as { order: NonNullable<typeof placed> }).order;
      break;
    }
    await agentApi.dispose();
    expect(placed).not.toBeNull();
    expect(placed!.placedBy).toBe(agentAccount._id);
    expect(placed!.userId).toBe(phoneCustomer._id);

    const sms = await smsTo(phoneCustomer.contact, 'orderPlaced');
    expect(sms.variables.number).toBe(placed!.orderNumber);

    await page.goto('/sign-in');
    await signInThroughPage(page, phoneCustomer.contact, phoneCustomer.password);
    await expect(toast(page, 'SignIn successful!')).toBeVisible();
    await page.goto('/my-orders');
    await expect(page.getByText(placed!.orderNumber)).toBeVisible();
  });
});
