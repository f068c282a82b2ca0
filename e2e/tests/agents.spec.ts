import crypto from 'node:crypto';
import { type Browser, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { addAddress } from '../support/address';
import { ADMIN, expect, test, uniquePhone } from '../support/fixtures';

/**
 * The agents' journey of issue 11 against the real server and its demo data: the admin adds
 * an agent; the agent adds a customer by phone and shares a product (Web Share stubbed, then
 * the fallback of a browser without it); the customer signs in by phone and orders; the agent
 * sees the order and the ₹ earnings; the admin finds the same figures under My Agents.
 *
 * Tests run in parallel on one database, so each makes its own agent and customer.
 */

const PASSWORD = 'Haat-journey-2026';

const twoDecimals = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

interface Viewport {
  width: number;
  height: number;
}

interface Product {
  _id: string;
  productName: string;
  price: number;
  agentCommission: number;
  size: string[];
  inventory: number;
}

async function signIn(page: Page, identifier: string, password: string, firstName: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email or phone number').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`Hello, ${firstName}`)).toBeVisible();
}

/** A product without sizes, in stock, from the demo catalogue. */
async function unsizedProduct(page: Page): Promise<Product> {
  const list = await page.request.get('/api/all-products', { params: { page: 1, limit: 40 } });
  const { result } = (await list.json()) as { result: { _id: string }[] };
  for (const card of result) {
    const product = (await (await page.request.get(`/api/products/${card._id}`)).json()) as Product;
    if (product.size.length === 0 && product.inventory > 10 && product.agentCommission > 0) {
      return product;
    }
  }
  throw new Error('The demo catalogue has no unsized product in stock');
}

let baseURL = '';

/** Web Share stubbed: what the page shares is kept in `window.shared`. */
const STUB_SHARE =
  'window.shared = []; navigator.share = async (data) => { window.shared.push(data); };';
/** A browser without Web Share. */
const NO_SHARE =
  "Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });";

interface Shared {
  title?: string;
  text?: string;
  url?: string;
}

async function newPage(browser: Browser, viewport: Viewport, init?: string) {
  const context = await browser.newContext({ viewport, baseURL });
  if (init) await context.addInitScript({ content: init });
  return context.newPage();
}

async function journey(browser: Browser, viewport: Viewport) {
  const suffix = crypto.randomBytes(3).toString('hex');
  const agentEmail = `ravi.${suffix}@haat.test`;
  const customerPhone = uniquePhone();
  const customerName = `Lata${suffix}`;
  const phone = viewport.width < 768;

  // The admin adds the agent (the Add Agent dialog has its own journey).
  const admin = await newPage(browser, viewport);
  await signIn(admin, ADMIN.email, ADMIN.password, 'Admin');
  const added = await admin.request.post('/api/add-user', {
    headers: { origin: new URL(admin.url()).origin },
    data: {
      formData: { firstName: 'Ravi', lastName: suffix, contact: agentEmail, password: PASSWORD },
    },
  });
  expect(added.status()).toBe(201);

  // The agent: dashboard, Add User by phone, My users.
  const agent = await newPage(browser, viewport, STUB_SHARE);
  await signIn(agent, agentEmail, PASSWORD, 'Ravi');
  if (!phone) await agent.getByRole('link', { name: 'Agent-Dashboard' }).click();
  else await agent.goto('/agent-add-users');
  await expect(agent).toHaveURL(/\/agent-add-users$/);
  const earnings = agent.getByRole('region', { name: 'Total Earnings' });
  await expect(earnings).toContainText('₹0.00');
  await expect(agent.getByRole('navigation', { name: 'Agent dashboard' })).toBeVisible();
  await expectNoAccessibilityViolations(agent);

  await agent.getByRole('button', { name: 'Add User' }).click();
  const dialog = agent.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Phone number or email').fill('12345');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(
    dialog.getByText('Please enter a valid 10-digit phone number or email address.'),
  ).toBeVisible();
  await dialog.getByLabel('First name').fill(customerName);
  await dialog.getByLabel('Last name').fill('Devi');
  await dialog.getByLabel('Phone number or email').fill(customerPhone);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expectNoAccessibilityViolations(agent);
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(agent.getByText('User added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await agent.getByRole('link', { name: 'My users' }).first().click();
  await expect(agent).toHaveURL(/\/agent-users$/);
  await expect(
    agent.getByRole('link', { name: `${customerName} Devi`, exact: true }),
  ).toBeVisible();
  await expect(agent.getByText(customerPhone).filter({ visible: true })).toBeVisible();
  await expectNoAccessibilityViolations(agent);

  // Your Products: share with the Web Share API (stubbed) and on WhatsApp.
  const product = await unsizedProduct(agent);
  await agent.getByRole('link', { name: 'Products' }).click();
  await expect(agent).toHaveURL(/\/agent-products$/);
  await expect(agent.getByRole('heading', { name: 'Your Products' })).toBeVisible();
  await agent.getByLabel('Search products').fill(product.productName);
  const share = agent.getByRole('button', { name: `Share ${product.productName}` });
  await share.click();
  // The share sheet is asynchronous: wait until the stub has been handed the link.
  await expect.poll(() => agent.evaluate('window.shared?.length ?? 0')).toBe(1);
  const shared = (await agent.evaluate('window.shared')) as Shared[];
  expect(shared[0]!.title).toBe(product.productName);
  expect(shared[0]!.url).toMatch(new RegExp(`/shared-product/${product._id}/[\\w-]+$`));
  const sharedUrl = shared[0]!.url!;
  const whatsApp = agent.getByRole('link', { name: `Share ${product.productName} on WhatsApp` });
  await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent((await whatsApp.getAttribute('href'))!)).toContain(sharedUrl);
  await expectNoAccessibilityViolations(agent);

  // A browser without Web Share: the first specification's alert, then the link goes to the
  // clipboard.
  const plain = await newPage(browser, viewport, NO_SHARE);
  await plain.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(plain, agentEmail, PASSWORD, 'Ravi');
  await plain.goto('/agent-products');
  await plain.getByLabel('Search products').fill(product.productName);
  const alerted = new Promise<string>((resolve) =>
    plain.once('dialog', (alert) => {
      resolve(alert.message());
      void alert.accept();
    }),
  );
  await plain.getByRole('button', { name: `Share ${product.productName}` }).click();
  expect(await alerted).toBe('Web Share API not supported in your browser.');
  await expect(plain.getByText('Link copied to the clipboard.')).toBeVisible();
  expect(await plain.evaluate('navigator.clipboard.readText()')).toBe(sharedUrl);
  await plain.context().close();

  // The customer signs in with the phone number and orders from the shared link.
  const customer = await newPage(browser, viewport);
  await signIn(customer, customerPhone, PASSWORD, customerName);
  await customer.goto(new URL(sharedUrl).pathname);
  await expect(
    customer.getByRole('heading', { level: 1, name: product.productName }),
  ).toBeVisible();
  await customer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(customer.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await customer.goto('/cart');
  await customer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  // No address yet: the dialog opens by itself.
  const address = customer.getByRole('dialog', { name: 'Add New Address' });
  await addAddress(address, {
    mobile: customerPhone,
    house: '12, Temple Street',
    street: 'Gandhi Road',
    city: 'Madurai',
    state: 'Tamil Nadu',
    pincode: '625001',
  });
  await customer.getByRole('button', { name: 'Place order' }).click();
  await expect(customer).toHaveURL(/\/my-orders$/);

  // Commission: price × rate % × 1, in paise, rounded half up.
  const commission =
    Math.round(
      (Math.round(product.price * 100) * Math.round(product.agentCommission * 100)) / 10_000,
    ) / 100;
  const earned = twoDecimals.format(commission);

  // The agent sees the order and the earnings.
  await agent.goto('/agent-users');
  await expect(earnings).toContainText(earned);
  const row = phone
    ? agent.getByRole('listitem').filter({ hasText: customerPhone })
    : agent.getByRole('row').filter({ hasText: customerPhone });
  await expect(row).toContainText(earned);
  await expect(row).toContainText('Active');
  await agent.getByRole('link', { name: `${customerName} Devi`, exact: true }).click();
  await expect(agent).toHaveURL(/\/agent-user-details\?userId=/);
  await expect(agent.getByRole('heading', { name: 'User Orders' })).toBeVisible();
  await expect(agent.getByText(product.productName)).toBeVisible();
  await expect(agent.getByText(new Intl.DateTimeFormat('en-GB').format(new Date()))).toBeVisible();
  await expectNoAccessibilityViolations(agent);
  await agent.reload();
  await expect(agent.getByText(product.productName)).toBeVisible();

  // The admin: My Agents, the agent's profile and the customer's orders, same figures.
  await admin.goto('/admin-my-agents');
  await expect(admin.getByRole('heading', { name: 'My Agents' })).toBeVisible();
  await expectNoAccessibilityViolations(admin);
  await admin.getByRole('link', { name: `View details of Ravi ${suffix}` }).click();
  await expect(admin).toHaveURL(/\/admin-user-details\?id=/);
  await expect(admin.getByRole('heading', { name: `Ravi ${suffix}` })).toBeVisible();
  await expect(admin.getByText(agentEmail)).toBeVisible();
  await expect(admin.getByText(earned).first()).toBeVisible();
  await expectNoAccessibilityViolations(admin);
  await admin.getByRole('link', { name: `${customerName} Devi` }).click();
  await expect(admin).toHaveURL(/\/admin-added-user\?userId=/);
  await expect(admin.getByRole('heading', { name: `${customerName} Devi` })).toBeVisible();
  await expect(admin.getByText('Placed', { exact: true })).toBeVisible();
  await expect(admin.getByText(earned).first()).toBeVisible();
  await expect(admin.getByText(product.productName)).toBeVisible();
  await expectNoAccessibilityViolations(admin);

  // A customer who opens an agent page lands on /.
  await customer.goto('/agent-users');
  await expect(customer).toHaveURL(/\/$/);
}

test.beforeEach(({ baseURL: url }) => {
  baseURL = url ?? '';
});

test.describe('agents', () => {
  test('wide screen (1280 px): add a customer, share, their order, the earnings, the admin view', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    await journey(browser, { width: 1280, height: 800 });
  });

  test('phone (390 px): add a customer, share, their order, the earnings, the admin view', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    await journey(browser, { width: 390, height: 844 });
  });
});
