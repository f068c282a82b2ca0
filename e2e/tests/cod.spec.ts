import crypto from 'node:crypto';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import {
  ADMIN,
  expect,
  signedInApi,
  signInThroughPage,
  test,
  toast,
  uniqueEmail,
} from '../support/fixtures';

/**
 * The cash-on-delivery life of orders (issue 15) at a desktop and a phone width: the admin
 * confirms an order, ships it with a tracking number and delivers it with the cash collected;
 * another order is refused at the door and its stock comes back; the customer cancels a placed
 * order and reads its timeline; the agent sees pending commission turn into earned, then the
 * admin's payout. Each test makes its own agent, customer and product, so that parallel tests
 * never share stock.
 */

const PASSWORD = 'Haat-journey-2026';
const PRICE = 499;
const RATE = 10;
/** ₹499 × 10 % = ₹49.90 per order. */
const COMMISSION = 49.9;

const rupees2 = (value: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);

function tag() {
  return crypto.randomBytes(3).toString('hex');
}

async function addUser(api: APIRequestContext, firstName: string, email: string) {
  const res = await api.post('/api/add-user', {
    data: { formData: { firstName, lastName: 'Cod', contact: email, password: PASSWORD } },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { user: { _id: string } }).user._id;
}

/** A product of its own (10 in stock, ₹499, 10 %), dressed like a demo product. */
async function makeProduct(admin: APIRequestContext, name: string) {
  const list = await admin.get('/api/all-products', { params: { page: 1, limit: 5 } });
  const { result } = (await list.json()) as { result: { _id: string }[] };
  const demo = (await (await admin.get(`/api/products/${result[0]!._id}`)).json()) as {
    category: string;
    images: string[];
  };
  const res = await admin.post('/api/add-product', {
    data: {
      productName: name,
      description: 'A brass lamp for the cash-on-delivery journey.',
      category: demo.category,
      price: PRICE,
      images: demo.images.slice(0, 1),
      agentCommission: RATE,
      size: [],
      inventory: 10,
      availability: 'In stock',
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

async function stockOf(api: APIRequestContext, productId: string) {
  return ((await (await api.get(`/api/products/${productId}`)).json()) as { inventory: number })
    .inventory;
}

/** The short number of each order placed here, by id: My Orders names its cards by number. */
const orderNumbers = new Map<string, string>();

async function placeOrder(customer: APIRequestContext, productId: string, addressId: string) {
  expect(
    (await customer.post('/api/add-to-cart', { data: { productId, quantity: 1, size: '' } })).ok(),
  ).toBe(true);
  const res = await customer.post('/api/place-order', {
    data: { orderDetails: { shippingAddress: addressId, totalAmount: PRICE } },
  });
  expect(res.status()).toBe(201);
  const { order } = (await res.json()) as { order: { _id: string; orderNumber: string } };
  orderNumbers.set(order._id, order.orderNumber);
  return order._id;
}

async function newPage(browser: Browser, width: number, baseURL: string) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 800 },
    baseURL,
  });
  return context.newPage();
}

async function signIn(page: Page, identifier: string, password: string, firstName: string) {
  await page.goto('/sign-in');
  await signInThroughPage(page, identifier, password);
  await expect(page.getByText(`Hello, ${firstName}`)).toBeVisible();
}

/** One of pending, earned, paid and balance, by its label. */
function figure(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Commission' })
    .locator('dl > div')
    .filter({ hasText: new RegExp(`^${label}`) });
}

async function openOrder(admin: Page, orderId: string) {
  await admin.goto(`/admin-view-order?id=${orderId}`);
  await expect(admin.getByRole('heading', { name: 'Order details' })).toBeVisible();
}

for (const width of [1280, 390]) {
  test.describe(`cash on delivery at ${width} px`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('confirm, ship, deliver, return, cancel; the agent is paid what was earned', async ({
      browser,
      baseURL,
    }) => {
      const base = baseURL ?? '';
      const t = tag();
      const adminApi = await signedInApi(base, ADMIN.email, ADMIN.password);
      const agentEmail = uniqueEmail(`ravi${t}`);
      const agentId = await addUser(adminApi, `Ravi${t}`, agentEmail);
      const agentApi = await signedInApi(base, agentEmail, PASSWORD);
      const customerEmail = uniqueEmail(`sita${t}`);
      await addUser(agentApi, `Sita${t}`, customerEmail);
      const customerApi = await signedInApi(base, customerEmail, PASSWORD);
      const productId = await makeProduct(adminApi, `Brass lamp ${t}`);
      const address = await customerApi.post('/api/add-address', {
        data: {
          address: {
            firstName: `Sita${t}`,
            lastName: 'Cod',
            mobileNo: '9876501234',
            mobileNo2: '',
            houseNo: 'House 9',
            street: 'MG Road',
            city: 'Pune',
            state: 'Maharashtra',
            pincode: '411001',
          },
        },
      });
      const addressId = ((await address.json()) as { address: { _id: string } }).address._id;
      const delivered = await placeOrder(customerApi, productId, addressId);
      const returned = await placeOrder(customerApi, productId, addressId);
      const cancelled = await placeOrder(customerApi, productId, addressId);
      expect(await stockOf(adminApi, productId)).toBe(7);

      // The agent: three orders' commission pending, nothing earned yet.
      const agent = await newPage(browser, width, base);
      await signIn(agent, agentEmail, PASSWORD, `Ravi${t}`);
      await agent.goto('/agent-add-users');
      await expect(figure(agent, 'Pending')).toContainText(rupees2(3 * COMMISSION));
      await expect(figure(agent, 'Earned')).toContainText(rupees2(0));
      await expect(agent.getByRole('region', { name: 'Total Earnings' })).toContainText(
        rupees2(3 * COMMISSION),
      );
      await expectNoAccessibilityViolations(agent);

      // The admin confirms, ships with a tracking number and delivers with the cash.
      const admin = await newPage(browser, width, base);
      await signIn(admin, ADMIN.email, ADMIN.password, 'Admin');
      await openOrder(admin, delivered);
      const status = admin.getByRole('region', { name: 'Status' });
      await status.getByRole('button', { name: 'Confirm' }).click();
      await expect(toast(admin, 'Order marked as confirmed')).toBeVisible();
      await status.getByRole('button', { name: 'Ship' }).click();
      const ship = admin.getByRole('dialog', { name: 'Ship order' });
      await ship.getByRole('button', { name: 'Mark shipped' }).click();
      await expect(ship.getByText('Courier is required')).toBeVisible();
      await ship.getByLabel('Courier').fill('Delhivery');
      await ship.getByLabel('Tracking number').fill(`DL${t}IN`);
      await ship.getByRole('button', { name: 'Mark shipped' }).click();
      await expect(ship).toBeHidden();
      await expect(status.getByText(`Delhivery · tracking DL${t}IN`)).toBeVisible();
      await status.getByRole('button', { name: 'Deliver' }).click();
      const deliver = admin.getByRole('dialog', { name: 'Mark delivered' });
      await expect(deliver.getByLabel('Cash collected (₹)')).toHaveValue(String(PRICE));
      await deliver.getByRole('button', { name: 'Mark delivered' }).click();
      await expect(deliver).toBeHidden();
      await expect(status.getByText('This order is closed: no further moves.')).toBeVisible();
      await expect(status.getByText('Cash collected ₹499')).toBeVisible();
      await expectNoAccessibilityViolations(admin);

      // Another order is refused at the door: its lamp comes back to the shelf.
      await openOrder(admin, returned);
      await status.getByRole('button', { name: 'Confirm' }).click();
      await expect(status.getByRole('button', { name: 'Ship' })).toBeVisible();
      await status.getByRole('button', { name: 'Ship' }).click();
      await ship.getByLabel('Courier').fill('India Post');
      await ship.getByLabel('Tracking number').fill(`EE${t}IN`);
      await ship.getByRole('button', { name: 'Mark shipped' }).click();
      await expect(ship).toBeHidden();
      await status.getByRole('button', { name: 'Return' }).click();
      await expect(status.getByText('This order is closed: no further moves.')).toBeVisible();
      expect(await stockOf(adminApi, productId)).toBe(8);

      // All Orders: the state filter finds the returned order; the figures are there.
      await admin.goto('/admin-all-orders');
      await expect(admin.getByText('Cash to collect')).toBeVisible();
      await expect(admin.getByText('Returned this month')).toBeVisible();
      await admin.getByLabel('State').selectOption('returned');
      await expect(admin).toHaveURL(/status=returned/);
      await expect(admin.getByText(`Sita${t} Cod, House 9`).filter({ visible: true })).toHaveCount(
        1,
      );
      await expectNoAccessibilityViolations(admin);

      // The customer cancels the placed order and reads its timeline.
      const customer = await newPage(browser, width, base);
      await signIn(customer, customerEmail, PASSWORD, `Sita${t}`);
      await customer.goto('/my-orders');
      const card = customer.getByRole('article', {
        name: `Order ${orderNumbers.get(cancelled)}`,
      });
      await card.getByRole('button', { name: 'Cancel order' }).click();
      await card.getByRole('button', { name: 'Yes, cancel order' }).click();
      await expect(toast(customer, 'Your order has been cancelled.')).toBeVisible();
      await expect(card.getByRole('list', { name: 'Order status' })).toContainText('Cancelled');
      await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
      await card.getByText('Order timeline').click();
      const timeline = card.getByRole('region', {
        name: `Timeline of order ${orderNumbers.get(cancelled)}`,
      });
      await expect(timeline).toContainText('Placed');
      await expect(timeline).toContainText(`Cancelled`);
      await expect(timeline).toContainText(`Sita${t} (Customer)`);
      const deliveredCard = customer.getByRole('article', {
        name: `Order ${orderNumbers.get(delivered)}`,
      });
      await expect(deliveredCard.getByRole('list', { name: 'Order status' })).toContainText(
        'Delivered',
      );
      await expectNoAccessibilityViolations(customer);
      expect(await stockOf(adminApi, productId)).toBe(9);

      // The agent: the delivered order's commission is earned, the others are gone.
      await agent.reload();
      await expect(figure(agent, 'Pending')).toContainText(rupees2(0));
      await expect(figure(agent, 'Earned')).toContainText(rupees2(COMMISSION));
      await expect(figure(agent, 'Balance')).toContainText(rupees2(COMMISSION));
      await expect(agent.getByRole('region', { name: 'Total Earnings' })).toContainText(
        rupees2(COMMISSION),
      );

      // The admin pays it out from the agent's profile.
      await admin.goto(`/admin-user-details?id=${agentId}`);
      const ledger = admin.getByRole('region', { name: 'Commission ledger' });
      await expect(ledger).toContainText('Order delivered (earned)');
      // Entries name the order by its number, as the mails and every screen do.
      await expect(ledger).toContainText(`order ${orderNumbers.get(delivered)}`);
      await ledger.getByRole('button', { name: 'Record payout' }).click();
      const payout = admin.getByRole('dialog', { name: 'Record payout' });
      await payout.getByLabel('Amount (₹)').fill('100');
      await payout.getByLabel('Reference').fill(`UPI ${t}`);
      await payout.getByRole('button', { name: 'Record payout' }).click();
      await expect(payout.getByText(/more than the agent's unpaid earned balance/)).toBeVisible();
      await payout.getByLabel('Amount (₹)').fill(String(COMMISSION));
      await payout.getByRole('button', { name: 'Record payout' }).click();
      await expect(payout).toBeHidden();
      await expect(toast(admin, 'Payout recorded')).toBeVisible();
      await expect(ledger).toContainText(`UPI ${t}`);
      await expect(figure(admin, 'Paid')).toContainText(rupees2(COMMISSION));
      await expectNoAccessibilityViolations(admin);

      await agent.reload();
      await expect(figure(agent, 'Paid')).toContainText(rupees2(COMMISSION));
      await expect(figure(agent, 'Balance')).toContainText(rupees2(0));
      await expectNoAccessibilityViolations(agent);

      for (const api of [adminApi, agentApi, customerApi]) await api.dispose();
    });
  });
}
