import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import {
  ADMIN,
  expect,
  placeOrderAs,
  signInThroughPage,
  test,
  toast,
  uniqueEmail,
} from '../support/fixtures';
import { solidPng } from '../support/png';
import { CATALOGUE_WRITES } from '../support/tags';

/**
 * The admin dashboard of issue 10, at a desktop and a phone width, against the real server and
 * its demo data. Tests run in parallel on one database, so each one makes its own category,
 * product, agent, customer and order, named with a tag no other test uses.
 */

const MESSAGES = {
  agentAdded: 'Agent added successfully',
  invalidContact: 'Please enter a valid 10-digit phone number or email address.',
  cardUpdated: 'Card updated successfully.',
  cardPriceOrder: 'Ending price must be greater than starting price.',
  uploaded: 'Images uploaded successfully!',
  productAdded: 'Product added successfully',
  productUpdated: 'Product updated successfully',
  productDeleted: 'product deleted',
  confirmDelete: 'Are you sure you want to delete this product?',
};

function tag() {
  return crypto.randomBytes(3).toString('hex');
}

async function signInAsAdmin(page: Page) {
  await page.goto('/sign-in');
  await signInThroughPage(page, ADMIN.email, ADMIN.password);
  await expect(page.getByText('Hello, Admin')).toBeVisible();
}

/** Follows a link of the admin bar; on a phone the links sit in the admin menu. */
async function openFromAdminBar(page: Page, name: string) {
  // The admin layout loads with its page: wait for its bar before asking if it is folded.
  await expect(page.getByRole('link', { name: 'Haat dashboard' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Admin menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name, exact: true }).filter({ visible: true }).click();
}

async function signOutFromAdminBar(page: Page) {
  await expect(page.getByRole('link', { name: 'Haat dashboard' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Admin menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
  await expect(page).toHaveURL('/');
}

for (const width of [1280, 390]) {
  test.describe(`admin dashboard at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });
    // Long journeys, each with several accessibility checks that first let the toasts go.
    test.describe.configure({ timeout: 120_000 });

    test('a customer opening /admin lands on /', async ({ page, verifiedAccount }) => {
      await page.goto('/sign-in');
      await signInThroughPage(page, verifiedAccount.email, verifiedAccount.password);
      await expect(page.getByText(`Hello, ${verifiedAccount.firstName}`)).toBeVisible();
      await page.goto('/admin');
      await expect(page).toHaveURL('/');
      await page.goto('/admin-all-orders');
      await expect(page).toHaveURL('/');
    });

    test(
      'adds a category, edits it, updates the card, and hears why a used category stays',
      { tag: CATALOGUE_WRITES },
      async ({ page }) => {
        await signInAsAdmin(page);
        await page.goto('/admin');
        await openFromAdminBar(page, 'Add-Category');
        await expect(page).toHaveURL('/admin-add-category');
        await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
        await expectNoAccessibilityViolations(page);

        const name = `Test ${tag()}`;
        await page.getByLabel('Category name').fill(name);
        await page.getByRole('button', { name: 'Add category' }).click();
        const list = page.getByRole('list', { name: 'Categories' });
        await expect(list.getByText(name, { exact: true })).toBeVisible();

        await page.getByRole('button', { name: `Edit ${name}` }).click();
        await page.getByLabel(`New name for ${name}`).fill(`${name} renamed`);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(list.getByText(`${name} renamed`, { exact: true })).toBeVisible();

        // Deleting asks first and says what it would do: a used category cannot go.
        await page.getByRole('button', { name: 'Delete Footwear' }).click();
        const used = page.getByRole('alertdialog', { name: 'Delete “Footwear”?' });
        await expect(used).toContainText(/\d+ products are in it/);
        await expect(used).toContainText('cannot be deleted');
        await expect(used.getByRole('button', { name: 'Delete' })).toHaveCount(0);
        await used.getByRole('button', { name: 'Close' }).click();
        await expect(used).toBeHidden();

        await page.getByRole('button', { name: 'Card Adjuster' }).click();
        const dialog = page.getByRole('dialog', { name: 'Card Adjuster' });
        await dialog.getByLabel('First category').selectOption(`${name} renamed`);
        await dialog.getByLabel('Second category').selectOption('Footwear');
        await dialog.getByLabel('Starting price (₹)').fill('900');
        await dialog.getByLabel('Ending price (₹)').fill('100');
        await dialog.getByRole('button', { name: 'Update card' }).click();
        await expect(toast(page, MESSAGES.cardPriceOrder)).toBeVisible();
        await expect(dialog).toBeVisible();
        await expectNoAccessibilityViolations(page);

        await dialog.getByLabel('Ending price (₹)').fill('1000');
        const saved = page.waitForResponse((answer) =>
          answer.url().includes('/api/update-special-card/'),
        );
        await dialog.getByRole('button', { name: 'Update card' }).click();
        const answer = await saved;
        expect(answer.status()).toBe(200);
        expect(await answer.json()).toMatchObject({
          category1: `${name} renamed`,
          category2: 'Footwear',
          startingPrice: 900,
          endingPrice: 1000,
        });
        await expect(toast(page, MESSAGES.cardUpdated)).toBeVisible();
        await expect(dialog).toBeHidden();
      },
    );

    test(
      'adds a product with three images, moves the third first, edits, finds and deletes it',
      { tag: CATALOGUE_WRITES },
      async ({ page }) => {
        await signInAsAdmin(page);
        await page.goto('/admin-add-products');
        const name = `Test kurta ${tag()}`;
        await page.getByLabel('Product name').fill(name);
        await page.getByLabel('Description').fill('A kurta for the admin journey.');
        await page.getByLabel('Category').selectOption('Footwear');
        await page.getByLabel('Price (₹)').fill('1234');
        await page.getByLabel('Agent commission (%)').fill('10');
        await page.getByLabel('Display discount (%, optional)').fill('5');
        await page.getByLabel('M', { exact: true }).check();
        await page.getByLabel('Images', { exact: true }).setInputFiles(
          (
            [
              [200, 30, 30],
              [30, 160, 60],
              [40, 60, 200],
            ] as const
          ).map((rgb, index) => ({
            name: `image-${index + 1}.png`,
            mimeType: 'image/png',
            buffer: solidPng([...rgb]),
          })),
        );
        await expect(toast(page, MESSAGES.uploaded)).toBeVisible();
        const thumbnails = page.getByRole('list', { name: 'Uploaded images' }).getByRole('img');
        await expect(thumbnails).toHaveCount(3);
        const third = await thumbnails.nth(2).getAttribute('src');
        await page.getByLabel('Target position for image 3').fill('1');
        await page.getByRole('button', { name: 'Move image 3', exact: true }).click();
        await expect(thumbnails.first()).toHaveAttribute('src', third!);
        await page.getByLabel('Stock of M').fill('7');
        await expectNoAccessibilityViolations(page);
        await page.getByRole('button', { name: 'Add Product' }).click();
        await expect(toast(page, MESSAGES.productAdded)).toBeVisible();
        await expect(page).toHaveURL('/admin-all-products');

        const found = await page.request.get('/api/all-products', { params: { search: name } });
        const [created] = ((await found.json()) as { result: { _id: string }[] }).result;
        const stored = (await (await page.request.get(`/api/products/${created!._id}`)).json()) as {
          images: string[];
          size: string[];
        };
        expect(stored.images).toHaveLength(3);
        expect(stored.images[0]).toBe(third);
        expect(stored.size).toEqual(['M']);

        // 'Your Products': search finds it.
        await page.getByLabel('Search products').fill(name);
        const card = page.getByRole('listitem').filter({ hasText: name });
        await expect(card).toHaveCount(1);
        await expectNoAccessibilityViolations(page);
        await card.getByRole('link', { name: `Edit ${name}` }).click();
        await expect(page.getByLabel('Product name')).toHaveValue(name);
        await expect(page.getByLabel('Price (₹)')).toHaveValue('1234');
        await expectNoAccessibilityViolations(page);

        // Leaving with unsaved changes asks first.
        await page.getByLabel('Price (₹)').fill('1299');
        await page.getByRole('button', { name: 'Back' }).click();
        const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
        await expect(leave).toBeVisible();
        await leave.getByRole('button', { name: 'Cancel' }).click();
        await expect(page.getByLabel('Price (₹)')).toHaveValue('1299');

        await page.getByRole('button', { name: 'Update' }).click();
        await expect(toast(page, MESSAGES.productUpdated)).toBeVisible();
        await expect(page).toHaveURL('/admin-all-products');
        const updated = (await (
          await page.request.get(`/api/products/${created!._id}`)
        ).json()) as {
          price: number;
        };
        expect(updated.price).toBe(1299);

        await page.getByLabel('Search products').fill(name);
        await expect(card).toHaveCount(1);
        await card.getByRole('button', { name: `Delete ${name}` }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Delete product' });
        await expect(confirm).toContainText(MESSAGES.confirmDelete);
        await confirm.getByRole('button', { name: 'Delete' }).click();
        await expect(toast(page, MESSAGES.productDeleted)).toBeVisible();
        await expect(card).toHaveCount(0);
      },
    );

    test('adds an agent who then signs in', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/admin');
      await expectNoAccessibilityViolations(page);
      await page.getByRole('button', { name: 'Add Agent' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Agent' });
      const email = uniqueEmail('kiran');
      await dialog.getByLabel('First name').fill('Kiran');
      await dialog.getByLabel('Last name').fill('Rao');
      await dialog.getByLabel('Email or phone number').fill('12345');
      await dialog.getByLabel('Password', { exact: true }).fill('Haat-agent-e2e-2026');
      await dialog.getByRole('button', { name: 'Add Agent' }).click();
      await expect(dialog.getByText(MESSAGES.invalidContact)).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await dialog.getByLabel('Email or phone number').fill(email);
      await dialog.getByRole('button', { name: 'Add Agent' }).click();
      await expect(toast(page, MESSAGES.agentAdded)).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.getByLabel('Search users').fill(email);
      // The new agent is also on the refreshed first page: wait for the search itself, whose
      // address change would close a menu opened before it.
      await expect(page).toHaveURL(/[?&]search=/);
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(
        row.getByRole('switch', { name: 'Agent permission for Kiran Rao' }),
      ).toBeChecked();

      await signOutFromAdminBar(page);
      await page.goto('/sign-in');
      await signInThroughPage(page, email, 'Haat-agent-e2e-2026');
      await expect(page.getByText('Hello, Kiran')).toBeVisible();
    });

    test('flips a customer to Agent and back, and a refused flip rolls back', async ({
      page,
      verifiedAccount,
    }) => {
      await signInAsAdmin(page);
      await page.goto('/admin');
      await page.getByLabel('Search users').fill(verifiedAccount.email);
      const name = `${verifiedAccount.firstName} ${verifiedAccount.lastName}`;
      const toggle = page
        .getByRole('row')
        .filter({ hasText: verifiedAccount.email })
        .getByRole('switch', { name: `Agent permission for ${name}` });
      await expect(toggle).not.toBeChecked();
      const roleOnServer = async () => {
        const answer = await page.request.get('/api/get-all-users', {
          params: { search: verifiedAccount.email },
        });
        return ((await answer.json()) as { result: { role: string }[] }).result[0]?.role;
      };

      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect.poll(roleOnServer).toBe('Agent');
      await toggle.click();
      await expect(toggle).not.toBeChecked();
      await expect.poll(roleOnServer).toBe('Customer');

      await page.route('**/api/update-role/**', (route) =>
        route.fulfill({
          status: 403,
          json: { message: 'You are not allowed to do this.', error: 'Forbidden' },
        }),
      );
      await toggle.click();
      await expect(toast(page, 'You are not allowed to do this.')).toBeVisible();
      await expect(toggle).not.toBeChecked();
      expect(await roleOnServer()).toBe('Customer');
    });

    test('marks an order shipped, finds it on the shipped page and opens it', async ({
      page,
      verifiedAccount,
      baseURL,
    }) => {
      const { name } = await placeOrderAs(
        baseURL!,
        verifiedAccount.email,
        verifiedAccount.password,
      );
      await signInAsAdmin(page);
      await page.goto('/admin');
      await openFromAdminBar(page, 'All-Orders');
      await expect(page).toHaveURL('/admin-all-orders');
      const order = page.locator('tr, li').filter({ hasText: name }).filter({ visible: true });
      await expect(order).toHaveCount(1);
      await expectNoAccessibilityViolations(page);
      // A placed order is confirmed first: its badge is no button, so no tap ships it.
      await expect(order.getByText('Unshipped · Placed')).toBeVisible();
      await expect(order.getByRole('button', { name: /^Unshipped/ })).toHaveCount(0);
      await order.getByRole('link', { name: /^See More/ }).click();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Unshipped · Confirmed')).toBeVisible();
      await page.goBack();
      // A confirmed order's badge opens the Ship dialog: courier and tracking number.
      await order
        .getByRole('button', { name: /^Unshipped · Confirmed.*order \d+: ship it/ })
        .click();
      const ship = page.getByRole('dialog', { name: 'Ship order' });
      await ship.getByLabel('Courier').fill('Delhivery');
      await ship.getByLabel('Tracking number').fill('DL5550001IN');
      await ship.getByRole('button', { name: 'Mark shipped' }).click();
      await expect(ship).toBeHidden();
      await expect(order.getByText('Shipped', { exact: true })).toBeVisible();
      await expect(order.getByRole('button', { name: /Shipped/ })).toHaveCount(0);

      await openFromAdminBar(page, 'Shipped-orders');
      await expect(page).toHaveURL('/admin-shipped-orders');
      await expect(order).toHaveCount(1);
      await expectNoAccessibilityViolations(page);
      await order.getByRole('link', { name: /^See More/ }).click();
      await expect(page).toHaveURL(/\/admin-view-order\?id=/);
      await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
      await expect(page.getByText(`${name} Rao`)).toBeVisible();
      await expect(page.getByText('not available')).toBeVisible();
      // One badge: the state (the timeline below says 'Shipped' too).
      await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('Delhivery', { exact: true })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await page.reload();
      await expect(page.getByText(`${name} Rao`)).toBeVisible();
    });
  });
}
