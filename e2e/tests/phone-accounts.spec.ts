import path from 'node:path';
import { readSmsFiles } from '@haat/testing/sms-gateway';
import type { GatewaySms } from '@haat/testing/sms-gateway';
import type { Page } from '@playwright/test';
import { formatRupees } from '@haat/contracts';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { addAddress } from '../support/address';
import { expect, signInThroughPage, test, toast, typeCode } from '../support/fixtures';

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

/** A product without sizes of the demo catalogue. */
const COOKER = 'Stainless Steel Pressure Cooker, 5 L';

async function productId(page: Page, name: string): Promise<string> {
  const list = await page.request.get('/api/all-products', { params: { search: name } });
  const { result } = (await list.json()) as { result: { _id: string; productName: string }[] };
  const found = result.find((product) => product.productName === name);
  expect(found, name).toBeDefined();
  return found!._id;
}

function newPhone(): string {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

test.describe('phone accounts (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a new customer signs up with a mobile number, verifies by SMS, signs in with a code and orders', async ({
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

    // And orders: a product into the cart, an address at checkout, cash on delivery.
    await page.goto(`/product/${await productId(page, COOKER)}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart, / });
    await expect(cartLink).toHaveAccessibleName('Cart, 1 item');
    await cartLink.click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/place-order$/);
    await addAddress(page.getByRole('dialog', { name: 'Add New Address' }), {
      firstName: 'Ravi',
      lastName: 'Sharma',
      mobile: phone,
      house: 'House 9',
    });
    await expect(page.getByText('Address added successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/my-orders$/);
    const order = page.getByRole('article').first();
    await expect(order).toContainText(COOKER);
    // A phone-only customer hears of it by SMS.
    const placedSms = await smsTo(phone, 'orderPlaced');
    await expect(order).toContainText(placedSms.variables.number!);
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

  test("an agent orders for a customer on the 'Place an order' screen; both get the SMS, the customer sees it in My Orders", async ({
    page,
    agentAccount,
    phoneCustomer,
  }) => {
    await page.goto('/sign-in');
    await signInThroughPage(page, agentAccount.contact, agentAccount.password);
    await expect(toast(page, 'SignIn successful!')).toBeVisible();
    // The agent gives their mobile number (a code by SMS proves it), so their SMS can go.
    const agentPhone = newPhone();
    const origin = { origin: new URL(page.url()).origin };
    const start = await page.request.post('/api/me/contact', {
      headers: origin,
      data: { phone: agentPhone },
    });
    expect(start.status()).toBe(202);
    const otp = (await smsTo(agentPhone, 'changeContactCode')).variables.code!;
    const verified = await page.request.post('/api/me/contact/verify', {
      headers: origin,
      data: { otp },
    });
    expect(verified.status()).toBe(200);

    // My users → the customer → 'Place an order'.
    await page.goto('/agent-users');
    const customerName = `${phoneCustomer.firstName} ${phoneCustomer.lastName}`;
    await page.getByRole('link', { name: `Place an order for ${customerName}` }).click();
    await expect(page).toHaveURL(/\/agent-place-order\?userId=/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Place an order for ${customerName}` }),
    ).toBeVisible();

    // Pick a product from the catalogue, two of it, at the server's price.
    await page.getByLabel('Search the catalogue').fill('Pressure Cooker');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await results.getByRole('button', { name: `Add ${COOKER}` }).click();
    const quantity = page.getByLabel(`Quantity of ${COOKER}`);
    await expect(quantity).toHaveValue('1');
    await quantity.fill('2');
    const price = (
      (await (await page.request.get(`/api/products/${await productId(page, COOKER)}`)).json()) as {
        price: number;
      }
    ).price;
    const total = formatRupees(2 * price);
    await expect(page.getByTestId('order-total')).toHaveText(total);

    // The customer has no address yet: the agent adds one, which is chosen.
    await page.getByRole('button', { name: '+ Add an address' }).click();
    const house = `Shop ${Date.now() % 100_000}, Market Yard`;
    await addAddress(page.getByRole('dialog', { name: 'Add New Address' }), {
      firstName: phoneCustomer.firstName,
      lastName: 'Sharma',
      mobile: phoneCustomer.contact,
      house,
    });
    await expect(page.getByRole('radio', { name: new RegExp(house) })).toBeChecked();
    await expectNoAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByRole('heading', { name: `Order placed for ${customerName}` }),
    ).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    expect(orderNumber).toMatch(/^HT-\d{2}-\d{6}$/);

    // The SMS log (the gateway stand-in's files): the customer's and the agent's 'placed'.
    expect((await smsTo(phoneCustomer.contact, 'orderPlaced')).variables.number).toBe(orderNumber);
    const agentSms = await smsTo(agentPhone, 'agentOrderPlaced');
    expect(agentSms.variables).toMatchObject({ number: orderNumber, name: customerName });

    // The customer signs in and finds it in My Orders.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/sign-in');
    await signInThroughPage(page, phoneCustomer.contact, phoneCustomer.password);
    await expect(toast(page, 'SignIn successful!')).toBeVisible();
    await page.goto('/my-orders');
    const order = page.getByRole('article').filter({ hasText: orderNumber });
    await expect(order).toContainText(COOKER);
    await expect(order).toContainText(total);
  });
});
