import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import {
  ADMIN,
  codeIn,
  expect,
  moveOrderAsAdmin,
  newAccount,
  placeOrderAs,
  signInThroughPage,
  test,
  toast,
  typeCode,
} from '../support/fixtures';
import { CATALOGUE_WRITES } from '../support/tags';

/**
 * What a shopper, an agent and the owner tripped over (issue 21), at 390 px against the real
 * server: the sign-up detour keeps the cart's item, toasts belong to their screen, a slow page
 * shows signs of life, the bar keeps Login, every page names its tab, the header shows the
 * page through it, orders show their courier, agents see earnings and their customers'
 * parcels, and the owner ships from the badge and is asked before deleting a category.
 */

test.use({ viewport: { width: 390, height: 844 } });
// Journeys of several screens on a machine shared by several suites.
test.describe.configure({ timeout: 90_000 });

const tag = () => crypto.randomBytes(3).toString('hex');

interface DemoProduct {
  _id: string;
  productName: string;
  size: string[];
  inventory: number;
  availability: string;
}

/** A demo product in stock that has sizes. */
async function sizedProduct(request: APIRequestContext): Promise<DemoProduct> {
  const list = await request.get('/api/all-products', { params: { page: 1, limit: 20 } });
  const { result } = (await list.json()) as { result: { _id: string }[] };
  for (const { _id } of result) {
    const product = (await (await request.get(`/api/products/${_id}`)).json()) as DemoProduct;
    if (product.size.length > 0 && product.inventory >= 5 && product.availability === 'In stock') {
      return product;
    }
  }
  throw new Error('The demo catalogue has no sized product in stock');
}

async function signIn(page: Page, identifier: string, password: string, firstName: string) {
  await page.goto('/sign-in');
  await signInThroughPage(page, identifier, password);
  await expect(page.getByText(`Hello, ${firstName}`)).toBeVisible();
}

test.describe('a new shopper', () => {
  test('keeps the item and the page through sign-up, and each toast shows on its own screen at once', async ({
    page,
    request,
  }) => {
    const product = await sizedProduct(request);
    const size = product.size[0]!;
    await page.goto(`/product/${product._id}`);
    await page.getByRole('radio', { name: size, exact: true }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);

    // No account yet: the detour through sign-up and the code keeps where they came from.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/sign-up\?redirect=/);
    const account = newAccount('Lata', 'Menon');
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/otp-verify\?redirect=/);
    await expect(toast(page, 'Please Verify your Email')).toBeVisible();

    await typeCode(page, codeIn(await account.inbox.next()));
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);
    // The newest toast shows at once; the one of the screen before is gone.
    await expect(toast(page, 'Email Verified please Login now!!')).toBeVisible();
    await expect(toast(page, 'Please Verify your Email')).toHaveCount(0);

    await signInThroughPage(page, account.email, account.password);
    await expect(page).toHaveURL(`/product/${product._id}`);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page.getByRole('main')).toContainText(product.productName);
    await expect(page.getByRole('main')).toContainText(`Size: ${size}`);
  });

  test('sees the loader and a progress bar while a slow page loads, and each page names its tab', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Haat · Your one-stop shop for quality products');
    // A slow network: the product page's script and its data take their time.
    await page.route(/\/assets\/ProductPage[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.route(/\/api\/products\/[^/?]+$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    const card = page.getByRole('link', { name: /^Buy Now/ }).first();
    await card.click();
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' }).first()).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toHaveCount(0);
    const name = (await heading.textContent()) ?? '';
    await expect(page).toHaveTitle(`${name} · Haat`);

    // A product page opened from a link carries the server's title; home still names its own.
    await page.reload();
    await expect(heading).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Haat home' }).click();
    await expect(page).toHaveTitle('Haat · Your one-stop shop for quality products');
  });

  test('has Login one tap away on a phone, and the header shows the page through it past 50 px', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    // Runs in the page (the e2e project has no DOM types: the property is read by name).
    const background = () =>
      header.evaluate(
        (element) =>
          (
            globalThis as unknown as {
              getComputedStyle: (node: unknown) => { backgroundColor: string };
            }
          ).getComputedStyle(element).backgroundColor,
      );
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    // Transparent enough to see: at most 60% white.
    // The colour's alpha, whichever way the browser writes it (rgba(…, a) or color(… / a)).
    const alpha = (colour: string) => Number(/[,/]\s*([\d.]+)\s*\)$/.exec(colour)?.[1] ?? 1);
    await expect.poll(async () => alpha(await background())).toBeLessThanOrEqual(0.6);
    await header.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/sign-in');
  });
});

test.describe('an agent', () => {
  test("sees what each product earns them, their customer's parcel (as the customer does on My Orders), and is asked before a second customer of one name", async ({
    page,
    browser,
    baseURL,
    agentAccount,
    phoneCustomer,
  }) => {
    const order = await placeOrderAs(baseURL!, phoneCustomer.contact, phoneCustomer.password);
    const tracking = `DL${tag().toUpperCase()}IN`;
    await moveOrderAsAdmin(baseURL!, order._id, { courier: 'Delhivery', trackingNumber: tracking });

    // The customer: My Orders shows the courier and the number, linked to the courier.
    const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const customer = await customerContext.newPage();
    await signIn(customer, phoneCustomer.contact, phoneCustomer.password, phoneCustomer.firstName);
    await customer.goto('/my-orders');
    const card = customer.getByRole('article', { name: `Order ${order.orderNumber}` });
    await expect(card.getByText('Delhivery', { exact: true })).toBeVisible();
    await expect(card.getByText(tracking, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Track on Delhivery/ })).toHaveAttribute(
      'href',
      `https://www.delhivery.com/track/package/${tracking}`,
    );
    await expectNoAccessibilityViolations(customer);
    await customerContext.close();

    await signIn(page, agentAccount.contact, agentAccount.password, agentAccount.firstName);

    // 'Your Products': each card says what it earns, and what sharing sends.
    await page.goto('/agent-products');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards.first().getByText(/^You earn ₹[\d,.]+$/)).toBeVisible();
    await expect(cards.first()).toContainText('Shares as:');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    // The customer's orders: number, state and where the parcel is.
    await page.goto('/agent-users');
    await page
      .getByRole('link', { name: /Rahul Sharma/ })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/agent-user-details\?userId=/);
    const entry = page.getByRole('listitem').filter({ hasText: order.orderNumber });
    await expect(entry.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(entry.getByText(tracking, { exact: true })).toBeVisible();
    await expect(entry.getByRole('link', { name: /^Track on Delhivery/ })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // Adding 'Rahul Sharma' again with another number asks first.
    await page.goto('/agent-add-users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('First name').fill('Rahul');
    await dialog.getByLabel('Last name').fill('Sharma');
    const phone = `8${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}`;
    await dialog.getByLabel('Phone number or email').fill(phone);
    await dialog.getByLabel('Password', { exact: true }).fill('Haat-customer-e2e-2026');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      `You already have a customer named Rahul Sharma (${phoneCustomer.contact}). Add anyway?`,
    );
    await dialog.getByRole('button', { name: 'Add anyway' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'User added successfully')).toBeVisible();
  });
});

test.describe('the owner', () => {
  async function signInAsAdmin(page: Page) {
    await signIn(page, ADMIN.email, ADMIN.password, 'Admin');
  }

  test('ships a confirmed order from its one badge with a courier; closed orders have no button', async ({
    page,
    baseURL,
    phoneCustomer,
  }) => {
    const order = await placeOrderAs(baseURL!, phoneCustomer.contact, phoneCustomer.password);
    await signInAsAdmin(page);
    await page.goto('/admin-all-orders');
    const row = page.getByRole('listitem').filter({ hasText: order.orderNumber });
    await expect(row.getByText('Unshipped · Placed')).toBeVisible();
    await expect(row.getByRole('button', { name: /Unshipped/ })).toHaveCount(0);

    await moveOrderAsAdmin(baseURL!, order._id);
    await page.reload();
    await row.getByRole('button', { name: /^Unshipped · Confirmed.*order \d+: ship it/ }).click();
    const ship = page.getByRole('dialog', { name: 'Ship order' });
    await ship.getByLabel('Courier').fill('Blue Dart');
    await ship.getByLabel('Tracking number').fill(`BD${tag()}`);
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(ship).toBeHidden();
    await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Shipped/ })).toHaveCount(0);

    // The order view shows one state, and the admin bar says Logout.
    await row.getByRole('link', { name: /^See More/ }).click();
    await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items.getByText('Shipped', { exact: true })).toHaveCount(1);
    await expect(items.getByText(/Unshipped/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('sees a refusal at once, not behind an older toast', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin-add-category');
    // A 5-second error first: a name already taken.
    await page.getByLabel('Category name').fill('footwear');
    await page.getByRole('button', { name: 'Add category' }).click();
    await expect(toast(page, 'already exists')).toBeVisible();
    await page.getByRole('button', { name: 'Card Adjuster' }).click();
    const dialog = page.getByRole('dialog', { name: 'Card Adjuster' });
    await dialog.getByLabel('Starting price (₹)').fill('900');
    await dialog.getByLabel('Ending price (₹)').fill('100');
    await dialog.getByRole('button', { name: 'Update card' }).click();
    await expect(toast(page, 'Ending price must be greater than starting price.')).toBeVisible({
      timeout: 1500,
    });
    await expect(toast(page, 'already exists')).toHaveCount(0);
  });

  test(
    'is asked before deleting a category, told how many products are in it',
    { tag: CATALOGUE_WRITES },
    async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/admin-add-category');
      const name = `Empty ${tag()}`;
      await page.getByLabel('Category name').fill(name);
      await page.getByRole('button', { name: 'Add category' }).click();
      const list = page.getByRole('list', { name: 'Categories' });
      await expect(list.getByText(name, { exact: true })).toBeVisible();

      await page.getByRole('button', { name: `Delete ${name}` }).click();
      const question = page.getByRole('alertdialog', { name: `Delete “${name}”?` });
      await expect(question).toContainText('No product is in it.');
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(list.getByText(name, { exact: true })).toBeVisible();

      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await question.getByRole('button', { name: 'Delete' }).click();
      await expect(list.getByText(name, { exact: true })).toHaveCount(0);

      await page.getByRole('button', { name: 'Delete Footwear' }).click();
      const used = page.getByRole('alertdialog', { name: 'Delete “Footwear”?' });
      await expect(used).toContainText(/\d+ products are in it/);
      await expect(used.getByRole('button', { name: 'Delete' })).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
    },
  );
});
